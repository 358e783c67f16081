import type { Locale, PickupPoint, ShopGoodsCard, ShopOrder, ShopOrderSummary } from '@shop/contract';
import type { Database } from '../../db/client';
import { regionTextOf } from '../../lib/regions';
import { nameIn, textsIn } from '../../lib/translations';
import { iotOrderOf, type IotOrderRow } from '../wallet/service';
import type { OrderTracking } from './lifecycle';
import * as q from './queries';

/** An item's name and description in the reader's locale. */
export const goodsTextsIn = (goods: Pick<q.GoodsRow, 'name' | 'description' | 'translations'>, locale: Locale) =>
  textsIn({ name: goods.name, description: goods.description }, goods.translations, locale);

export const goodsCardOf = (goods: q.GoodsRow, locale: Locale): ShopGoodsCard => ({
  id: goods.id,
  kind: goods.kind,
  name: goodsTextsIn(goods, locale).name,
  cover: goods.cover,
  points: goods.points,
  cashFen: goods.cashFen,
  marketFen: goods.marketFen,
  stock: goods.stock,
});

export const pickupPointOf = (point: q.PickupPointRow): PickupPoint => ({
  id: point.id,
  name: point.name,
  address: `${regionTextOf(point)}${point.detail}`,
  mobile: point.mobile,
  hours: point.hours,
});

/** The items' current names in the reader's locale, by id (an order keeps its item's Chinese name for when none is found). */
export const goodsNamesOf = async (db: Database, orders: readonly q.PointsOrderRow[], locale: Locale): Promise<ReadonlyMap<number, string>> =>
  new Map((await q.goodsTexts(db, [...new Set(orders.map((order) => order.goodsId))])).map((goods) => [goods.id, nameIn(goods.name, goods.translations, locale)]));

export const orderSummaryOf = (order: q.PointsOrderRow, cash: IotOrderRow | undefined, goodsName: string | undefined): ShopOrderSummary => ({
  orderSn: order.orderSn,
  status: order.status,
  goodsId: order.goodsId,
  kind: order.kind,
  goodsName: goodsName ?? order.goodsName,
  cover: order.cover,
  quantity: order.quantity,
  points: order.points,
  cashFen: order.cashFen,
  delivery: order.delivery,
  expiresAt: order.status === 'unpaid' ? (cash?.expiresAt?.toISOString() ?? null) : null,
  createdAt: order.createdAt.toISOString(),
});

export interface OrderParts {
  cash: IotOrderRow | undefined;
  goodsName: string | undefined;
  pickupPoint: q.PickupPointRow | undefined;
  gives: string | null;
  tracking: OrderTracking | undefined;
}

export const orderOf = (order: q.PointsOrderRow, parts: OrderParts, locale: Locale): ShopOrder => ({
  ...orderSummaryOf(order, parts.cash, parts.goodsName),
  address: order.address ? { ...order.address, region: regionTextOf(order.address) } : null,
  pickupPoint: parts.pickupPoint ? pickupPointOf(parts.pickupPoint) : null,
  pickupCode: order.pickupCode,
  gives: parts.gives,
  cashOrder: parts.cash ? iotOrderOf(parts.cash, locale, parts.goodsName) : null,
  tracking: parts.tracking
    ? {
        carrier: parts.tracking.carrier,
        trackingNo: parts.tracking.trackingNo,
        delivered: parts.tracking.deliveredAt !== null,
        events: [...parts.tracking.events].reverse().map((event) => ({ at: event.at.toISOString(), text: event.text, location: event.location })),
      }
    : null,
  paidAt: order.paidAt?.toISOString() ?? null,
  cancelledAt: order.cancelledAt?.toISOString() ?? null,
});
