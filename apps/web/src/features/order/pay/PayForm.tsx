import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, PaymentType } from '@shop/contract';
import { Countdown } from '../components/Countdown';
import { OrderItem } from '../components/OrderItem';
import { useT } from '../../../i18n';
import { copyText } from '../../../shared/copy';
import { formatFen } from '../../../shared/format';
import { openLink } from '../../../shared/navigation/openLink';
import { randomId } from '../../../lib/randomId';
import { call } from '../../../shared/request';
import { PaymentMethods } from './PaymentMethods';
import { goToCashier } from './cashier';
import { orderDetailKey } from '../loadOrder';

/**
 * An unpaid order's amount, hold countdown and payment channels. Paying goes to the gateway's
 * cashier; each attempt has its own idempotency key, so a double tap cannot start two payments.
 */
export function PayForm({ order }: { order: OrderDetail }) {
  const t = useT();
  const [type, setType] = useState<PaymentType | undefined>(order.paymentTypes[0]);
  const [expired, setExpired] = useState(order.status !== 'unpaid' || order.expiresAt === null);
  const client = useQueryClient();
  // A refusal (closed meanwhile, channel not offered) is told by the request helper; the buyer may try again.
  const paying = useMutation({
    mutationFn: (paymentType: PaymentType) => call('orderPay', { body: { orderSn: order.orderSn, paymentType, idempotencyKey: randomId() } }),
    onSuccess: (started) => {
      // The order now has a payment under way: marked stale, it is read again when next shown.
      void client.invalidateQueries({ queryKey: orderDetailKey(order.orderSn), refetchType: 'none' });
      goToCashier(order.orderSn, started.payUrl);
    },
  });
  // Stays true on the way to the cashier, so a double tap cannot start two payments.
  const sending = paying.isPending || paying.isSuccess;
  const amount = formatFen(order.amountFen);

  const pay = () => {
    if (type && !sending) paying.mutate(type);
  };

  return (
    <div className="pay">
      <section className="pay-amount">
        <p className="pay-amount__label">{t('pay.amount')}</p>
        <p className="pay-amount__value">{amount}</p>
        {expired ? (
          <p className="pay-amount__closed" role="status">
            {t('pay.closed')} · {t('pay.closedHint')}
          </p>
        ) : order.expiresAt ? (
          <p className="pay-amount__countdown">
            <Countdown until={order.expiresAt} onEnd={() => setExpired(true)} format={(time) => t('pay.payWithin', { time })} />
          </p>
        ) : null}
      </section>
      <section className="pay-section">
        <OrderItem order={order} />
        <p className="pay-section__sn">
          {t('order.orderSn')} {order.orderSn}
          <button type="button" className="pay-section__copy" onClick={() => void copyText(order.orderSn)}>
            {t('order.copy')}
          </button>
        </p>
      </section>
      <section className="pay-section">
        <h3 className="pay-section__title">{t('pay.method')}</h3>
        <PaymentMethods types={order.paymentTypes} value={type} onChange={setType} />
      </section>
      <p className="pay-terms">
        {t('pay.termsLead')}
        <button type="button" className="pay-terms__link" onClick={() => void openLink('/pages/about/payment')}>
          {t('pay.terms')}
        </button>
      </p>
      <div className="dock dock--bar">
        <button type="button" className="button button--primary pay-footer__button" disabled={expired || !type || sending} onClick={pay}>
          {expired ? t('pay.closed') : t('pay.submit', { amount })}
        </button>
      </div>
    </div>
  );
}
