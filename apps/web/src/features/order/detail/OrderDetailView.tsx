import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ORDER_LIST_PATH, type OrderDetail } from '@shop/contract';
import { EmptyState, FailedState } from '../../../shared/ui/PageStates';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { DetailActions } from './DetailActions';
import { BuyerSection, InfoSection, ItemSection } from './DetailSections';
import { orderDetailQuery } from '../loadOrder';
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
  // A cancel here puts the server's answer in this query's cache (see useCancelOrder).
  const loaded = useQuery(orderDetailQuery(orderSn));
  const [expired, setExpired] = useState(false);

  if (loaded.isPending) return <DetailSkeleton />;
  if (loaded.isError) return <FailedState title={t('order.loadFailed')} error={loaded.error.message} onRetry={() => void loaded.refetch()} />;
  const current = loaded.data;
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
      <DetailActions order={order} />
    </div>
  );
}
