import { useState } from 'react';
import { type CardPayment, type PaymentType, type PayWith, type ShopOrder } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import { redirectTo } from '../../../shared/navigation';
import { EmptyState } from '../../../shared/ui/PageStates';
import { PaymentMethods } from '../../order';
import { balanceUsable, offerPayPassword, PaidOutcome, PayPasswordStep, PayWithChoice, stepError } from '../wallet';
import { orderPageUrl } from './orderQueries';
import { statusHint } from './orderStatus';
import { WithShopOrder } from './WithShopOrder';
import { OrderGoods } from './ShopOrderCard';
import { TimeLeft } from './UnpaidActions';
import { useRepay } from './useRepay';
import './pointsOrders.css';
import '../../../shared/ui/outcome.css';

interface RepayFormProps {
  order: ShopOrder;
  payment: CardPayment;
  onPaid(order: ShopOrder): void;
}

/**
 * The cash part of an unpaid order, paid as any card purchase is: from the balance (short-balance
 * and lock notes, the pay password step, or a choice to set one) or online with a payment type.
 */
function RepayForm({ order, payment, onPaid }: RepayFormProps) {
  const t = useT();
  const online = payment.paymentTypes.length > 0;
  const usableBalance = balanceUsable(payment, order.cashFen);
  const [chosen, setChosen] = useState<PayWith>(usableBalance || !online ? 'balance' : 'online');
  const payWith: PayWith = chosen === 'balance' && !usableBalance && online ? 'online' : chosen;
  const [type, setType] = useState<PaymentType | undefined>(payment.paymentTypes[0]);
  const [asking, setAsking] = useState(false);
  const [expired, setExpired] = useState(false);
  const repay = useRepay(order.orderSn, (paid) => {
    setAsking(false);
    onPaid(paid);
  });
  const amount = formatFen(order.cashFen);
  const submit = () => {
    if (payWith === 'online') {
      if (type) repay.mutate({ payWith, paymentType: type });
    } else if (payment.payPassword.set) setAsking(true);
    else offerPayPassword(() => repay.mutate({ payWith }));
  };
  const usable = !expired && (payWith === 'online' ? type !== undefined : usableBalance);
  return (
    <div className="wallet-page">
      <section className="wallet-card">
        <h2 className="wallet-card__title">{t('pointsOrders.repay.paying')}</h2>
        <OrderGoods order={order} />
        {order.expiresAt ? (
          <p className="points-pay__left">
            <TimeLeft until={order.expiresAt} onEnd={() => setExpired(true)} />
          </p>
        ) : null}
      </section>
      <PayWithChoice payment={payment} totalFen={order.cashFen} value={payWith} onChange={setChosen} />
      {payWith === 'online' ? (
        <section className="wallet-card">
          <h2 className="wallet-card__title">{t('pointsOrders.repay.method')}</h2>
          <PaymentMethods types={payment.paymentTypes} value={type} onChange={setType} />
        </section>
      ) : null}
      <div className="dock dock--bar wallet-dock">
        <p className="wallet-dock__total">
          {t('wallet.details.total')} <strong className="offer__price">{amount}</strong>
        </p>
        <button type="button" className="button button--primary" disabled={!usable || repay.isPending || repay.isSuccess} onClick={submit}>
          {expired ? t('pointsOrders.repay.closed') : t('pointsOrders.repay.submit', { amount })}
        </button>
      </div>
      {asking ? (
        <PayPasswordStep
          amountFen={order.cashFen}
          error={repay.isError ? stepError(repay.error) : ''}
          sending={repay.isPending}
          onSubmit={(payPassword) => repay.mutate({ payWith: 'balance', payPassword })}
          onClose={() => {
            repay.reset();
            setAsking(false);
          }}
        />
      ) : null}
    </div>
  );
}

/** Paying an unpaid points order's cash part again (订单支付); paid from the balance, the way to the order. */
export function ShopOrderPay({ orderSn }: { orderSn: string }) {
  const t = useT();
  const [paid, setPaid] = useState<ShopOrder | null>(null);
  const toOrder = { label: t('pointsOrders.repay.viewOrder'), onPress: () => void redirectTo({ url: orderPageUrl('details', orderSn) }) };
  if (paid) return <PaidOutcome title={t('pointsOrders.repay.paid')} hint={statusHint(paid)} actions={[toOrder]} />;
  return (
    <WithShopOrder orderSn={orderSn}>
      {(order) =>
        order.status === 'unpaid' ? (
          <RepayForm order={order} payment={order.payment} onPaid={setPaid} />
        ) : (
          <EmptyState title={order.status === 'closed' ? t('pointsOrders.repay.closed') : t('pointsOrders.repay.notUnpaid')} next={toOrder} />
        )
      }
    </WithShopOrder>
  );
}
