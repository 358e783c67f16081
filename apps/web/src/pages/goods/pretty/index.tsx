import { NumberView } from '../../../features/goods';
import { useQuery } from '../../../shared/navigation';
import './pretty.css';

/** One number on sale (`number`, with its `id`): the number, its price and plan, and reserving it. */
export default function NumberPage() {
  return <NumberView number={useQuery().number} />;
}
