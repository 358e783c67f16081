import { SimMoreMenu } from '../../../../features/iot/sim';

/** Every menu of the SIM home. */
export default function IotMoreMenuPage() {
  return <SimMoreMenu />;
}
