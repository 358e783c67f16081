import { LogisticsView, orderTexts } from '../../../features/order';
import { useQuery } from '../../../shared/navigation';
import './logistics.css';

export const texts = orderTexts;

/** Where the order's card is (`?orderSn=`). */
export default function LogisticsPage() {
  const { orderSn = '' } = useQuery();
  return <LogisticsView orderSn={orderSn} />;
}
