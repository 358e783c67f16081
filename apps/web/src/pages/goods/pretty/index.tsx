import { FailedState } from '../../../components/PageStates';
import { useT } from '../../../i18n';
import { useQuery } from '../../../lib/navigation';
import { NumberDetail } from './parts/NumberDetail';
import { NumberSkeleton, NumberUnavailable } from './parts/NumberStates';
import { useNumberOnSale } from './parts/useNumberOnSale';
import './pretty.css';

/** One number on sale (`number`, with its `id`): the number, its price and plan, and reserving it. */
export default function NumberPage() {
  const t = useT();
  const { number } = useQuery();
  const item = useNumberOnSale(number);

  if (item.status === 'loading') return <NumberSkeleton />;
  if (item.status === 'failed') return <FailedState title={t('goods.loadFailed')} error={item.error} onRetry={item.retry} />;
  if (!item.data) return <NumberUnavailable />;
  return <NumberDetail item={item.data} />;
}
