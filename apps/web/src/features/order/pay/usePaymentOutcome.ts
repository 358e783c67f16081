import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { OrderDetail, PayResult } from '@shop/contract';
import { orderDetailQuery } from '../loadOrder';
import { forgetPendingPayment } from './pendingPayment';

/** The gateway's notification may trail the buyer's return: ask every 2 s for up to 30 s. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_ATTEMPTS = 15;

export type PaymentOutcome = 'checking' | 'paid' | 'failed' | 'cancelled' | 'unfinished';

/** What an order read says of its payment, or null while it still waits for its money. */
export type SettledOutcome<T> = (order: T | undefined) => Exclude<PaymentOutcome, 'checking'> | null;

const PAID: ReadonlySet<OrderDetail['status']> = new Set(['paid', 'shipped', 'completed']);

/**
 * What is known of the payment, or null while the order still waits for its money. The order
 * decides once it is paid or given up (closed, refunded); before that, a decline the gateway
 * notified, or the word the cashier sent the buyer back with (declined, cancelled), shows at once.
 */
export function outcomeOf(order: OrderDetail | null | undefined, returned: PayResult | undefined): ReturnType<SettledOutcome<OrderDetail>> {
  if (order && PAID.has(order.status)) return 'paid';
  if (order && order.status !== 'unpaid') return 'unfinished';
  if (order?.payState === 'failed' || returned === 'failed') return 'failed';
  if (order?.payState === 'closed' || returned === 'cancelled') return 'cancelled';
  return null;
}

/**
 * Reads an order until `settled` says how its payment went or the time is up; stops when the
 * page goes. Shop orders and card orders both come back from the cashier this way.
 */
export function usePolledOutcome<T>(order: UseQueryOptions<T, Error, T, QueryKey>, settled: SettledOutcome<T>): PaymentOutcome {
  const client = useQueryClient();
  const read = useQuery({
    ...order,
    // A failed read (network) is simply another try, and not told each time.
    retry: false,
    refetchInterval: (query) => {
      const { data, dataUpdateCount, errorUpdateCount } = query.state;
      return settled(data) === null && dataUpdateCount + errorUpdateCount < POLL_ATTEMPTS ? POLL_INTERVAL_MS : false;
    },
  });
  // Read on every answer (dataUpdatedAt and errorUpdateCount change with each), the same as refetchInterval counts.
  const state = read.dataUpdatedAt >= 0 && read.errorUpdateCount >= 0 ? client.getQueryState(order.queryKey) : undefined;
  const asked = state ? state.dataUpdateCount + state.errorUpdateCount : 0;
  const outcome = settled(read.data) ?? (asked >= POLL_ATTEMPTS ? 'unfinished' : 'checking');

  useEffect(() => {
    if (outcome !== 'checking') forgetPendingPayment();
  }, [outcome]);

  return outcome;
}

/** Reads the shop order until its payment settles or the time is up; stops when the page goes. */
export function usePaymentOutcome(orderSn: string, returned?: PayResult): PaymentOutcome {
  const client = useQueryClient();
  const outcome = usePolledOutcome(
    orderDetailQuery(orderSn, { background: true }),
    (order) => outcomeOf(order, returned),
  );

  useEffect(() => {
    // The list shows the order's new state too.
    if (outcome === 'paid') void client.invalidateQueries({ queryKey: ['orderList'] });
  }, [outcome, client]);

  return outcome;
}
