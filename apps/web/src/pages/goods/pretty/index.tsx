import { goodsTexts, NumberView } from '../../../features/goods';
import { useQuery } from '../../../shared/navigation';
import './pretty.css';

export const texts = goodsTexts;

/** One number on sale (`number`, with its `id`): the number, its price and plan, and reserving it. */
export default function NumberPage() {
  return <NumberView number={useQuery().number} />;
}
