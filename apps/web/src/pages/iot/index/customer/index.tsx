import { CardCustomerService, simTexts } from '../../../../features/iot/sim';

export const texts = simTexts;

/** The card promoter's customer service. */
export default function IotCustomerPage() {
  return <CardCustomerService />;
}
