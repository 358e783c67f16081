import { ProtocolText } from './parts/ProtocolText';

/** The card promoter's service agreement. */
export default function IotProtocolPage() {
  return <ProtocolText type="service" />;
}
