import { ProtocolText } from './parts/ProtocolText';

/** The rules of the card promoter's tasks. */
export default function IotTaskRulePage() {
  return <ProtocolText type="taskRule" />;
}
