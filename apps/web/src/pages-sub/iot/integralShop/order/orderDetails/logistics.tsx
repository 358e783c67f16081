import { pointsOrdersTexts, ShopOrderLogistics } from '../../../../../features/iot/pointsOrders';
import { useQuery } from '../../../../../shared/navigation';

export const texts = pointsOrdersTexts;

/** Where a points order's parcel is (`?orderSn=`) (物流信息). */
export default function PointsOrderLogisticsPage() {
  const { orderSn = '' } = useQuery();
  return <ShopOrderLogistics orderSn={orderSn} />;
}
