import { AboutText } from '../../features/customer';

/** Transaction terms: what paying for an order means, in the promoter's words. */
export default function PaymentTermsPage() {
  return <AboutText kind="payment" />;
}
