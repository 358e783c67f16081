import { PointsShop, pointsShopTexts } from '../../../features/iot/pointsShop';
import { useQuery } from '../../../shared/navigation';

export const texts = pointsShopTexts;

/** The card's promoter's points shop, on the category `?categoryId=` or all (积分商城). */
export default function PointsShopPage() {
  const { categoryId } = useQuery();
  return <PointsShop categoryId={categoryId ? Number(categoryId) : undefined} />;
}
