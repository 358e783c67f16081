import { goodsTexts, NumberPlansView } from '../../../features/goods';
import { useQuery } from '../../../shared/navigation';
import './pretty.css';

export const texts = goodsTexts;

/** The plans a number (`number`) can take: the minimum plan it comes with, and its operator's plans. */
export default function NumberPlansPage() {
  return <NumberPlansView number={useQuery().number} />;
}
