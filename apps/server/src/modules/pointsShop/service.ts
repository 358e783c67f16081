import {
  type EndpointOf,
  iotOrderKindLabel,
  type Locale,
  type ParsedBodyOf,
  type ParsedQueryOf,
  SHOP_ORDER_TABS,
  type ShopGoodsDetail,
  type ShopOrder,
  type ShopOrderStatus,
} from '@shop/contract';
import type { Database } from '../../db/client';
import { type BusinessError, notFound } from '../../errors';
import type { CardUser } from '../../identity';
import { withIdempotency } from '../idempotency/service';
import { pageOf } from '../../lib/paged';
import { nameIn } from '../../lib/translations';
import { type CardCheckout, NotUnpaid } from '../checkout/service';
import { cardFacts } from '../iot/service';
import type { PaymentService } from '../payments/service';
import { pointsOf } from '../points/service';
import { iotOrdersByIds, type IotOrderRow, type ItemNames, lockIotOrder, updateIotOrder, type WalletService } from '../wallet/service';
import { givesReader } from './gives';
import { type BuyBody, canBuyOf, destinationOf, refuse, reserve } from './purchase';
import { advanceDelivery, deliver, type DeliveryDeps, release } from './lifecycle';
import { PointsShopMessage } from './messages';
import * as q from './queries';
import { goodsCardOf, goodsNamesOf, goodsTextsIn, orderOf, orderSummaryOf, pickupPointOf } from './views';

export { pointsShopFulfiler, releasePointsOrders } from './lifecycle';

/** The item a points order's cash part paid for, named in the reader's locale (for the wallet's order titles). */
export const pointsShopItemNames =
  (db: Database): ItemNames =>
  async (orders, locale) => {
    const ids = orders.flatMap((order) => (order.kind === 'pointsShop' ? [order.id] : []));
    if (ids.length === 0) return new Map();
    return new Map((await q.goodsOfIotOrders(db, ids)).flatMap((row) => (row.iotOrderId === null ? [] : [[row.iotOrderId, nameIn(row.name, row.translations, locale)] as const])));
  };

/**
 * What points orders are about, for the points log: each order's number and its item in the
 * reader's locale (the name copied when ordered, translated while the item still bears it).
 */
export const pointsOrderSubjects =
  (db: Database) =>
  async (pointsOrderIds: readonly number[], locale: Locale): Promise<ReadonlyMap<number, { orderSn: string; subject: string }>> =>
    new Map(
      (await q.orderItems(db, pointsOrderIds)).map((order) => [
        order.id,
        { orderSn: order.orderSn, subject: nameIn(order.goodsName, order.name === order.goodsName ? (order.translations ?? {}) : {}, locale) },
      ]),
    );

/** Why an order that is not unpaid cannot be cancelled or paid again. */
const notUnpaid = (status: ShopOrderStatus | IotOrderRow['status']): BusinessError =>
  refuse(status === 'cancelled' || status === 'closed' || status === 'refunded' ? PointsShopMessage.alreadyCancelled : PointsShopMessage.alreadyPaid);

type RepayBody = ParsedBodyOf<EndpointOf<'repayShopOrder'>>;

export interface PointsShopDeps extends DeliveryDeps {
  checkout: CardCheckout;
  payments: Pick<PaymentService, 'startCardOrderPayment'>;
  wallet: Pick<WalletService, 'closeIfDue'>;
  clock?: () => Date;
}

/**
 * The card's promoter's points shop: items priced in points (plus cash), bought with the
 * points taken at once and stock taken in one guarded UPDATE; a cash part is paid through the
 * card's one checkout. Orders are delivered as paid, cancelled or closed with their points and
 * stock given back once.
 */
