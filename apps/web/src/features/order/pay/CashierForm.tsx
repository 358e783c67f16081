import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { PaymentType } from '@shop/contract';
import { Countdown } from '../components/Countdown';
import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import { openLink } from '../../../shared/navigation/openLink';
import { randomId } from '../../../lib/randomId';
import { goToCashier } from './cashier';
import { PaymentMethods } from './PaymentMethods';

/** What the cashier needs of an order, a shop order's or a card order's. */
export interface PayableOrder {
  orderSn: string;
  amountFen: number;
  status: string;
  expiresAt: string | null;
}

export interface CashierFormProps {
  order: PayableOrder;
  /** The channels offered; undefined while they load. */
  types: readonly PaymentType[] | undefined;
  /** The channel chosen first when the visitor picks none (else the first offered). */
  preferred?: PaymentType;
  /** Starts a payment on the server: one idempotency key per attempt. */
  startPayment: (paymentType: PaymentType, idempotencyKey: string) => Promise<{ payUrl: string }>;
  /** Called once a payment has started, before leaving for the gateway's cashier. */
  onStarted: () => void;
  /** What is paid for, shown between the amount and the channels. */
  children: ReactNode;
}

/**
 * An unpaid order's amount, its payment window and the channels, for shop and card orders alike.
 * Paying goes to the gateway's cashier; each attempt has its own idempotency key, and the button
 * stays off on the way there, so a double tap cannot start two payments.
 */
export function CashierForm({ order, types, preferred, startPayment, onStarted, children }: CashierFormProps) {
  const t = useT();
  const [chosen, setChosen] = useState<PaymentType>();
  const type = chosen ?? preferred ?? types?.[0];
  const [expired, setExpired] = useState(order.status !== 'unpaid' || order.expiresAt === null);
  // A refusal (closed meanwhile, channel not offered) is told by the request helper; the visitor may try again.
  const paying = useMutation({
    mutationFn: (paymentType: PaymentType) => startPayment(paymentType, randomId()),
    onSuccess: (started) => {
      onStarted();
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
      <section className="pay-section">{children}</section>
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
