import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { IOT_ORDER_KINDS, iotOrderKindLabel, type IotOrderKind } from '@shop/contract';
import { useT } from '../../../../i18n';
import { usePagedQuery } from '../../../../shared/query';
import { PagedList } from '../../../../shared/ui/PagedList';
import { EmptyState } from '../../../../shared/ui/PageStates';
import { useCardNumber } from '../../session';
import { cardPages, labelOf } from '../walletQueries';
import { IotOrderCard } from './IotOrderCard';
import '../wallet.css';

type KindFilter = 'all' | IotOrderKind;

const FILTERS: readonly KindFilter[] = ['all', ...IOT_ORDER_KINDS];

/** Every order of the card, of every kind or one, newest first; an unpaid one offers to pay. */
export function OrderLogs() {
  const t = useT();
  const [kind, setKind] = useState<KindFilter>('all');
  // Each tab's pages stay cached, so going back to a tab shows it at once.
  const paged = usePagedQuery(useInfiniteQuery(cardPages('iotOrderList', useCardNumber(), { query: { kind } })));
  return (
    <div className="wallet-page">
      <nav className="wallet-tabs" role="tablist" aria-label={t('wallet.orders.kindFilter')}>
        {FILTERS.map((filter) => (
          <button key={filter} type="button" role="tab" aria-selected={filter === kind} className="wallet-tabs__tab" onClick={() => setKind(filter)}>
            {filter === 'all' ? t('wallet.orders.all') : labelOf(iotOrderKindLabel, filter)}
          </button>
        ))}
      </nav>
      <PagedList className="wallet-list" paged={paged} itemKey={(order) => order.orderSn} renderItem={(order) => <IotOrderCard order={order} />} empty={<EmptyState title={t('wallet.orders.empty')} />} />
    </div>
  );
}
