import { CustomerService } from '../../features/customer';

/** Customer service: search the answers, reach the promoter's service, or open a hot question. */
export default function CustomerPage() {
  return <CustomerService />;
}
