import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { IotOrder } from '@shop/contract';
import { useT } from '../../../../i18n';
import { formatFen } from '../../../../shared/format';
import { call } from '../../../../shared/request';
import { CashierForm } from '../../../order';
import { cardQuery, useCardNumber } from '../../session';

/** A card order's cashier: what the order buys, with its bonus and discount, paid through the shop's cashier. */
export function CardPayForm({ order }: { order: IotOrder }) {
  const t = useT();
  const client = useQueryClient();
  const simNo = useCardNumber();
  // The card's promoter offers the same channels for every card order.
  const types = useQuery(cardQuery('balanceChoose', simNo)).data?.paymentTypes;
  return (
    <CashierForm
      order={order}
      types={types}
      preferred={order.paymentType ?? undefined}
      startPayment={(paymentType, idempotencyKey) => call('iotOrderPay', { body: { orderSn: order.orderSn, paymentType, idempotencyKey } })}
      onStarted={() => void client.invalidateQueries({ queryKey: ['iotOrderDetail'], refetchType: 'none' })}
    >
      <h3 className="pay-section__title">{t('wallet.cashier.paying')}</h3>
      <p className="card-order__title">{order.title}</p>
      {order.bonusFen > 0 ? <p className="card-order__bonus">{t('wallet.orders.bonus', { amount: formatFen(order.bonusFen) })}</p> : null}
      {order.discountFen > 0 ? <p className="card-order__bonus">{t('wallet.orders.discount', { amount: formatFen(order.discountFen) })}</p> : null}
      <p className="pay-section__sn">
        {t('order.orderSn')} {order.orderSn}
      </p>
    </CashierForm>
  );
}
