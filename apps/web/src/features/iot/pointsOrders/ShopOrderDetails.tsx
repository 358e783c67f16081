import type { ReactNode } from 'react';
import { payWithLabel, type ShopOrder } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatDateTime, formatFen } from '../../../shared/format';
import { PointsPrice } from '../components/PointsPrice';
import { labelOf } from '../wallet';
import { OrderDelivery } from './OrderDelivery';
import { openOrderPage } from './orderQueries';
import { statusHint, statusText } from './orderStatus';
import { OrderGoods } from './ShopOrderCard';
import { TimeLeft, UnpaidActions } from './UnpaidActions';
import { WithShopOrder } from './WithShopOrder';
import './pointsOrders.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="points-rows__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The parcel's latest scan, leading to all of them. */
function LatestTracking({ order }: { order: ShopOrder }) {
  const t = useT();
  const latest = order.tracking?.events[0];
  if (!order.tracking) return null;
  return (
    <section className="wallet-card" aria-label={t('pointsOrders.tracking')}>
      <h2 className="wallet-card__title">{t('pointsOrders.tracking')}</h2>
      <p className="points-tracking__text">{latest ? latest.text : t('pointsOrders.noEvents')}</p>
      {latest ? <p className="points-tracking__meta">{formatDateTime(latest.at)}</p> : null}
      <button type="button" className="wallet-inline-link" onClick={() => openOrderPage('logistics', order.orderSn)}>
        {t('pointsOrders.trackingAll')}
      </button>
    </section>
  );
}

/** What was paid and when: the points, the cash part and its card order (how it was paid, once it is), the order's times. */
function Payment({ order }: { order: ShopOrder }) {
  const t = useT();
  const { cashOrder } = order;
  return (
    <section className="wallet-card">
      <dl className="points-rows">
        <Row label={t('pointsOrders.price')}>
          <PointsPrice points={order.points} cashFen={order.cashFen} />
        </Row>
        <Row label={t('pointsOrders.orderSn')}>{order.orderSn}</Row>
        {cashOrder ? (
          <>
            <Row label={t('pointsOrders.cashOrder')}>
              {formatFen(cashOrder.amountFen)} · {cashOrder.orderSn}
            </Row>
            {cashOrder.paidAt ? <Row label={t('pointsOrders.paidWith')}>{labelOf(payWithLabel, cashOrder.payWith)}</Row> : null}
          </>
        ) : null}
        <Row label={t('pointsOrders.createdAt')}>{formatDateTime(order.createdAt)}</Row>
        {order.paidAt ? <Row label={t('pointsOrders.paidAt')}>{formatDateTime(order.paidAt)}</Row> : null}
        {order.cancelledAt ? <Row label={t('pointsOrders.cancelledAt')}>{formatDateTime(order.cancelledAt)}</Row> : null}
      </dl>
    </section>
  );
}

/** One points order: its state (and time left to pay), where it goes, its item, its payment and parcel; an unpaid one can be paid or cancelled. */
function ShopOrderDetailsOf({ order }: { order: ShopOrder }) {
  return (
    <div className="wallet-page">
      <section className={`points-banner points-banner--${order.status}`} role="status">
        <h2 className="points-banner__status">{statusText(order)}</h2>
        <p className="points-banner__hint">{statusHint(order)}</p>
        {order.status === 'unpaid' && order.expiresAt ? <TimeLeft className="points-banner__left" until={order.expiresAt} /> : null}
      </section>
      <OrderDelivery order={order} />
      <section className="wallet-card">
        <OrderGoods order={order} />
      </section>
      <LatestTracking order={order} />
      <Payment order={order} />
      {order.status === 'unpaid' ? (
        <div className="dock dock--bar">
          <UnpaidActions order={order} timeLeft={false} />
        </div>
      ) : null}
    </div>
  );
}

export function ShopOrderDetails({ orderSn }: { orderSn: string }) {
  return <WithShopOrder orderSn={orderSn}>{(order) => <ShopOrderDetailsOf order={order} />}</WithShopOrder>;
}
