import { PointsShop } from '../../../features/iot/pointsShop';
import { useQuery } from '../../../shared/navigation';

/** The card's promoter's points shop, on the category `?categoryId=` or all (积分商城). */
export default function PointsShopPage() {
  const { categoryId } = useQuery();
  return <PointsShop categoryId={categoryId ? Number(categoryId) : undefined} />;
}
