import { useEffect, useState } from 'react';
import type { OrderDetail } from '@shop/contract';
import { loadOrder } from '../../parts/loadOrder';
import { forgetPendingPayment } from './pendingPayment';

/** The gateway's notification may trail the buyer's return: ask every 2 s for up to 30 s. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_ATTEMPTS = 15;

export type PaymentOutcome = 'checking' | 'paid' | 'unfinished';

const PAID: ReadonlySet<OrderDetail['status']> = new Set(['paid', 'shipped', 'completed']);

/** Paid, given up (closed or refunded), or null while the order still waits for its money. */
function settled(order: OrderDetail | null): PaymentOutcome | null {
  if (!order || order.status === 'unpaid') return null;
  return PAID.has(order.status) ? 'paid' : 'unfinished';
}

/** Reads the order until its payment shows up or the time is up; stops when the page goes. */
export function usePaymentOutcome(orderSn: string): PaymentOutcome {
  const [outcome, setOutcome] = useState<PaymentOutcome>('checking');

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: PaymentOutcome) => {
      forgetPendingPayment();
      setOutcome(result);
    };
    const check = async (attempt: number) => {
      // A failed read (network) is simply another try, and not told each time.
      const order = await loadOrder(orderSn, { background: true }).catch(() => null);
      if (stopped) return;
      const result = settled(order);
      if (result) return finish(result);
      if (attempt + 1 >= POLL_ATTEMPTS) return finish('unfinished');
      timer = setTimeout(() => void check(attempt + 1), POLL_INTERVAL_MS);
    };
    void check(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderSn]);

  return outcome;
}
