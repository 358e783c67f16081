import { PointsShop } from '../../../features/iot/pointsShop';

/** The card's promoter's points shop (积分商城). */
export default function PointsShopPage() {
  return <PointsShop />;
}
