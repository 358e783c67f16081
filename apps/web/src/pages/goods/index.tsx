import { GoodsList } from '../../features/goods';
import './goods.css';

/** The SIM products (`?operator=` may open the list on one operator). */
export default function GoodsListPage() {
  return <GoodsList />;
}
