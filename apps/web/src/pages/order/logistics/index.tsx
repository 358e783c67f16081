import { LogisticsView } from '../../../features/order';
import { useQuery } from '../../../shared/navigation';
import './logistics.css';

/** Where the order's card is (`?orderSn=`). */
export default function LogisticsPage() {
  const { orderSn = '' } = useQuery();
  return <LogisticsView orderSn={orderSn} />;
}
