import { CardCustomerService } from '../../../../features/iot/sim';

/** The card promoter's customer service. */
export default function IotCustomerPage() {
  return <CardCustomerService />;
}
