import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IotOrder, PaymentType } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatFen } from '../../../../shared/format';
import { openLink } from '../../../../shared/navigation/openLink';
import { randomId } from '../../../../lib/randomId';
import { call } from '../../../../shared/request';
import { Countdown, goToCashier, PaymentMethods } from '../../../order';
import { cardQuery, useCardNumber } from '../../session';

/**
 * An unpaid card order's amount, its payment window and the channels. Paying goes to the
 * gateway's cashier; each attempt has its own idempotency key, and the button stays off on the
 * way there, so a double tap cannot start two payments.
 */
export function CardPayForm({ order }: { order: IotOrder }) {
  const t = useT();
  const client = useQueryClient();
  const simNo = useCardNumber();
  // The card's promoter offers the same channels for every card order.
  const types = useQuery(cardQuery('balanceChoose', simNo)).data?.paymentTypes;
  const [chosen, setChosen] = useState<PaymentType>();
  const type = chosen ?? order.paymentType ?? types?.[0];
  const [expired, setExpired] = useState(order.status !== 'unpaid' || order.expiresAt === null);
  const paying = useMutation({
    mutationFn: (paymentType: PaymentType) => call('iotOrderPay', { body: { orderSn: order.orderSn, paymentType, idempotencyKey: randomId() } }),
    onSuccess: (started) => {
      void client.invalidateQueries({ queryKey: ['iotOrderDetail'], refetchType: 'none' });
      goToCashier(order.orderSn, started.payUrl);
    },
  });
  const sending = paying.isPending || paying.isSuccess;
  const amount = formatFen(order.amountFen);

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
        <h3 className="pay-section__title">{t('wallet.cashier.paying')}</h3>
        <p className="card-order__title">{order.title}</p>
        {order.bonusFen > 0 ? <p className="card-order__bonus">{t('wallet.orders.bonus', { amount: formatFen(order.bonusFen) })}</p> : null}
        {order.discountFen > 0 ? <p className="card-order__bonus">{t('wallet.orders.discount', { amount: formatFen(order.discountFen) })}</p> : null}
        <p className="pay-section__sn">
          {t('order.orderSn')} {order.orderSn}
        </p>
      </section>
      <section className="pay-section">
        <h3 className="pay-section__title">{t('pay.method')}</h3>
        {types ? <PaymentMethods types={types} value={type} onChange={setChosen} /> : <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />}
      </section>
      <p className="pay-terms">
        {t('pay.termsLead')}
        <button type="button" className="pay-terms__link" onClick={() => void openLink('/pages/about/payment')}>
          {t('pay.terms')}
        </button>
      </p>
      <div className="dock dock--bar">
        <button type="button" className="button button--primary pay-footer__button" disabled={expired || !type || sending} onClick={() => type && !sending && paying.mutate(type)}>
          {expired ? t('pay.closed') : t('pay.submit', { amount })}
        </button>
      </div>
    </div>
  );
}
