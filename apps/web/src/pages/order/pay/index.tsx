import { useState } from 'react';
import { ORDER_LIST_PATH } from '@shop/contract';
import { EmptyState, FailedState } from '../../../components/PageStates';
import { useT } from '../../../i18n';
import { useQuery } from '../../../lib/navigation';
import { openLink } from '../../../lib/navigation/openLink';
import { useLoad } from '../../../lib/useLoad';
import { openOrderDetail } from '../parts/links';
import { loadOrder } from '../parts/loadOrder';
import { PayForm } from './parts/PayForm';
import { PayOutcome } from './parts/PayOutcome';
import { forgetPendingPayment, isReturnFromCashier } from './parts/pendingPayment';
import { usePaymentOutcome } from './parts/usePaymentOutcome';
import './pay.css';

function ReturnFromCashier({ orderSn, onRetry }: { orderSn: string; onRetry(): void }) {
  const outcome = usePaymentOutcome(orderSn);
  return <PayOutcome orderSn={orderSn} outcome={outcome} onRetry={onRetry} />;
}

function PayOrder({ orderSn, attempt }: { orderSn: string; attempt: number }) {
  const t = useT();
  const order = useLoad(`${orderSn}:${attempt}`, () => loadOrder(orderSn));
  if (order.status === 'loading') return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  if (order.status === 'failed') return <FailedState title={t('pay.loadFailed')} error={order.error} onRetry={order.retry} />;
  if (!order.data) {
    return <EmptyState title={t('order.notFound')} hint={t('order.notFoundHint')} next={{ label: t('order.backToList'), onPress: () => void openLink(ORDER_LIST_PATH) }} />;
  }
  const { status } = order.data;
  if (status === 'unpaid' || status === 'closed') return <PayForm order={order.data} />;
  const refunded = status === 'refunded';
  return (
    <EmptyState
      title={refunded ? t('order.banner.refunded') : t('pay.paidAlready')}
      hint={refunded ? t('order.banner.refundedHint') : undefined}
      next={{ label: t('pay.viewOrder'), onPress: () => void openOrderDetail(orderSn) }}
    />
  );
}

/** Pay an order (`?orderSn=`); back from the cashier, wait for the gateway's word and say how it went. */
export default function PayPage() {
  const { orderSn = '' } = useQuery();
  const [returning, setReturning] = useState(() => isReturnFromCashier(orderSn));
  const [attempt, setAttempt] = useState(0);

  const retry = () => {
    forgetPendingPayment();
    setReturning(false);
    setAttempt((n) => n + 1);
  };
  return returning ? <ReturnFromCashier orderSn={orderSn} onRetry={retry} /> : <PayOrder orderSn={orderSn} attempt={attempt} />;
}
