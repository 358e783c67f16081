import type { ShopOrderSummary } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../shared/format';
import { PointsPrice } from '../components/PointsPrice';
import { openOrderPage } from './orderQueries';
import { statusText } from './orderStatus';
import { UnpaidActions } from './UnpaidActions';

/** The item of an order: its cover, name, quantity and what the order costs. */
export function OrderGoods({ order }: { order: ShopOrderSummary }) {
  const t = useT();
  return (
    <span className="points-goods">
      <img className="points-goods__cover" src={order.cover} alt="" loading="lazy" />
      <span className="points-goods__main">
        <span className="points-goods__name">{order.goodsName}</span>
        <span className="points-goods__quantity">{t('pointsOrders.quantity', { count: order.quantity })}</span>
        <PointsPrice className="points-goods__price" points={order.points} cashFen={order.cashFen} />
      </span>
    </span>
  );
}

/** One order of the list: when, its state, its item (opening its details), and for an unpaid one paying or cancelling it. */
export function ShopOrderCard({ order }: { order: ShopOrderSummary }) {
  return (
    <article className="points-order" aria-label={order.goodsName}>
      <p className="points-order__head">
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        <span className={`points-status points-status--${order.status}`}>{statusText(order)}</span>
      </p>
      <button type="button" className="points-order__open" onClick={() => openOrderPage('details', order.orderSn)}>
        <OrderGoods order={order} />
      </button>
      {order.status === 'unpaid' ? <UnpaidActions order={order} /> : null}
    </article>
  );
}
