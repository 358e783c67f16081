import {
  Code,
  type EndpointOf,
  iotOrderKindLabel,
  type Locale,
  type Message,
  type ParsedBodyOf,
  type ParsedQueryOf,
  SHOP_ORDER_MAX_QUANTITY,
  SHOP_ORDER_TABS,
  type ShopDelivery,
  type ShopGoodsDetail,
  type ShopOrder,
  type ShopOrderStatus,
} from '@shop/contract';
import type { Database } from '../../db/client';
import type { ShippingAddress } from '../../db/schema';
import { BusinessError, notFound } from '../../errors';
import type { CardUser } from '../../identity';
import { withIdempotency } from '../../lib/idempotency';
import { pageOf } from '../../lib/paged';
import { nameIn } from '../../lib/translations';
import { shippingAddressOf } from '../addresses/service';
import { type CardCheckout, lockCardRow, NotUnpaid } from '../checkout/service';
import type { PaymentService } from '../payments/service';
import { movePoints, PointsShort } from '../points/ledger';
import { type IotOrderRow, type ItemNames, lockIotOrder, updateIotOrder, type WalletService } from '../wallet/service';
import { givesReader } from './gives';
import { advanceDelivery, deliver, type DeliveryDeps, insertOrder, release, shippedOf, trackOrder } from './lifecycle';
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

const refuse = (message: Message): BusinessError => new BusinessError(Code.failed, message);

/** Why an order that is not unpaid cannot be cancelled or paid again. */
const notUnpaid = (status: ShopOrderStatus | IotOrderRow['status']): BusinessError =>
  refuse(status === 'cancelled' || status === 'closed' || status === 'refunded' ? PointsShopMessage.alreadyCancelled : PointsShopMessage.alreadyPaid);

type BuyBody = ParsedBodyOf<EndpointOf<'buyShopGoods'>>;
type RepayBody = ParsedBodyOf<EndpointOf<'repayShopOrder'>>;

/** Where an order goes, as checked against the item and the card. */
interface Destination {
  delivery: ShopDelivery;
  address: ShippingAddress | null;
  pickupPointId: number | null;
}

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

  const shopperOf = async (card: CardUser) => {
    const shopper = await q.findShopper(db, card.simId);
    if (!shopper) throw new Error(`card ${card.simNo} of a live session does not exist`);
    return shopper;
  };

  /** An item of the card's promoter on sale; any other is "no such goods". */
  const goodsFor = async (promoCode: string, goodsId: number): Promise<q.GoodsRow> => {
    const goods = await q.findGoods(db, goodsId);
    if (!goods || !goods.onSale || goods.promoCode !== promoCode) throw notFound(PointsShopMessage.noSuchGoods);
    return goods;
  };

  const offersPickup = async (goods: q.GoodsRow): Promise<boolean> =>
    goods.kind === 'physical' && goods.pickup && (await q.pickupPointsOf(db, goods.promoCode)).length > 0;

  const canBuyOf = (goods: q.GoodsRow, bought: number, integral: number): number =>
    Math.max(
      0,
      Math.min(
        goods.limitPerCard === null ? SHOP_ORDER_MAX_QUANTITY : goods.limitPerCard - bought,
        goods.stock,
        goods.points > 0 ? Math.floor(integral / goods.points) : SHOP_ORDER_MAX_QUANTITY,
        SHOP_ORDER_MAX_QUANTITY,
      ),
    );

  const destinationOf = async (simId: number, goods: q.GoodsRow, body: BuyBody): Promise<Destination> => {
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

  /**
   * Takes what an order holds INSIDE its transaction, the card's row lock first so one card's
   * purchases count its limit one at a time: the limit, the stock, then the points.
   */
  const reserve = async (tx: Database, simId: number, goods: q.GoodsRow, quantity: number, where: Destination, cash: IotOrderRow | null) => {
    await lockCardRow(tx, simId);
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
      clock(),
    );
    try {
      if (points > 0) await movePoints(tx, simId, [{ reason: 'purchase', amount: -points, pointsOrderId: order.id }]);
    } catch (error) {
      if (error instanceof PointsShort) throw refuse(PointsShopMessage.pointsShort(error.integral, points));
      throw error;
    }
    return order;
  };

  const buy = async (card: CardUser, body: BuyBody, locale: Locale): Promise<ShopOrder> => {
    const row = await checkout.cardOf(card);
    const goods = await goodsFor(row.promoCode, body.goodsId);
    const where = await destinationOf(card.simId, goods, body);
    const cashFen = goods.cashFen * body.quantity;
    if (cashFen === 0) {
      const order = await db.transaction(async (tx) => {
        const placed = await reserve(tx, card.simId, goods, body.quantity, where, null);
        await deliver(tx, deps, placed, clock());
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
          placed = await reserve(tx, card.simId, goods, body.quantity, where, cash);
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
  const currentOrder = async (card: CardUser, orderSn: string): Promise<{ order: q.PointsOrderRow; cash: IotOrderRow | undefined }> => {
    let order = await q.findOrder(db, card.simId, orderSn);
    if (!order) throw notFound(PointsShopMessage.noSuchOrder);
    let cash = order.iotOrderId === null ? undefined : await q.findIotOrder(db, order.iotOrderId);
    const now = clock();
    if (order.status === 'unpaid' && cash?.status === 'unpaid' && cash.expiresAt !== null && cash.expiresAt <= now && (await wallet.closeIfDue(cash.id))) {
      order = (await q.findOrder(db, card.simId, orderSn)) ?? order;
      cash = await q.findIotOrder(db, cash.id);
    }
    return { order: await advanceDelivery(db, logistics, order, now), cash };
  };

  const read = async (card: CardUser, orderSn: string, locale: Locale): Promise<ShopOrder> => {
    const { order, cash } = await currentOrder(card, orderSn);
    const [names, goods, pickupPoint] = await Promise.all([
      goodsNamesOf(db, [order], locale),
      q.findGoods(db, order.goodsId),
      order.pickupPointId === null ? undefined : q.findPickupPoint(db, order.pickupPointId),
    ]);
    const gives = goods ? (await givesReader(db, [goods], locale))(goods, order.quantity) : null;
    const shipped = shippedOf(order);
    const tracking = shipped && order.status !== 'paid' ? { ...(await trackOrder(logistics, shipped, clock())), carrier: shipped.carrier, trackingNo: shipped.trackingNo } : undefined;
    return orderOf(order, { cash, goodsName: names.get(order.goodsId), pickupPoint, gives, tracking }, locale);
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
      return { goods: detail, integral: shopper.integral, payment: checkout.paymentOf(row) };
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
      const [names, cash] = await Promise.all([goodsNamesOf(db, shown, locale), Promise.all(cashIds.map((id) => q.findIotOrder(db, id)))]);
      const cashById = new Map(cash.flatMap((order) => (order ? [[order.id, order] as const] : [])));
      return pageOf(rows, page, pageSize, (row) => orderSummaryOf(row, row.iotOrderId === null ? undefined : cashById.get(row.iotOrderId), names.get(row.goodsId)));
    },

    order: read,
    cancel,

    /** Pays an unpaid order's cash part again; the same idempotency key replays the first answer. */
    repay: (card: CardUser, body: RepayBody, clientIp: string, locale: Locale) =>
      withIdempotency(db, `repayShopOrder:${card.simId}`, body.idempotencyKey, body, () => repay(card, body, clientIp, locale)),
  };
};

export type PointsShopService = ReturnType<typeof createPointsShopService>;
