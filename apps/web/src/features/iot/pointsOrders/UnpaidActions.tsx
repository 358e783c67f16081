import { useQueryClient } from '@tanstack/react-query';
import type { ShopOrderSummary } from '@shop/contract';
import { useT } from '../../../i18n';
import { Countdown } from '../../order';
import { afterPointsMoved } from '../wallet';
import { openOrderPage, useCancelOrder } from './orderQueries';

/**
 * An unpaid order's way out: the time left to pay its cash part, paying it, or cancelling it
 * (its points come back). When the time is up the order is read again: the server has closed it.
 */
export function UnpaidActions({ order }: { order: ShopOrderSummary }) {
  const t = useT();
  const client = useQueryClient();
  const cancel = useCancelOrder();
  return (
    <div className="points-actions">
      {order.expiresAt ? (
        <Countdown
          className="points-actions__left"
          until={order.expiresAt}
          onEnd={() => void afterPointsMoved(client)}
          format={(time) => t('pointsOrders.payWithin', { time })}
        />
      ) : null}
      <button type="button" className="button button--ghost points-actions__button" disabled={cancel.sending} onClick={() => cancel.ask(order)}>
        {t('pointsOrders.cancel')}
      </button>
      <button type="button" className="button button--primary points-actions__button" onClick={() => openOrderPage('pay', order.orderSn)}>
        {t('pointsOrders.pay')}
      </button>
    </div>
  );
}
