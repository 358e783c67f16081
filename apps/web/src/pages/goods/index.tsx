import { GoodsList, goodsTexts } from '../../features/goods';
import './goods.css';

export const texts = goodsTexts;

/** The SIM products (`?operator=` may open the list on one operator). */
export default function GoodsListPage() {
  return <GoodsList />;
}
