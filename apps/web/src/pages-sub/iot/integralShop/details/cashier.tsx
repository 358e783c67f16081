import { CardPayView, walletTexts } from '../../../../features/iot/wallet';
import { useQuery } from '../../../../shared/navigation';

export const texts = walletTexts;

/** Paying a points shop order's cash part online (`?orderSn=` of its card order): the card's cashier (收银台). */
export default function ShopCashierPage() {
  const { orderSn = '', payResult } = useQuery();
  return <CardPayView orderSn={orderSn} payResult={payResult} />;
}
