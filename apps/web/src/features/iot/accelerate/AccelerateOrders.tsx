import { useInfiniteQuery } from '@tanstack/react-query';
import type { AccelerateOrder } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatDateTime, formatFen } from '../../../shared/format';
import { openLink } from '../../../shared/navigation/openLink';
import { usePagedQuery } from '../../../shared/query';
import { PagedList } from '../../../shared/ui/PagedList';
import { EmptyState } from '../../../shared/ui/PageStates';
import { useCardNumber } from '../session';
import { cardPages } from '../wallet';
import { boostState } from './offerText';
import './accelerate.css';

function OrderRow({ order }: { order: AccelerateOrder }) {
  const t = useT();
  const state = boostState(order);
  return (
    <article className="wallet-row" aria-label={order.accelerateName}>
      <div className="wallet-row__main">
        <p className="wallet-row__title">{order.accelerateName}</p>
        <p className="wallet-row__meta">{t('perks.accelerate.period', { start: formatDateTime(order.startAt), end: formatDateTime(order.endAt) })}</p>
      </div>
      <div className="wallet-row__side">
        <p className="wallet-row__amount">{formatFen(order.actualPayMoney)}</p>
        <p className={`boost-state boost-state--${state}`}>{t(`perks.accelerate.${state}`)}</p>
      </div>
    </article>
  );
}

/** The card's speed add-ons, newest first, each in force, ended or refunded. */
export function AccelerateOrders() {
  const t = useT();
  const paged = usePagedQuery(useInfiniteQuery(cardPages('accelerateOrderList', useCardNumber())));
  const empty = <EmptyState title={t('perks.accelerate.ordersEmpty')} next={{ label: t('perks.accelerate.toOffers'), onPress: () => void openLink('/pages-sub/iot/index/accelerate/index') }} />;
  return (
    <div className="wallet-page">
      <PagedList className="wallet-list" paged={paged} itemKey={(order) => order.id} renderItem={(order) => <OrderRow order={order} />} empty={empty} />
    </div>
  );
}
