import type { OrderSummary } from '@shop/contract';
import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import { NumberDigits } from '../../numbers';
import { OperatorBadge } from '../../../shared/ui/OperatorBadge';
import './order.css';

/** What an order is for: the number in 3-4-4 groups, or the product with its cover. */
export function OrderItem({ order }: { order: OrderSummary }) {
  const t = useT();
  return (
    <div className="order-item">
      {order.kind === 'goods' && order.cover ? (
        <img className="order-item__cover" src={order.cover} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className="order-item__sim" aria-hidden="true">
          SIM
        </span>
      )}
      <div className="order-item__text">
        <p className="order-item__title">
          {order.number ? <NumberDigits number={order.number} patterns={[]} /> : order.title}
        </p>
        <p className="order-item__meta">
          <OperatorBadge operator={order.operator} />
          {order.planFen > 0 ? <span>{t('order.perMonth', { price: formatFen(order.planFen) })}</span> : null}
        </p>
      </div>
    </div>
  );
}
