import { pointsOrdersTexts, ShopOrderPay } from '../../../../../features/iot/pointsOrders';
import { useQuery } from '../../../../../shared/navigation';

export const texts = pointsOrdersTexts;

/** Paying an unpaid points order's cash part again (`?orderSn=`) (订单支付). */
export default function PointsOrderPayPage() {
  const { orderSn = '' } = useQuery();
  return <ShopOrderPay orderSn={orderSn} />;
}
