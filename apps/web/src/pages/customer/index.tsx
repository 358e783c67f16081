import { CustomerService, customerTexts } from '../../features/customer';

export const texts = customerTexts;

/** Customer service: search the answers, reach the promoter's service, or open a hot question. */
export default function CustomerPage() {
  return <CustomerService />;
}
