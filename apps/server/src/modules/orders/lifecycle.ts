import type { CloseReason, OrderStatus, PaymentType } from '@shop/contract';
import type { Database } from '../../db/client';
import type { OrderRow } from '../../db/schema/orders';
import type { LogisticsProvider, Tracking } from '../../providers/logistics';
import { cityName, provinceName } from '../../lib/regions';
import { retakeStock, returnStock } from '../goods/service';
import { releaseNumber, sellNumber } from '../numbers/service';
import { advanceStatus, insertShipment, lockOrder, markDelivered, type OrderView, updateOrder } from './queries';

export type Fulfilment = 'paid' | 'alreadyPaid' | 'refund';

const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'completed'];

/** Gives a held number back to the shelf (only while it is still held) or a product's unit back to its stock. */
const releaseItem = async (tx: Database, order: OrderRow): Promise<void> => {
  if (order.numberId !== null) await releaseNumber(tx, order.numberId);
  else if (order.goodsId !== null) await returnStock(tx, order.goodsId);
};

/**
 * Makes a paid order's item sold: a number held for it (or, for a closed order, available
 * again) becomes sold; a closed product order takes its unit again. False when the item
 * has gone to someone else meanwhile.
 */
const sellItem = async (tx: Database, order: OrderRow): Promise<boolean> => {
  if (order.numberId !== null) return sellNumber(tx, order.numberId, order.status === 'unpaid' ? 'held' : 'available');
  // An unpaid product order already holds its unit of stock.
  if (order.status === 'unpaid' || order.goodsId === null) return true;
  return retakeStock(tx, order.goodsId);
};

/**
 * Closes an unpaid order and gives its number or stock back, in the caller's transaction.
 * Returns false when the order is no longer unpaid (paid, or closed by someone else), or,
 * with `skipLocked`, when another process is already changing it.
 */
export const closeOrder = async (
  tx: Database,
  id: number,
  reason: CloseReason,
  options: { skipLocked?: boolean; onlyIfDue?: boolean } = {},
): Promise<boolean> => {
  const order = await lockOrder(tx, id, options);
  if (!order || order.status !== 'unpaid') return false;
  if (options.onlyIfDue && (order.expiresAt === null || order.expiresAt > new Date())) return false;
  await releaseItem(tx, order);
  await updateOrder(tx, id, { status: 'closed', closedAt: new Date(), closeReason: reason, expiresAt: null });
  return true;
};

/**
 * Records a successful payment, inside the payment's transaction. An unpaid order (even one
 * past its hold, not yet swept) becomes paid and its number sold; a paid one is left as it
 * is; a closed one is revived if its number or stock can still be taken, else refunded.
 */
export const fulfilOrder = async (
  tx: Database,
  logistics: LogisticsProvider,
  orderId: number,
  /** How it was paid; null for a free order. */
  paymentType: PaymentType | null,
): Promise<Fulfilment> => {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new Error(`Order ${orderId} does not exist.`);
  if (PAID_STATUSES.includes(order.status)) return 'alreadyPaid';
  if (order.status === 'refunded' || !(await sellItem(tx, order))) {
    await updateOrder(tx, orderId, { status: 'refunded', paymentType, expiresAt: null });
    return 'refund';
  }
  const now = new Date();
  await updateOrder(tx, orderId, { status: 'paid', paymentType, paidAt: now, expiresAt: null, closedAt: null, closeReason: null });
  // The sandbox answers at once; a real courier's booking would sit behind an outbox instead.
  const shipment = await logistics.createShipment(
    { orderSn: order.orderSn, province: provinceName(order.provinceCode), city: cityName(order.cityCode) },
    now,
  );
  await insertShipment(tx, { orderId, carrier: shipment.carrier, trackingNo: shipment.trackingNo, shippedAt: shipment.shippedAt });
  return 'paid';
};

type OrderShipment = NonNullable<OrderView['shipment']>;

/** The courier's events for an order's parcel, delivered to the order's city. */
export const trackOrder = (logistics: LogisticsProvider, order: OrderView, shipment: OrderShipment, now: Date): Promise<Tracking> =>
  logistics.track({ ...shipment, orderSn: order.orderSn, province: provinceName(order.provinceCode), city: cityName(order.cityCode) }, now);

/** A paid order moves to shipped at the first tracking event and to completed when signed for. */
export const advanceDelivery = async (db: Database, logistics: LogisticsProvider, order: OrderView, now: Date): Promise<OrderView> => {
  if (!order.shipment || (order.status !== 'paid' && order.status !== 'shipped')) return order;
  const tracking = await trackOrder(logistics, order, order.shipment, now);
  const status: OrderStatus = tracking.deliveredAt ? 'completed' : tracking.events.length > 0 ? 'shipped' : 'paid';
  if (status === order.status) return order;
  if (tracking.deliveredAt) await markDelivered(db, order.id, tracking.deliveredAt);
  await advanceStatus(db, order.id, order.status, status);
  return { ...order, status, shipment: { ...order.shipment, deliveredAt: tracking.deliveredAt } };
};
