import { randomInt } from 'node:crypto';
import type { ShopOrderStatus } from '@shop/contract';
import type { Database } from '../../db/client';
import { chinaStamp } from '../../lib/china-time';
import { cityName, provinceName } from '../../lib/regions';
import type { SimPlatform } from '../../providers/carrier';
import type { LogisticsProvider, Tracking } from '../../providers/logistics';
import { grantCouponPack } from '../coupons/service';
import { cardFacts } from '../iot/service';
import { applyPackage, findOffer } from '../packages/service';
import { movePoints } from '../points/service';
import { moveBalance, type OrderFulfiler, type OrderReleaser } from '../wallet/service';
import * as q from './queries';

/** What delivering an order needs from outside: the carrier's SIM platform and the courier. */
export interface DeliveryDeps {
  platform: SimPlatform;
  logistics: LogisticsProvider;
}

const digits = (count: number): string => String(randomInt(10 ** count)).padStart(count, '0');

/** "PTS" + the time in China (yyyyMMddHHmmss) + 6 random digits. */
const newOrderSn = (now: Date): string => `PTS${chinaStamp(now)}${digits(6)}`;

/** Draws in one second collide one time in a million: three draws in a row never do in practice. */
const ORDER_SN_DRAWS = 3;

/** Stores a new order INSIDE the caller's transaction under a fresh order number (and a pick-up code when collected). */
export const insertOrder = async (tx: Database, order: Omit<q.NewPointsOrder, 'orderSn' | 'pickupCode'>, now: Date): Promise<q.PointsOrderRow> => {
  const pickupCode = order.delivery === 'pickup' ? digits(6) : null;
  for (let draw = 0; draw < ORDER_SN_DRAWS; draw += 1) {
    const row = await q.insertOrder(tx, { ...order, orderSn: newOrderSn(now), pickupCode });
    if (row) return row;
  }
  throw new Error(`a points order drew taken order numbers ${ORDER_SN_DRAWS} times`);
};

/** Puts a virtual item on the card at once: its package (now), its pack's coupons, or balance. */
const credit = async (tx: Database, { platform }: DeliveryDeps, order: q.PointsOrderRow, goods: q.GoodsRow, now: Date): Promise<void> => {
  if (goods.kind === 'balance') {
    // Not tied to the card order: its own payment line may carry the same reason.
    await moveBalance(tx, order.simId, [{ reason: 'pointsShop', amountFen: (goods.creditFen ?? 0) * order.quantity, iotOrderId: null }]);
  } else if (goods.kind === 'coupon' && goods.couponPackId !== null) {
    await grantCouponPack(tx, order.simId, goods.couponPackId, order.quantity, order.iotOrderId, now);
  } else if (goods.kind === 'dataPack' && goods.packageOfferId !== null) {
    const [card, offer] = await Promise.all([cardFacts(tx, order.simId), findOffer(tx, goods.packageOfferId)]);
    if (!card || !offer) throw new Error(`points order ${order.orderSn} names no card or package`);
    for (let i = 0; i < order.quantity; i += 1) await applyPackage(tx, platform, card, offer, 'now', order.iotOrderId, now);
  } else {
    throw new Error(`points order ${order.orderSn} has nothing to credit`);
  }
};

/**
 * Delivers a paid order INSIDE the payment's transaction: a virtual item is credited and the
 * order completed; one to collect waits at its pick-up point (paid); a parcel is booked with
 * the courier and moves on as it is tracked.
 */
export const deliver = async (tx: Database, deps: DeliveryDeps, order: q.PointsOrderRow, now: Date): Promise<void> => {
  const goods = await q.findGoods(tx, order.goodsId);
  if (!goods) throw new Error(`points order ${order.orderSn} names no goods`);
  if (order.delivery === 'card') {
    await credit(tx, deps, order, goods, now);
    await q.updateOrder(tx, order.id, { status: 'completed', paidAt: now });
    return;
  }
  if (order.delivery === 'pickup' || !order.address) {
    await q.updateOrder(tx, order.id, { status: 'paid', paidAt: now });
    return;
  }
  // The sandbox answers at once; a real courier's booking would sit behind an outbox instead.
  const shipment = await deps.logistics.createShipment(
    { orderSn: order.orderSn, province: provinceName(order.address.provinceCode), city: cityName(order.address.cityCode) },
    now,
  );
  await q.updateOrder(tx, order.id, { status: 'paid', paidAt: now, carrier: shipment.carrier, trackingNo: shipment.trackingNo, shippedAt: shipment.shippedAt });
};

