import { GoodsDetails } from '../../../../features/iot/pointsShop';
import { useQuery } from '../../../../shared/navigation';

/** One item of the points shop (`?id=`) (商品详情). */
export default function ShopGoodsPage() {
  return <GoodsDetails id={Number(useQuery().id)} />;
}
