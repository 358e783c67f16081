import { useState } from 'react';
import type { OrderSummary } from '@shop/contract';
import { Countdown } from '../components/Countdown';
import { OrderItem } from '../components/OrderItem';
import { OrderStatusTag } from '../components/OrderStatusTag';
import { useT } from '../../../i18n';
import { copyText } from '../../../shared/copy';
import { formatDateTime, formatFen } from '../../../shared/format';
import { useLongPress } from '../../../shared/useLongPress';
import { openOrderDetail, openPayment } from '../links';

/** The order number; a long press copies it instead of opening the order. */
function OrderSn({ orderSn }: { orderSn: string }) {
  const press = useLongPress(() => void copyText(orderSn));
  return (
    <span className="order-card__sn" {...press}>
      {orderSn}
    </span>
  );
}

/** One order in the list; an unpaid one counts down its hold and offers to pay. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const t = useT();
  // The server closes an expired order by itself; until the list reloads, show it closed here.
  const [expired, setExpired] = useState(false);
  const payable = order.status === 'unpaid' && order.expiresAt !== null && !expired;
  return (
    <article className="order-card">
      <button type="button" className="order-card__body" onClick={() => void openOrderDetail(order.orderSn)}>
        <span className="order-card__head">
          <OrderSn orderSn={order.orderSn} />
          <OrderStatusTag status={expired ? 'closed' : order.status} />
        </span>
        <OrderItem order={order} />
        <span className="order-card__foot">
          <span className="order-card__time">{t('order.orderedAt', { time: formatDateTime(order.createdAt) })}</span>
          <span className="order-card__total">
            {t('order.total')} <strong>{formatFen(order.amountFen)}</strong>
          </span>
        </span>
      </button>
      {payable && order.expiresAt ? (
        <div className="order-card__pay">
          <Countdown until={order.expiresAt} onEnd={() => setExpired(true)} format={(time) => t('order.payWithin', { time })} className="order-card__countdown" />
          <button type="button" className="button button--primary order-card__pay-button" onClick={() => void openPayment(order.orderSn)}>
            {t('order.payNow')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

export function OrderCardSkeleton() {
  return (
    <div className="order-card" aria-hidden="true">
      <div className="skeleton" style={{ height: '0.9rem', width: '55%' }} />
      <div style={{ display: 'flex', gap: '0.75rem', marginTop: '0.75rem' }}>
        <div className="skeleton" style={{ width: '4rem', height: '4rem' }} />
        <div className="skeleton" style={{ flex: 1, height: '1.2rem' }} />
      </div>
    </div>
  );
}
