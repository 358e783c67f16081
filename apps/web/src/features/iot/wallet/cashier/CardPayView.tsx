import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAY_RESULTS, type IotOrder, type PayResult } from '@shop/contract';
import { useT } from '../../../../i18n';
import { openLink } from '../../../../shared/navigation/openLink';
import { EmptyState, FailedState } from '../../../../shared/ui/PageStates';
import { forgetPendingPayment, isReturnFromCashier, usePolledOutcome, type PaymentOutcome } from '../../../order';
import { afterCardChange, useCardNumber } from '../../session';
import { CardPayForm } from './CardPayForm';
import { CardPayOutcome } from './CardPayOutcome';
import { iotOrderQuery } from './iotOrderQuery';
import '../wallet.css';

const isPayResult = (value: string | undefined): value is PayResult => PAY_RESULTS.some((result) => result === value);

/** What a card order read says of its payment: the order decides once paid or given up, the return's word before. */
export function cardOutcomeOf(order: IotOrder | null | undefined, returned: PayResult | undefined): Exclude<PaymentOutcome, 'checking'> | null {
  if (order?.status === 'paid') return 'paid';
  if (order && order.status !== 'unpaid') return 'unfinished';
  if (returned === 'failed') return 'failed';
  if (returned === 'cancelled') return 'cancelled';
  return null;
}

function ReturnFromCashier({ orderSn, returned, onRetry }: { orderSn: string; returned: PayResult | undefined; onRetry(): void }) {
  const simNo = useCardNumber();
  const client = useQueryClient();
  const query = iotOrderQuery(orderSn, simNo, true);
  const outcome = usePolledOutcome(query, (order) => cardOutcomeOf(order, returned));
  useEffect(() => {
    // The SIM home, the balance and the lists follow the payment.
    if (outcome === 'paid') void afterCardChange(client, 'iotOrderPay');
  }, [outcome, client]);
  const order = client.getQueryData<IotOrder | null>(query.queryKey) ?? undefined;
  return <CardPayOutcome order={order} outcome={outcome} onRetry={onRetry} />;
}

function PayOrder({ orderSn }: { orderSn: string }) {
  const t = useT();
  const order = useQuery(iotOrderQuery(orderSn, useCardNumber()));
  if (order.isPending) return <div className="page-loading" role="progressbar" aria-label={t('common.loading')} />;
  if (order.isError) return <FailedState title={t('pay.loadFailed')} error={order.error.message} onRetry={() => void order.refetch()} />;
  const orders = { label: t('wallet.cashier.viewOrders'), onPress: () => void openLink('/pages/iot/index/orderLogs/index') };
  if (!order.data) return <EmptyState title={t('wallet.cashier.notFound')} next={orders} />;
  const { status } = order.data;
  if (status === 'unpaid' || status === 'closed') return <CardPayForm order={order.data} />;
  return <EmptyState title={status === 'refunded' ? t('order.banner.refunded') : t('wallet.cashier.paidAlready')} next={orders} />;
}

/**
 * The card's cashier for a top-up or a package paid online; back from the gateway, how it went:
 * at once when declined or cancelled (`payResult`), else once the gateway's word arrives.
 */
export function CardPayView({ orderSn, payResult }: { orderSn: string; payResult?: string }) {
  const [returning, setReturning] = useState(() => isReturnFromCashier(orderSn));
  const retry = () => {
    forgetPendingPayment();
    setReturning(false);
  };
  return returning ? <ReturnFromCashier orderSn={orderSn} returned={isPayResult(payResult) ? payResult : undefined} onRetry={retry} /> : <PayOrder orderSn={orderSn} />;
}
