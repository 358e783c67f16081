import { SimHome } from '../../../features/iot/sim';

/** The SIM home. */
export default function IotHomePage() {
  return <SimHome />;
}
