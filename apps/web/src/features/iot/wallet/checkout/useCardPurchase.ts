import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageUrl, type BodyOf, type DataOf, type EndpointOf, type IotOrder, type PagePath, type ShopOrder } from '@shop/contract';
import { t } from '../../../../i18n';
import { redirectTo } from '../../../../shared/navigation';
import { call, untoldMessage, type CallOptions } from '../../../../shared/request';
import { useAttemptKey } from '../attemptKey';
import { afterCardChange } from '../../session';

/** The endpoints that buy something for the card, paid from its balance or online. */
export type PurchaseEndpoint = 'buyPackage' | 'createCouponOrder' | 'createVipOrder' | 'createAccelerateOrder' | 'buyShopGoods';

/** What a purchase answers: the card order it made, or the points shop's order, whose cash part is a card order. */
export type PurchaseAnswer<N extends PurchaseEndpoint> = DataOf<EndpointOf<N>>;

/** The card order a purchase's money goes through: the answer itself, or a points shop order's cash part (none when priced in points alone). */
const cashOrderOf = (answer: IotOrder | ShopOrder): IotOrder | null => ('cashOrder' in answer ? answer.cashOrder : answer);

/** The points shop pays its orders' cash part at a cashier page of its own. */
const cashierOf = (name: PurchaseEndpoint): PagePath =>
  name === 'buyShopGoods' ? '/pages-sub/iot/integralShop/details/cashier' : '/pages/iot/index/balance/pay/index';

/** What one purchase sends, less the idempotency key each attempt gets. */
export type PurchaseBody<N extends PurchaseEndpoint> = Omit<BodyOf<EndpointOf<N>>, 'idempotencyKey'>;

/** What a purchase sends besides how it is paid: the package, pack, plan or add-on and its options. */
export type PurchaseDraft<N extends PurchaseEndpoint> = Omit<PurchaseBody<N>, 'payWith' | 'payPassword'>;

/**
 * Buys something for the card through `name`. Paid from the balance (or in points alone), it is
 * done once the answer comes, and every card read follows; paid online, its card order goes on to
 * the card's cashier.
 * With a pay password, the server's refusal (wrong password, locked) is kept for the step to
 * show rather than toasted.
 */
export function useCardPurchase<N extends PurchaseEndpoint>(name: N, onPaid: (answer: PurchaseAnswer<N>) => void) {
  const client = useQueryClient();
  const attempt = useAttemptKey();
  const send = call as (endpoint: N, input: { body: BodyOf<EndpointOf<N>> }, options: CallOptions) => Promise<PurchaseAnswer<N>>;
  return useMutation({
    mutationFn: (body: PurchaseBody<N>) =>
      send(name, { body: { ...body, idempotencyKey: attempt.keyFor(body) } as BodyOf<EndpointOf<N>> }, { hideError: body.payPassword !== undefined }),
    onError: (failure) => attempt.answered(failure),
    onSuccess: async (answer) => {
      attempt.answered();
      const cash = cashOrderOf(answer);
      if (cash?.status === 'unpaid') {
        await redirectTo({ url: pageUrl(cashierOf(name), { orderSn: cash.orderSn }) });
        return;
      }
      await afterCardChange(client, name);
      onPaid(answer);
    },
  });
}

/** The words for a refused pay password step: the server's, or the general ones when it said nothing to show. */
export const stepError = (failure: unknown): string => untoldMessage(failure) || (failure instanceof Error ? failure.message : t('common.error'));
