import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@shop/contract';
import { OrderItem } from '../components/OrderItem';
import { useT } from '../../../i18n';
import { copyText } from '../../../shared/copy';
import { call } from '../../../shared/request';
import { orderDetailKey } from '../loadOrder';
import { CashierForm } from './CashierForm';

/** A shop order's cashier: the order's item and number, copied with a tap. */
export function PayForm({ order }: { order: OrderDetail }) {
  const t = useT();
  const client = useQueryClient();
  return (
    <CashierForm
      order={order}
      types={order.paymentTypes}
      startPayment={(paymentType, idempotencyKey) => call('orderPay', { body: { orderSn: order.orderSn, paymentType, idempotencyKey } })}
      // The order now has a payment under way: marked stale, it is read again when next shown.
      onStarted={() => void client.invalidateQueries({ queryKey: orderDetailKey(order.orderSn), refetchType: 'none' })}
    >
      <OrderItem order={order} />
      <p className="pay-section__sn">
        {t('order.orderSn')} {order.orderSn}
        <button type="button" className="pay-section__copy" onClick={() => void copyText(order.orderSn)}>
          {t('order.copy')}
        </button>
      </p>
    </CashierForm>
  );
}
