import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ORDER_LIST_PATH, PAY_RESULTS, type PayResult } from '@shop/contract';
import { useT } from '../../../i18n';
import { openLink } from '../../../shared/navigation/openLink';
import { EmptyState, FailedState } from '../../../shared/ui/PageStates';
import { openOrderDetail } from '../links';
import { orderDetailQuery } from '../loadOrder';
import { PayForm } from './PayForm';
import { PayOutcome } from './PayOutcome';
import { forgetPendingPayment, isReturnFromCashier } from './pendingPayment';
import { usePaymentOutcome } from './usePaymentOutcome';
// The pay page's look, the card cashier's too.
import './pay.css';

const isPayResult = (value: string | undefined): value is PayResult => PAY_RESULTS.some((result) => result === value);

function ReturnFromCashier({ orderSn, returned, onRetry }: { orderSn: string; returned: PayResult | undefined; onRetry(): void }) {
  const outcome = usePaymentOutcome(orderSn, returned);
  return <PayOutcome orderSn={orderSn} outcome={outcome} onRetry={onRetry} />;
}

function PayOrder({ orderSn }: { orderSn: string }) {
  const t = useT();
  const order = useQuery(orderDetailQuery(orderSn));
  if (order.isPending) return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  if (order.isError) return <FailedState title={t('pay.loadFailed')} error={order.error.message} onRetry={() => void order.refetch()} />;
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

/**
 * Pay an order; back from the cashier, say how it went: at once when the gateway declined or the
 * buyer cancelled (`payResult`, and the order's `payState`), else once the gateway's word arrives.
 */
export function PayView({ orderSn, payResult }: { orderSn: string; payResult?: string }) {
  const [returning, setReturning] = useState(() => isReturnFromCashier(orderSn));

  const retry = () => {
    forgetPendingPayment();
    setReturning(false);
  };
  return returning ? <ReturnFromCashier orderSn={orderSn} returned={isPayResult(payResult) ? payResult : undefined} onRetry={retry} /> : <PayOrder orderSn={orderSn} />;
}
