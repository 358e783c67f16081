import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type DataOf, type EndpointOf, pageUrl, type PagePath, type PageUrl, type ShopOrderSummary } from '@shop/contract';
import { t } from '../../../i18n';
import { navigateTo } from '../../../shared/navigation';
import { showDialog, showToast } from '../../../shared/popups';
import { endpointKey } from '../../../shared/query';
import { call, isRequestError } from '../../../shared/request';
import { afterCardChange } from '../session';

export const SHOP_PATH: PagePath = '/pages-sub/iot/integralShop/index';
export const ORDERS_PATH: PagePath = '/pages-sub/iot/integralShop/order/index';

/** The pages of one order, each opened with its `orderSn`. */
const ORDER_PAGES = {
  details: '/pages-sub/iot/integralShop/order/orderDetails/index',
  logistics: '/pages-sub/iot/integralShop/order/orderDetails/logistics',
  pay: '/pages-sub/iot/integralShop/order/orderDetails/pay',
} as const satisfies Record<string, PagePath>;

export const orderPageUrl = (page: keyof typeof ORDER_PAGES, orderSn: string): PageUrl => pageUrl(ORDER_PAGES[page], { orderSn });

export const openOrderPage = (page: keyof typeof ORDER_PAGES, orderSn: string): void => void navigateTo({ url: orderPageUrl(page, orderSn) });

/** One order as its pages read it: the order and what paying its cash part again needs. */
export type ShopOrderDetails = DataOf<EndpointOf<'shopOrderDetails'>>;

/**
 * One of the session card's points orders, or null when it has none by that number (another
 * card's is "not found" too); keyed by the card like every card read.
 */
export const shopOrderQuery = (orderSn: string, simNo: string) =>
  queryOptions({
    queryKey: [...endpointKey('shopOrderDetails', { query: { orderSn } }), { card: simNo }],
    queryFn: async ({ signal }): Promise<ShopOrderDetails | null> => {
      try {
        return await call('shopOrderDetails', { query: { orderSn } }, { hideError: true, signal });
      } catch (failure) {
        if (isRequestError(failure) && failure.status === 404) return null;
        throw failure;
      }
    },
    enabled: simNo !== '' && orderSn !== '',
  });

/**
 * Cancelling an unpaid order once its holder confirms: its points come back (the toast says how
 * many) and every read of the card's points and orders follows. A refusal (already paid, closed)
 * is toasted by the request helper.
 */
export function useCancelOrder() {
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: (orderSn: string) => call('cancelShopOrder', { body: { orderSn } }),
    onSuccess: async (order) => {
      void showToast(t('pointsOrders.cancelled', { points: order.points }));
      await afterCardChange(client, 'cancelShopOrder');
    },
  });
  const ask = (order: Pick<ShopOrderSummary, 'orderSn' | 'points'>) =>
    void showDialog(t('pointsOrders.cancelConfirm', { points: order.points }), [
      { key: 'keep', text: t('pointsOrders.keep'), onPress: () => undefined },
      { key: 'cancel', text: t('pointsOrders.cancel'), onPress: () => cancel.mutate(order.orderSn) },
    ]);
  return { ask, sending: cancel.isPending };
}
