import { SimHome, simTexts } from '../../../features/iot/sim';

export const texts = simTexts;

/** The SIM home. */
export default function IotHomePage() {
  return <SimHome />;
}
