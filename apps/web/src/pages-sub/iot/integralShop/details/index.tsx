import { GoodsDetails, pointsShopTexts } from '../../../../features/iot/pointsShop';
import { useQuery } from '../../../../shared/navigation';

export const texts = pointsShopTexts;

/** One item of the points shop (`?id=`) (商品详情). */
export default function ShopGoodsPage() {
  return <GoodsDetails id={Number(useQuery().id)} />;
}
