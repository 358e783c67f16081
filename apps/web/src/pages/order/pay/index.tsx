import { orderTexts, PayView } from '../../../features/order';
import { useQuery } from '../../../shared/navigation';

export const texts = orderTexts;

/** Pay an order (`?orderSn=`); the cashier sends the buyer back here, with `payResult` when not paid. */
export default function PayPage() {
  const { orderSn = '', payResult } = useQuery();
  return <PayView orderSn={orderSn} payResult={payResult} />;
}
