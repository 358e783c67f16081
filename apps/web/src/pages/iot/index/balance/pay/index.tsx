import { CardPayView, walletTexts } from '../../../../../features/iot/wallet';
import { useQuery } from '../../../../../shared/navigation';

export const texts = walletTexts;

/** The card's cashier (`?orderSn=`); the gateway sends the holder back here, with `payResult` when not paid. */
export default function CardPayPage() {
  const { orderSn = '', payResult } = useQuery();
  return <CardPayView orderSn={orderSn} payResult={payResult} />;
}
