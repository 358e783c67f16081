import type { OrderDetail } from '@shop/contract';
import { useT } from '../../../i18n';
import { showDialog, showToast } from '../../../shared/popups';
import { openCustomerService, openLogistics, openPayment } from '../links';
import { useCancelOrder } from '../loadOrder';

/** What the buyer can do with the order now, in a bar at the bottom. */
export function DetailActions({ order }: { order: OrderDetail }) {
  const t = useT();
  const cancelling = useCancelOrder();
  const unpaid = order.status === 'unpaid';
  const shipped = order.status === 'shipped' || order.status === 'completed';

  // A refusal (already paid, already closed) is told by the request helper.
  const cancel = () => cancelling.mutate(order.orderSn, { onSuccess: () => void showToast(t('order.cancelled')) });

  const confirmCancel = () =>
    void showDialog(t('order.cancelConfirm'), [
      { key: 'cancel', text: t('order.cancel'), onPress: cancel },
      { key: 'keep', text: t('order.keepOrder'), onPress: () => undefined },
    ]);

  return (
    <div className="dock dock--bar order-actions">
      <button type="button" className="order-actions__button" onClick={() => void openCustomerService()}>
        {t('order.contact')}
      </button>
      {unpaid ? (
        <button type="button" className="order-actions__button" disabled={cancelling.isPending} onClick={confirmCancel}>
          {t('order.cancel')}
        </button>
      ) : null}
      {shipped ? (
        <button type="button" className="order-actions__button order-actions__button--main" onClick={() => void openLogistics(order.orderSn)}>
          {t('order.logistics')}
        </button>
      ) : null}
      {unpaid ? (
        <button type="button" className="order-actions__button order-actions__button--pay" onClick={() => void openPayment(order.orderSn)}>
          {t('order.pay')}
        </button>
      ) : null}
    </div>
  );
}
