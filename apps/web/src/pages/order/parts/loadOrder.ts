import type { OrderDetail } from '@shop/contract';
import { call, type CallOptions, isRequestError } from '../../../lib/request';

const ORDER_SN = /^[A-Z0-9]{8,32}$/;

/**
 * The session buyer's order, or null when there is none by that number (another buyer's
 * order is "not found" too). A number that cannot be an order's is not asked for.
 */
export async function loadOrder(orderSn: string | undefined, options: Pick<CallOptions, 'background'> = {}): Promise<OrderDetail | null> {
  if (!orderSn || !ORDER_SN.test(orderSn)) return null;
  try {
    return await call('orderDetail', { query: { orderSn } }, { ...options, hideError: true });
  } catch (failure) {
    if (isRequestError(failure) && failure.status === 404) return null;
    throw failure;
  }
}
