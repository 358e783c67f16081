import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@shop/contract';
import { endpointKey } from '../../shared/query';
import { buyerKey } from '../auth';
import { call, type CallOptions, isRequestError } from '../../shared/request';

const ORDER_SN = /^[A-Z0-9]{8,32}$/;

/**
 * The session buyer's order, or null when there is none by that number (another buyer's
 * order is "not found" too). A number that cannot be an order's is not asked for.
 */
export async function loadOrder(orderSn: string | undefined, options: CallOptions = {}): Promise<OrderDetail | null> {
  if (!orderSn || !ORDER_SN.test(orderSn)) return null;
  try {
    return await call('orderDetail', { query: { orderSn } }, { ...options, hideError: true });
  } catch (failure) {
    if (isRequestError(failure) && failure.status === 404) return null;
    throw failure;
  }
}

/** The order's cache key: the `orderDetail` endpoint's, so invalidating `['orderDetail']` reaches it, and the buyer's. */
export const orderDetailKey = (orderSn: string) => buyerKey(endpointKey('orderDetail', { query: { orderSn } }));

/**
 * `useQuery(orderDetailQuery(orderSn))`: the order, or null when there is none by that number.
 * `background` reads (the pay page's checks) show no spinner and tell no failure.
 */
export const orderDetailQuery = (orderSn: string, options: Pick<CallOptions, 'background'> = {}) =>
  queryOptions({
    queryKey: orderDetailKey(orderSn),
    queryFn: ({ signal }) => loadOrder(orderSn, { ...options, signal }),
  });

/** Cancels an unpaid order; its detail shows the server's answer and the lists read again. */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderSn: string) => call('orderCancel', { body: { orderSn } }),
    onSuccess: async (order) => {
      client.setQueryData(orderDetailKey(order.orderSn), order);
      await client.invalidateQueries({ queryKey: ['orderList'] });
    },
  });
}
