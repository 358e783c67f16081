import { ProtocolText, simTexts } from '../../../features/iot/sim';

export const texts = simTexts;

/** The rules of the card promoter's tasks. */
export default function IotTaskRulePage() {
  return <ProtocolText type="taskRule" />;
}
