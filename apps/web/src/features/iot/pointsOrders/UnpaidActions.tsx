import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ShopOrderSummary } from '@shop/contract';
import { useT } from '../../../i18n';
import { Countdown } from '../../order';
import { afterCardChange } from '../session';
import { openOrderPage, useCancelOrder } from './orderQueries';

/** The time left to pay an unpaid order's cash part; when it is up the order is read again: the server has closed it. */
export function TimeLeft({ until, className, onEnd }: { until: string; className?: string; onEnd?: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const end = () => {
    onEnd?.();
    void afterCardChange(client, 'cancelShopOrder');
  };
  return <Countdown className={className} until={until} onEnd={end} format={(time) => t('pointsOrders.payWithin', { time })} />;
}

/**
 * An unpaid order's ways out: paying its cash part or cancelling it (its points come back), with
 * the time left to pay unless the page shows it elsewhere (`timeLeft` false).
 */
export function UnpaidActions({ order, timeLeft = true }: { order: ShopOrderSummary; timeLeft?: boolean }) {
  const t = useT();
  const cancel = useCancelOrder();
  const [expired, setExpired] = useState(false);
  return (
    <div className="points-actions">
      {timeLeft && order.expiresAt ? <TimeLeft className="points-actions__left" until={order.expiresAt} onEnd={() => setExpired(true)} /> : null}
      <div className="points-actions__buttons">
        <button type="button" className="button button--ghost points-actions__button" disabled={cancel.sending} onClick={() => cancel.ask(order)}>
          {t('pointsOrders.cancel')}
        </button>
        {expired ? null : (
          <button type="button" className="button button--primary points-actions__button" onClick={() => openOrderPage('pay', order.orderSn)}>
            {t('pointsOrders.pay')}
          </button>
        )}
      </div>
    </div>
  );
}
