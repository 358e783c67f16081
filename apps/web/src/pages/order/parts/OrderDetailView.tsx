import { useState } from 'react';
import { ORDER_LIST_PATH, type OrderDetail } from '@shop/contract';
import { EmptyState, FailedState } from '../../../components/PageStates';
import { useT } from '../../../i18n';
import { openLink } from '../../../lib/navigation/openLink';
import { useLoad } from '../../../lib/useLoad';
import { DetailActions } from './DetailActions';
import { BuyerSection, InfoSection, ItemSection } from './DetailSections';
import { loadOrder } from './loadOrder';
import { StatusBanner } from './StatusBanner';

function DetailSkeleton() {
  return (
    <div className="order-detail" aria-busy="true">
      <div className="skeleton" style={{ height: '5.5rem', borderRadius: 0 }} />
      <div className="skeleton" style={{ height: '9rem', margin: '0.75rem' }} />
      <div className="skeleton" style={{ height: '7rem', margin: '0.75rem' }} />
    </div>
  );
}

/** An unpaid order whose hold ran out is closed by the server; show it so without asking again. */
const closedByExpiry = (order: OrderDetail): OrderDetail => ({ ...order, status: 'closed', closeReason: 'expired', expiresAt: null });

/** One order: its state, item and money, buyer (masked by the server), dates and actions. */
export function OrderDetailView({ orderSn }: { orderSn: string }) {
  const t = useT();
  const loaded = useLoad(orderSn, () => loadOrder(orderSn));
  // An order changed here (cancelled) is shown as the server answered, without reloading.
  const [changed, setChanged] = useState<OrderDetail | null>(null);
  const [expired, setExpired] = useState(false);

  if (loaded.status === 'loading') return <DetailSkeleton />;
  if (loaded.status === 'failed') return <FailedState title={t('order.loadFailed')} error={loaded.error} onRetry={loaded.retry} />;
  const current = changed?.orderSn === orderSn ? changed : loaded.data;
  if (!current) {
    return <EmptyState title={t('order.notFound')} hint={t('order.notFoundHint')} next={{ label: t('order.backToList'), onPress: () => void openLink(ORDER_LIST_PATH) }} />;
  }
  const order = expired && current.status === 'unpaid' ? closedByExpiry(current) : current;
  return (
    <div className="order-detail">
      <StatusBanner order={order} onExpired={() => setExpired(true)} />
      <ItemSection order={order} />
      <BuyerSection order={order} />
      <InfoSection order={order} />
      <DetailActions order={order} onChange={setChanged} />
    </div>
  );
}
