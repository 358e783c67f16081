import { ProtocolText } from '../../../features/iot/sim';

/** The rules of the card promoter's tasks. */
export default function IotTaskRulePage() {
  return <ProtocolText type="taskRule" />;
}
