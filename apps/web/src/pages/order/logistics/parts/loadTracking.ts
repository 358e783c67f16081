import type { DataOf, EndpointOf, OrderDetail } from '@shop/contract';
import { call } from '../../../../lib/request';
import { loadOrder } from '../../parts/loadOrder';

export type Tracking = DataOf<EndpointOf<'orderLogistics'>>;

export interface OrderTracking {
  order: OrderDetail;
  /** Null until the order ships. */
  tracking: Tracking | null;
}

/** The order first: one not shipped yet has no tracking to ask the carrier for. */
export async function loadTracking(orderSn: string | undefined): Promise<OrderTracking | null> {
  const order = await loadOrder(orderSn);
  if (!order) return null;
  if (!order.logistics) return { order, tracking: null };
  return { order, tracking: await call('orderLogistics', { query: { orderSn: order.orderSn } }, { hideError: true }) };
}
