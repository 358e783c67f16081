import { SimMoreMenu, simTexts } from '../../../../features/iot/sim';

export const texts = simTexts;

/** Every menu of the SIM home. */
export default function IotMoreMenuPage() {
  return <SimMoreMenu />;
}
