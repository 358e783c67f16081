import { GoodsDetailView, goodsTexts } from '../../../features/goods';
import { useQuery } from '../../../shared/navigation';
import './general.css';

export const texts = goodsTexts;

/** One SIM product by `id`, with the way to order it. */
export default function GoodsDetailPage() {
  return <GoodsDetailView id={useQuery().id} />;
}