export const createPointsShopService = (db: Database, deps: PointsShopDeps) => {
  const { checkout, payments, wallet, logistics, clock = () => new Date() } = deps;

  /** What the shop reads of the card: its promoter (iot) and its points (the points module). */
  const shopperOf = async (card: CardUser) => {
    const [facts, integral] = await Promise.all([cardFacts(db, card.simId), pointsOf(db, card.simId)]);
    if (!facts) throw new Error(`card ${card.simNo} of a live session does not exist`);
    return { promoCode: facts.promoCode, integral };
  };

  /** An item of the card's promoter on sale; any other is "no such goods". */
  const goodsFor = async (promoCode: string, goodsId: number): Promise<q.GoodsRow> => {
    const goods = await q.findGoods(db, goodsId);
    if (!goods || !goods.onSale || goods.promoCode !== promoCode) throw notFound(PointsShopMessage.noSuchGoods);
    return goods;
  };

  const offersPickup = async (goods: q.GoodsRow): Promise<boolean> =>
    goods.kind === 'physical' && goods.pickup && (await q.pickupPointsOf(db, goods.promoCode)).length > 0;

  const buy = async (card: CardUser, body: BuyBody, locale: Locale): Promise<ShopOrder> => {
    const row = await checkout.cardOf(card);
    const goods = await goodsFor(row.promoCode, body.goodsId);
    const where = await destinationOf(db, card.simId, goods, body);
    const cashFen = goods.cashFen * body.quantity;
    if (cashFen === 0) {
      const now = clock();
      const order = await db.transaction(async (tx) => {
        const placed = await reserve(tx, { simId: card.simId, goods, quantity: body.quantity, where, cash: null }, now);
        await deliver(tx, deps, placed, now);
        return placed;
      });
      return read(card, order.orderSn, locale);
    }
    if (body.payWith === undefined) throw refuse(PointsShopMessage.payWithNeeded);
    let placed: q.PointsOrderRow | undefined;
    await checkout.place(
      row,
      { order: { kind: 'pointsShop', title: `${iotOrderKindLabel.pointsShop['zh-Hans']} ${goods.name}`, amountFen: cashFen }, reason: 'pointsShop' },
      { payWith: body.payWith, payPassword: body.payPassword },
      {
        reserve: async (tx, cash) => {
          placed = await reserve(tx, { simId: card.simId, goods, quantity: body.quantity, where, cash }, clock());
        },
        apply: async (tx, _cash, paidAt) => {
          if (placed) await deliver(tx, deps, placed, paidAt);
        },
      },
    );
    if (!placed) throw new Error('a placed points order was not stored');
    return read(card, placed.orderSn, locale);
  };

  /** The card's order, closed on the spot when its cash part's window is over, and moved along its parcel's tracking. */
  const currentOrder = async (card: CardUser, orderSn: string) => {
    let order = await q.findOrder(db, card.simId, orderSn);
    if (!order) throw notFound(PointsShopMessage.noSuchOrder);
    let cash = order.iotOrderId === null ? undefined : (await iotOrdersByIds(db, [order.iotOrderId]))[0];
    const now = clock();
    if (order.status === 'unpaid' && cash?.status === 'unpaid' && cash.expiresAt !== null && cash.expiresAt <= now && (await wallet.closeIfDue(cash.id))) {
      order = (await q.findOrder(db, card.simId, orderSn)) ?? order;
      cash = (await iotOrdersByIds(db, [cash.id]))[0];
    }
    return { ...(await advanceDelivery(db, logistics, order, now)), cash };
  };

  const read = async (card: CardUser, orderSn: string, locale: Locale): Promise<ShopOrder> => {
    const { order, cash, tracking } = await currentOrder(card, orderSn);
    const [goods, pickupPoint] = await Promise.all([
      q.findGoods(db, order.goodsId),
      order.pickupPointId === null ? undefined : q.findPickupPoint(db, order.pickupPointId),
    ]);
    const gives = goods ? (await givesReader(db, [goods], locale))(goods, order.quantity) : null;
    const goodsName = goods ? nameIn(goods.name, goods.translations, locale) : undefined;
    return orderOf(order, { cash, goodsName, pickupPoint, gives, tracking }, locale);
  };

  /**
   * Cancels an unpaid order: the card order's row lock first (the lock a payment's fulfilment
   * takes), so a cancel and a payment take turns and exactly one wins; then the order is
   * cancelled, its points come back once and its stock is restored.
   */
  const cancel = async (card: CardUser, orderSn: string, locale: Locale): Promise<ShopOrder> => {
    const { order } = await currentOrder(card, orderSn);
    if (order.status !== 'unpaid' || order.iotOrderId === null) throw notUnpaid(order.status);
    const iotOrderId = order.iotOrderId;
    const now = clock();
    await db.transaction(async (tx) => {
      const cash = await lockIotOrder(tx, iotOrderId);
      const locked = await q.lockOrder(tx, order.id);
      if (!locked || locked.status !== 'unpaid') throw notUnpaid(locked?.status ?? 'cancelled');
      if (!cash || cash.status !== 'unpaid') throw notUnpaid(cash?.status ?? 'closed');
      await updateIotOrder(tx, cash.id, { status: 'closed', closedAt: now, expiresAt: null });
      await release(tx, locked, 'cancelled', now);
    });
    return read(card, orderSn, locale);
  };

  const repay = async (card: CardUser, body: RepayBody, clientIp: string, locale: Locale) => {
    const { order, cash } = await currentOrder(card, body.orderSn);
    if (order.status !== 'unpaid' || !cash) throw notUnpaid(order.status);
    if (body.payWith === 'online') {
      if (body.paymentType === undefined) throw refuse(PointsShopMessage.paymentTypeNeeded);
      const started = await payments.startCardOrderPayment(card, cash.orderSn, body.paymentType, clientIp);
      return { order: await read(card, body.orderSn, locale), payUrl: started.payUrl };
    }
    try {
      await checkout.payUnpaid(await checkout.cardOf(card), cash.id, 'pointsShop', body.payPassword, {
        apply: async (tx, _paid, now) => {
          const locked = await q.lockOrderOfIotOrder(tx, cash.id);
          if (!locked || locked.status !== 'unpaid') throw notUnpaid(locked?.status ?? 'cancelled');
          await deliver(tx, deps, locked, now);
        },
      });
    } catch (error) {
      if (error instanceof NotUnpaid) throw notUnpaid(error.status);
      throw error;
    }
    return { order: await read(card, body.orderSn, locale), payUrl: null };
  };

  return {
    index: async (card: CardUser, { categoryId, page, pageSize }: ParsedQueryOf<EndpointOf<'integralShopIndex'>>, locale: Locale) => {
      const shopper = await shopperOf(card);
      const [banners, categories, goods] = await Promise.all([
        q.bannersOf(db, shopper.promoCode),
        q.categoriesOf(db, shopper.promoCode),
        q.goodsPage(db, shopper.promoCode, categoryId, page, pageSize),
      ]);
      return {
        integral: shopper.integral,
        banners,
        categories: categories.map((category) => ({ id: category.id, name: nameIn(category.name, category.translations, locale) })),
        goods: pageOf(goods, page, pageSize, (row) => goodsCardOf(row, locale)),
      };
    },

    details: async (card: CardUser, goodsId: number, locale: Locale) => {
      const row = await checkout.cardOf(card);
      const [shopper, goods] = await Promise.all([shopperOf(card), goodsFor(row.promoCode, goodsId)]);
      const [bought, gives, pickup] = await Promise.all([q.boughtByCard(db, goods.id, card.simId), givesReader(db, [goods], locale), offersPickup(goods)]);
      const detail: ShopGoodsDetail = {
        ...goodsCardOf(goods, locale),
        images: goods.images.length > 0 ? goods.images : [goods.cover],
        description: goodsTextsIn(goods, locale).description,
        gives: gives(goods, 1),
        limitPerCard: goods.limitPerCard,
        boughtByCard: bought,
        canBuy: canBuyOf(goods, bought, shopper.integral),
        deliveries: goods.kind === 'physical' ? (pickup ? ['express', 'pickup'] : ['express']) : ['card'],
      };
      return { goods: detail, integral: shopper.integral, payment: await checkout.paymentOf(row) };
    },

    pickupPoints: async (card: CardUser, goodsId: number) => {
      const goods = await goodsFor((await shopperOf(card)).promoCode, goodsId);
      if (goods.kind !== 'physical' || !goods.pickup) return [];
      return (await q.pickupPointsOf(db, goods.promoCode)).map(pickupPointOf);
    },

    /** Buys an item; the same idempotency key replays the first answer, refusals included. */
    buy: (card: CardUser, body: BuyBody, locale: Locale): Promise<ShopOrder> =>
      withIdempotency(db, `buyShopGoods:${card.simId}`, body.idempotencyKey, body, () => buy(card, body, locale)),

    orders: async (card: CardUser, { tab, page, pageSize }: ParsedQueryOf<EndpointOf<'shopOrderList'>>, locale: Locale) => {
      const rows = await q.ordersPage(db, card.simId, SHOP_ORDER_TABS[tab], page, pageSize);
      const shown = rows.slice(0, pageSize);
      const cashIds = shown.flatMap((row) => (row.status === 'unpaid' && row.iotOrderId !== null ? [row.iotOrderId] : []));
      const [names, cash] = await Promise.all([goodsNamesOf(db, shown, locale), iotOrdersByIds(db, cashIds)]);
      const cashById = new Map(cash.map((order) => [order.id, order]));
      return pageOf(rows, page, pageSize, (row) => orderSummaryOf(row, row.iotOrderId === null ? undefined : cashById.get(row.iotOrderId), names.get(row.goodsId)));
    },

    /** An order, with what paying its cash part again needs. */
    orderDetails: async (card: CardUser, orderSn: string, locale: Locale) => ({
      ...(await read(card, orderSn, locale)),
      payment: await checkout.paymentOf(await checkout.cardOf(card)),
    }),
    cancel,

    /** Pays an unpaid order's cash part again; the same idempotency key replays the first answer. */
    repay: (card: CardUser, body: RepayBody, clientIp: string, locale: Locale) =>
      withIdempotency(db, `repayShopOrder:${card.simId}`, body.idempotencyKey, body, () => repay(card, body, clientIp, locale)),
  };
};

export type PointsShopService = ReturnType<typeof createPointsShopService>;
