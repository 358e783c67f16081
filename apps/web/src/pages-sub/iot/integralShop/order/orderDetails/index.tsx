import { pointsOrdersTexts, ShopOrderDetails } from '../../../../../features/iot/pointsOrders';
import { useQuery } from '../../../../../shared/navigation';

export const texts = pointsOrdersTexts;

/** One points order (`?orderSn=`) (订单详情). */
export default function PointsOrderDetailsPage() {
  const { orderSn = '' } = useQuery();
  return <ShopOrderDetails orderSn={orderSn} />;
}