/** Gives an unpaid order's points back (once: the ledger's refund key) and its stock, INSIDE the caller's transaction. */
export const release = async (tx: Database, order: q.PointsOrderRow, status: Extract<ShopOrderStatus, 'cancelled' | 'closed'>, now: Date): Promise<void> => {
  await q.updateOrder(tx, order.id, { status, cancelledAt: now });
  if (order.points > 0) await movePoints(tx, order.simId, [{ reason: 'refund', amount: order.points, pointsOrderId: order.id }]);
  await q.restoreStock(tx, order.goodsId, order.quantity);
};

/**
 * What the cash part's online payment does: the order is delivered. If it is no longer unpaid
 * (cancelled or closed meanwhile), what was paid goes to the card's balance and the card
 * order is stored refunded.
 */
export const pointsShopFulfiler =
  (deps: DeliveryDeps): OrderFulfiler =>
  async (tx, iotOrder, now) => {
    const order = await q.lockOrderOfIotOrder(tx, iotOrder.id);
    if (!order) throw new Error(`card order ${iotOrder.orderSn} pays no points order`);
    if (order.status === 'unpaid') return deliver(tx, deps, order, now);
    await moveBalance(tx, iotOrder.simId, [{ reason: 'refund', amountFen: iotOrder.amountFen, iotOrderId: iotOrder.id }]);
    return 'refunded';
  };

/** Closing unpaid card orders by time closes their points orders the same way a cancel does. */
export const releasePointsOrders: OrderReleaser = async (tx, iotOrderIds, now) => {
  for (const order of await q.lockUnpaidOfIotOrders(tx, iotOrderIds)) await release(tx, order, 'closed', now);
};

type Shipped = q.PointsOrderRow & { address: NonNullable<q.PointsOrderRow['address']>; carrier: string; trackingNo: string; shippedAt: Date };

/** A parcel booked for the order, if any. */
const shippedOf = (order: q.PointsOrderRow): Shipped | undefined =>
  order.address && order.carrier !== null && order.trackingNo !== null && order.shippedAt !== null ? (order as Shipped) : undefined;

/** The courier's events for an order's parcel, delivered to the order's city. */
const trackOrder = (logistics: LogisticsProvider, order: Shipped, now: Date): Promise<Tracking> =>
  logistics.track(
    {
      orderSn: order.orderSn,
      carrier: order.carrier,
      trackingNo: order.trackingNo,
      shippedAt: order.shippedAt,
      province: provinceName(order.address.provinceCode),
      city: cityName(order.address.cityCode),
    },
    now,
  );

/** What a parcel's courier says, with the parcel's numbers. */
export type OrderTracking = Tracking & { carrier: string; trackingNo: string };

/**
 * A paid parcel moves to shipped at its first tracking event and to completed when signed for;
 * answers the order as it stands and what the courier said (none for an order without a parcel
 * on its way).
 */
export const advanceDelivery = async (
  db: Database,
  logistics: LogisticsProvider,
  order: q.PointsOrderRow,
  now: Date,
): Promise<{ order: q.PointsOrderRow; tracking: OrderTracking | undefined }> => {
  const shipped = shippedOf(order);
  if (!shipped || !['paid', 'shipped', 'completed'].includes(order.status)) return { order, tracking: undefined };
  const tracking = { ...(await trackOrder(logistics, shipped, now)), carrier: shipped.carrier, trackingNo: shipped.trackingNo };
  const status: ShopOrderStatus = tracking.deliveredAt ? 'completed' : tracking.events.length > 0 ? 'shipped' : 'paid';
  const moved = status === order.status ? order : ((await q.advanceStatus(db, order.id, order.status, status, tracking.deliveredAt)) ?? order);
  return { order: moved, tracking: moved.status === 'paid' ? undefined : tracking };
};
