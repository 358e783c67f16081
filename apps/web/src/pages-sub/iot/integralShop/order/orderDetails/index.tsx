import { ShopOrderDetails } from '../../../../../features/iot/pointsOrders';
import { useQuery } from '../../../../../shared/navigation';

/** One points order (`?orderSn=`) (订单详情). */
export default function PointsOrderDetailsPage() {
  const { orderSn = '' } = useQuery();
  return <ShopOrderDetails orderSn={orderSn} />;
}
