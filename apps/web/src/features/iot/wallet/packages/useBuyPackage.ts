import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageUrl, type BodyOf, type DataOf, type EndpointOf } from '@shop/contract';
import { t } from '../../../../i18n';
import { redirectTo } from '../../../../shared/navigation';
import { call, untoldMessage } from '../../../../shared/request';
import { useAttemptKey } from '../attemptKey';
import { afterMoneyMoved } from '../walletQueries';

export type PackageOrder = Omit<BodyOf<EndpointOf<'buyPackage'>>, 'idempotencyKey'>;

/**
 * Buys a package. Paid from the balance, it is bought once the answer comes, and every card read
 * follows; paid online, the order goes on to the card's cashier. With a pay password, the
 * server's refusal (wrong password, locked) is kept for the step to show rather than toasted.
 */
export function useBuyPackage(onBought: (order: DataOf<EndpointOf<'buyPackage'>>) => void) {
  const client = useQueryClient();
  const attempt = useAttemptKey();
  return useMutation({
    mutationFn: (order: PackageOrder) =>
      call('buyPackage', { body: { ...order, idempotencyKey: attempt.keyFor(order) } }, { hideError: order.payPassword !== undefined }),
    onError: (failure) => attempt.answered(failure),
    onSuccess: async (order) => {
      attempt.answered();
      if (order.status === 'unpaid') {
        await redirectTo({ url: pageUrl('/pages/iot/index/balance/pay/index', { orderSn: order.orderSn }) });
        return;
      }
      await afterMoneyMoved(client);
      onBought(order);
    },
  });
}

/** The words for a refused pay password step: the server's, or the general ones when it said nothing to show. */
export const stepError = (failure: unknown): string => untoldMessage(failure) || (failure instanceof Error ? failure.message : t('common.error'));
