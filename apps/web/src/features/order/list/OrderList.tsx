import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { VANITY_SEARCH_PATH } from '@shop/contract';
import { PagedList } from '../../../shared/ui/PagedList';
import { EmptyState } from '../../../shared/ui/PageStates';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { endpointPages, usePagedQuery } from '../../../shared/query';
import { useUserStore } from '../../../stores/user';
import { buyerKey } from '../../auth';
import { OrderCard, OrderCardSkeleton } from './OrderCard';
import { StatusTabs, type StatusFilter } from './StatusTabs';

/** The buyer's orders by status, newest first: pull down to refresh, scroll on for more. */
export function OrderList({ initialStatus }: { initialStatus: StatusFilter }) {
  const t = useT();
  // Stored as the server returned it: already masked.
  const mobile = useUserStore((state) => state.mobile);
  const [status, setStatus] = useState<StatusFilter>(initialStatus);
  // Each tab's pages stay cached, so a tab or a page left and opened again shows them at once.
  const pages = endpointPages('orderList', { query: { status } }, { hideError: true });
  const paged = usePagedQuery(useInfiniteQuery({ ...pages, queryKey: buyerKey(pages.queryKey) }));

  const empty =
    status === 'all' ? (
      <EmptyState title={t('order.empty')} hint={t('order.emptyHint', { mobile })} next={{ label: t('order.goShopping'), onPress: () => void openLink(VANITY_SEARCH_PATH) }} />
    ) : (
      <EmptyState title={t('order.emptyStatus')} hint={t('order.emptyStatusHint')} next={{ label: t('order.all'), onPress: () => setStatus('all') }} />
    );

  return (
    <div className="order-list">
      <StatusTabs value={status} onChange={setStatus} />
      <PagedList
        className="order-list__items"
        paged={paged}
        itemKey={(order) => order.orderSn}
        renderItem={(order) => <OrderCard order={order} />}
        empty={empty}
        placeholder={
          <>
            <OrderCardSkeleton />
            <OrderCardSkeleton />
          </>
        }
      />
    </div>
  );
}
