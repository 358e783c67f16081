import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, EndpointOf, ShopOrder } from '@shop/contract';
import { call } from '../../../shared/request';
import { goToCashier } from '../../order';
import { useAttemptKey } from '../wallet';
import { afterCardChange } from '../session';

/** What one repayment sends, less the order and the idempotency key each attempt gets. */
export type Repayment = Omit<BodyOf<EndpointOf<'repayShopOrder'>>, 'orderSn' | 'idempotencyKey'>;

/**
 * Pays an unpaid order's cash part again. From the balance it is done once the answer comes
 * (the holder sees it at once; the card's reads follow); online it goes on to the gateway's
 * cashier, which brings the holder back to the card order's cashier page. With a pay password,
 * the server's refusal is kept for the step to show rather than toasted.
 */
export function useRepay(orderSn: string, onPaid: (order: ShopOrder) => void) {
  const client = useQueryClient();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (repayment: Repayment) =>
      call('repayShopOrder', { body: { ...repayment, orderSn, idempotencyKey: attempt.keyFor(repayment) } }, { hideError: repayment.payPassword !== undefined }),
    onError: (failure) => attempt.answered(failure),
    onSuccess: async ({ order, payUrl }) => {
      attempt.answered();
      if (payUrl !== null) {
        goToCashier(order.cashOrder?.orderSn ?? order.orderSn, payUrl);
        return;
      }
      onPaid(order);
      await afterCardChange(client, 'repayShopOrder');
    },
  });
}
