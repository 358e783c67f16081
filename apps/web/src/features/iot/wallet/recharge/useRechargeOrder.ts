import { useMutation } from '@tanstack/react-query';
import { pageUrl } from '@shop/contract';
import { redirectTo } from '../../../../shared/navigation';
import { call } from '../../../../shared/request';
import { useAttemptKey } from '../attemptKey';

/** Orders a top-up, then goes to the card's cashier; a refusal is told by the request helper. */
export function useRechargeOrder() {
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (amountFen: number) => call('createBalanceOrder', { body: { amountFen, idempotencyKey: attempt.keyFor({ amountFen }) } }),
    onError: (failure) => attempt.answered(failure),
    onSuccess: (order) => {
      attempt.answered();
      void redirectTo({ url: pageUrl('/pages/iot/index/balance/pay/index', { orderSn: order.orderSn }) });
    },
  });
}
