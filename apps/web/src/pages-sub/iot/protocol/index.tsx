import { ProtocolText } from '../../../features/iot/sim';

/** The card promoter's service agreement. */
export default function IotProtocolPage() {
  return <ProtocolText type="service" />;
}
