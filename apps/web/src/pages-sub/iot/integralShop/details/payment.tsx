import { ShopPayment } from '../../../../features/iot/pointsShop';
import { useQuery } from '../../../../shared/navigation';

/** Confirming a points shop order (`?id=&quantity=`, with `delivery` and `pickupPointId` once chosen) (确认订单). */
export default function ShopPaymentPage() {
  const { id, quantity, delivery, pickupPointId } = useQuery();
  return <ShopPayment goodsId={Number(id)} quantity={Number(quantity ?? 1)} delivery={delivery} pickupPointId={pickupPointId ? Number(pickupPointId) : undefined} />;
}
