import { paymentQueryOf, pointsShopTexts, ShopPayment } from '../../../../features/iot/pointsShop';
import { useQuery } from '../../../../shared/navigation';

export const texts = pointsShopTexts;

/** Confirming a points shop order (`?id=&quantity=`, with `delivery` and `pickupPointId` once chosen) (确认订单). */
export default function ShopPaymentPage() {
  return <ShopPayment {...paymentQueryOf(useQuery())} />;
}
