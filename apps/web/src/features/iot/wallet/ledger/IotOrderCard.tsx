import { iotOrderStatusLabel, pageUrl, payWithLabel, type IotOrder } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatDateTime, formatFen } from '../../../../shared/format';
import { navigateTo } from '../../../../shared/navigation';
import { labelOf } from '../walletQueries';

/** One card order: what it bought (its title names the kind, in the reader's locale), its amount and state; an unpaid online order offers to pay. */
export function IotOrderCard({ order }: { order: IotOrder }) {
  const t = useT();
  const payable = order.status === 'unpaid' && order.payWith === 'online';
  const pay = () => void navigateTo({ url: pageUrl('/pages/iot/index/balance/pay/index', { orderSn: order.orderSn }) });
  return (
    <article className="wallet-row" aria-label={order.title}>
      <div className="wallet-row__main">
        <p className="wallet-row__title">{order.title}</p>
        <p className="wallet-row__meta">
          {formatDateTime(order.paidAt ?? order.createdAt)} · {labelOf(payWithLabel, order.payWith)}
        </p>
        {order.bonusFen > 0 ? <p className="wallet-row__meta">{t('wallet.orders.bonus', { amount: formatFen(order.bonusFen) })}</p> : null}
        {order.discountFen > 0 ? <p className="wallet-row__meta">{t('wallet.orders.discount', { amount: formatFen(order.discountFen) })}</p> : null}
      </div>
      <div className="wallet-row__side">
        <p className="wallet-row__amount">{formatFen(order.amountFen)}</p>
        <p className={`wallet-status wallet-status--${order.status}`}>{labelOf(iotOrderStatusLabel, order.status)}</p>
        {payable ? (
          <button type="button" className="wallet-row__pay" onClick={pay}>
            {t('wallet.orders.pay')}
          </button>
        ) : null}
      </div>
    </article>
  );
}
