import { useState } from 'react';
import type { OrderDetail } from '@shop/contract';
import { useT } from '../../../i18n';
import { showDialog, showToast } from '../../../lib/popups';
import { call } from '../../../lib/request';
import { openCustomerService, openLogistics, openPayment } from './links';

/** What the buyer can do with the order now, in a bar at the bottom. */
export function DetailActions({ order, onChange }: { order: OrderDetail; onChange(order: OrderDetail): void }) {
  const t = useT();
  const [cancelling, setCancelling] = useState(false);
  const unpaid = order.status === 'unpaid';
  const shipped = order.status === 'shipped' || order.status === 'completed';

  const cancel = async () => {
    setCancelling(true);
    try {
      onChange(await call('orderCancel', { body: { orderSn: order.orderSn } }));
      void showToast(t('order.cancelled'));
    } catch {
      // The request helper has said why (already paid, already closed).
    } finally {
      setCancelling(false);
    }
  };

  const confirmCancel = () =>
    void showDialog(t('order.cancelConfirm'), [
      { key: 'cancel', text: t('order.cancel'), onPress: () => void cancel() },
      { key: 'keep', text: t('order.keepOrder'), onPress: () => undefined },
    ]);

  return (
    <div className="dock dock--bar order-actions">
      <button type="button" className="order-actions__button" onClick={() => void openCustomerService()}>
        {t('order.contact')}
      </button>
      {unpaid ? (
        <button type="button" className="order-actions__button" disabled={cancelling} onClick={confirmCancel}>
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
