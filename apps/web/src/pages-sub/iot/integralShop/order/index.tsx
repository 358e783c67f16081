import { isOrderTab, pointsOrdersTexts, ShopOrderList } from '../../../../features/iot/pointsOrders';
import { useQuery } from '../../../../shared/navigation';

export const texts = pointsOrdersTexts;

/** The card's points orders by tab (`?tab=unpaid` opens one) (积分订单). */
export default function PointsOrdersPage() {
  const { tab } = useQuery();
  return <ShopOrderList tab={isOrderTab(tab) ? tab : 'all'} />;
}
