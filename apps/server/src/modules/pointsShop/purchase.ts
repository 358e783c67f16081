import { Code, type EndpointOf, type Message, type ParsedBodyOf, SHOP_ORDER_MAX_QUANTITY, type ShopDelivery } from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import { type ShippingAddress, shippingAddressOf } from '../addresses/service';
import { lockCard } from '../iot/service';
import { movePoints, PointsShort } from '../points/service';
import type { IotOrderRow } from '../wallet/service';
import { insertOrder } from './lifecycle';
import { PointsShopMessage } from './messages';
import * as q from './queries';

export type BuyBody = ParsedBodyOf<EndpointOf<'buyShopGoods'>>;

export const refuse = (message: Message): BusinessError => new BusinessError(Code.failed, message);

/** How many of an item a card may buy now: the limit left, the stock, what its points allow, and one order's most. */
export const canBuyOf = (goods: q.GoodsRow, bought: number, integral: number): number =>
  Math.max(
    0,
    Math.min(
      goods.limitPerCard === null ? SHOP_ORDER_MAX_QUANTITY : goods.limitPerCard - bought,
      goods.stock,
      goods.points > 0 ? Math.floor(integral / goods.points) : SHOP_ORDER_MAX_QUANTITY,
      SHOP_ORDER_MAX_QUANTITY,
    ),
  );

/** Where an order goes, as checked against the item and the card. */
export interface Destination {
  delivery: ShopDelivery;
  address: ShippingAddress | null;
  pickupPointId: number | null;
}

/**
 * The delivery the body asks for, if it fits the item: a virtual item to the card; a physical
 * one to an address of this card, or to a pick-up point of the item's promoter when it has them.
 */
export const destinationOf = async (db: Database, simId: number, goods: q.GoodsRow, body: BuyBody): Promise<Destination> => {
  const virtual = goods.kind !== 'physical';
  if (virtual !== (body.delivery === 'card')) throw refuse(PointsShopMessage.deliveryNotFitting);
  if (body.delivery === 'card') return { delivery: 'card', address: null, pickupPointId: null };
  if (body.delivery === 'express') {
    if (body.addressId === undefined) throw refuse(PointsShopMessage.addressNeeded);
    return { delivery: 'express', address: await shippingAddressOf(db, simId, body.addressId), pickupPointId: null };
  }
  const point = body.pickupPointId === undefined ? undefined : await q.findPickupPoint(db, body.pickupPointId);
  if (!goods.pickup || !point || point.promoCode !== goods.promoCode) throw refuse(PointsShopMessage.pickupNotOffered);
  return { delivery: 'pickup', address: null, pickupPointId: point.id };
};

export interface Reservation {
  simId: number;
  goods: q.GoodsRow;
  quantity: number;
  where: Destination;
  /** The card order of the cash part; null for an item priced in points alone. */
  cash: IotOrderRow | null;
}

/**
 * Takes what an order holds INSIDE its transaction, the card's row lock first so one card's
 * purchases count its limit one at a time: the limit, the stock (one guarded UPDATE), the
 * order, then the points. Any refusal rolls all of it back.
 */
export const reserve = async (tx: Database, { simId, goods, quantity, where, cash }: Reservation, now: Date): Promise<q.PointsOrderRow> => {
  await lockCard(tx, simId);
  if (goods.limitPerCard !== null) {
    const bought = await q.boughtByCard(tx, goods.id, simId);
    if (bought + quantity > goods.limitPerCard) throw refuse(PointsShopMessage.overLimit(Math.max(0, goods.limitPerCard - bought)));
  }
  if (!(await q.takeStock(tx, goods.id, quantity))) throw refuse(PointsShopMessage.soldOut);
  const points = goods.points * quantity;
  const order = await insertOrder(
    tx,
    {
      simId,
      goodsId: goods.id,
      kind: goods.kind,
      goodsName: goods.name,
      cover: goods.cover,
      quantity,
      points,
      cashFen: goods.cashFen * quantity,
      status: 'unpaid',
      ...where,
      iotOrderId: cash?.id ?? null,
    },
    now,
  );
  try {
    if (points > 0) await movePoints(tx, simId, [{ reason: 'purchase', amount: -points, pointsOrderId: order.id }]);
  } catch (error) {
    if (error instanceof PointsShort) throw refuse(PointsShopMessage.pointsShort(error.integral, points));
    throw error;
  }
  return order;
};
