import { ProtocolText, simTexts } from '../../../features/iot/sim';

export const texts = simTexts;

/** The card promoter's service agreement. */
export default function IotProtocolPage() {
  return <ProtocolText type="service" />;
}
