import { randomInt } from 'node:crypto';
import {
  CatalogueMessage,
  Code,
  type DataOf,
  defineMessages,
  type EndpointOf,
  inLocales,
  maskIdCard,
  MAX_LIVE_ORDERS_PER_ID_CARD,
  ORDER_HOLD_MINUTES,
  type OrderDetail,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type PaymentType,
  renderCatalogue,
  type ShopSession,
  withValues,
} from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError, notFound } from '../../errors';
import type { Promoter, ShopUser } from '../../identity';
import { chinaStamp } from '../../lib/china-time';
import { goodsInScope, takeStock } from '../goods/service';
import { purgeIdempotencyKeys, withIdempotency } from '../idempotency/service';
import { holdNumber, numberInScope } from '../numbers/service';
import { payStatesOf } from '../payments/service';
import type { PromoterService } from '../promoter/service';
import type { CarrierAcceptance } from '../../providers/carrier';
import type { LogisticsProvider } from '../../providers/logistics';
import { regionTextOf } from '../../lib/regions';
import { addToBlacklist, checkEligibility, EligibilityMessage, idCardHasher, rejected } from './eligibility';
import { advanceDelivery, closeOrder, type Fulfilment, fulfilOrder, trackOrder } from './lifecycle';
import * as q from './queries';
import { toDetail, toSummary } from './view';

type CreateBody = ParsedBodyOf<EndpointOf<'orderCreate'>>;
type ListQuery = ParsedQueryOf<EndpointOf<'orderList'>>;

/** The keyed hash identity numbers are kept under (real-name keeps them the same way). */
export { idCardHasher };
export { isBuyerOf } from './queries';

export const OrderMessage = defineMessages('orders', {
  notFound: inLocales('订单不存在', '訂單不存在', 'This order does not exist', "Cette commande n'existe pas", 'Este pedido no existe'),
  numberNotFound: withValues(
    (number: string) => ({ number }),
    inLocales(
      '号码 {number} 不存在或不在本店销售',
      '號碼 {number} 不存在或不在本店銷售',
      'The number {number} does not exist or is not sold in this shop',
      "Le numéro {number} n'existe pas ou n'est pas vendu dans cette boutique",
      'El número {number} no existe o no se vende en esta tienda',
    ),
  ),
  goodsNotFound: inLocales(
    '商品不存在或已下架',
    '商品不存在或已下架',
    'This item does not exist or is no longer on sale',
    "Cet article n'existe pas ou n'est plus en vente",
    'Este artículo no existe o ya no está a la venta',
  ),
  notShipped: inLocales('订单尚未发货', '訂單尚未發貨', 'This order has not been shipped yet', "Cette commande n'a pas encore été expédiée", 'Este pedido aún no se ha enviado'),
  cancelNotUnpaid: inLocales(
    '只有待支付的订单可以取消',
    '只有待支付的訂單可以取消',
    'Only orders awaiting payment can be cancelled',
    'Seules les commandes en attente de paiement peuvent être annulées',
    'Solo se pueden cancelar los pedidos pendientes de pago',
  ),
  closed: inLocales(
    '订单已关闭，请重新下单',
    '訂單已關閉，請重新下單',
    'This order is closed. Please place a new order',
    'Cette commande est fermée. Veuillez passer une nouvelle commande',
    'Este pedido está cerrado. Haz un pedido nuevo',
  ),
  alreadyPaid: inLocales(
    '订单已支付，无需重复支付',
    '訂單已支付，無需重複支付',
    'This order is already paid: there is no need to pay again',
    'Cette commande est déjà payée : inutile de payer à nouveau',
    'Este pedido ya está pagado: no hace falta volver a pagar',
  ),
  refunded: inLocales('订单已退款', '訂單已退款', 'This order has been refunded', 'Cette commande a été remboursée', 'Este pedido se ha reembolsado'),
});

export const OrderText = renderCatalogue(OrderMessage, 'zh-Hans');

/**
 * Whose numbers and products a visitor may order: the promoter's (the order is theirs) and its
 * upstream chain's; its storefront names the payment types the new order takes.
 */
type Scope = Pick<Promoter, 'id' | 'chain' | 'storefront'>;

export interface OrderServiceDeps {
  auth: {
    verifyCode(mobile: string, scene: 'order', code: string): Promise<void>;
    openSession(mobile: string, orderSn: string | null): Promise<ShopSession>;
  };
  carrier: CarrierAcceptance;
  logistics: LogisticsProvider;
  /** The merchant's name and payment types of an order's promoter. */
  promoters: Pick<PromoterService, 'sellerOf'>;
  /** The key of the identity numbers' keyed hash. */
  secret: string;
}

/** An order the buyer may pay now: unpaid and within its hold. */
export interface PayableOrder {
  id: number;
  orderSn: string;
  title: string;
  amountFen: number;
  paymentTypes: PaymentType[];
  expiresAt: Date;
  /** The promoter selling it, as the cashier shows it. */
  merchantName: string;
}

const SN_ATTEMPTS = 3;
const SWEEP_BATCH = 100;
/** "SN" + the time in China (yyyyMMddHHmmss) + 6 random digits: readable, sortable, hard to guess. */
const newOrderSn = (now: Date): string => `SN${chinaStamp(now)}${String(randomInt(1_000_000)).padStart(6, '0')}`;

const violated = (error: unknown): string | undefined => {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ('constraint' in cause && typeof cause.constraint === 'string') return cause.constraint;
  }
  return undefined;
};

const numberTaken = (): BusinessError => new BusinessError(Code.numberTaken, CatalogueMessage.numberTaken);

export const createOrderService = (db: Database, deps: OrderServiceDeps) => {
  const { auth, carrier, logistics, promoters } = deps;
  const hashIdCard = idCardHasher(deps.secret);

  /** The ordered item taken for the order inside its transaction, and the order's columns for it. */
  const takeItem = async (tx: Database, item: CreateBody['item'], promoterIds: readonly number[]) => {
    if (item.kind === 'number') {
      const held = await holdNumber(tx, item.number, promoterIds);
      if (!held) throw (await numberInScope(tx, item.number, promoterIds)) ? numberTaken() : notFound(OrderMessage.numberNotFound(item.number));
      // A number is sold with its plan's first month prepaid, as carriers' shops do.
      return { kind: 'number' as const, numberId: held.id, number: item.number, title: item.number, operator: held.operator, priceFen: held.priceFen, planFen: held.planFen, amountFen: held.priceFen + held.planFen };
    }
    const taken = await takeStock(tx, item.goodsId, promoterIds);
    if (!taken) throw (await goodsInScope(tx, item.goodsId, promoterIds)) ? new BusinessError(Code.soldOut, CatalogueMessage.soldOut) : notFound(OrderMessage.goodsNotFound);
    // A product's price already is its first month's fee; later months are billed by the carrier.
    return { kind: 'goods' as const, goodsId: taken.id, title: taken.name, cover: taken.cover, operator: taken.operator, priceFen: taken.priceFen, planFen: taken.monthlyFen, amountFen: taken.priceFen };
  };

  const insertOrder = async (values: Omit<q.NewOrder, 'orderSn' | keyof Awaited<ReturnType<typeof takeItem>>>, body: CreateBody, scope: Scope) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          if ((await q.liveOrdersOfCard(tx, values.buyerIdCardHash)) >= MAX_LIVE_ORDERS_PER_ID_CARD) throw rejected(EligibilityMessage.tooManyOrders);
          const item = await takeItem(tx, body.item, scope.chain);
          const id = await q.insertOrder(tx, { ...values, ...item, orderSn: newOrderSn(new Date()) });
          // A free product (a SIM card given away, its plan billed later) has nothing to pay: it ships now.
          if (item.amountFen === 0) await fulfilOrder(tx, logistics, id, null);
          return id;
        });
      } catch (error) {
        const constraint = violated(error);
        // The index is the last guard: a number can be in one live order only.
        if (constraint === 'orders_live_number_key') throw numberTaken();
        if (constraint !== 'orders_order_sn_key' || attempt === SN_ATTEMPTS) throw error;
      }
    }
  };

  const create = async (body: CreateBody, scope: Scope): Promise<OrderDetail> => {
    const regionText = regionTextOf(body.address, 'address.');
    const { buyer, address } = body;
    await auth.verifyCode(buyer.mobile, 'order', buyer.smsCode);
    const idCardHash = hashIdCard(buyer.idCard);
    const now = new Date();
    const number = body.item.kind === 'number' ? body.item.number : null;
    await checkEligibility(db, carrier, { name: buyer.name, idCard: buyer.idCard, mobile: buyer.mobile, number, idCardHash }, now);
    const id = await insertOrder(
      {
        promoterId: scope.id,
        buyerName: buyer.name,
        buyerIdCardHash: idCardHash,
        buyerIdCardMasked: maskIdCard(buyer.idCard),
        buyerMobile: buyer.mobile,
        provinceCode: address.provinceCode,
        cityCode: address.cityCode,
        countyCode: address.countyCode,
        regionText,
        addressDetail: address.detail,
        expiresAt: new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000),
      },
      body,
      scope,
    );
    const order = await q.findOrderView(db, q.byId(id));
    if (!order) throw new Error(`Order ${id} vanished after its insert.`);
    // The promoter at hand is the order's, and a new order has no payment yet: nothing more to read.
    return toDetail(order, { paymentTypes: scope.storefront.showPaymentType, payState: null });
  };

  /** An order's detail: its promoter's payment types and its latest payment's state read beside it. */
  const detailOf = async (order: q.OrderView): Promise<OrderDetail> => {
    const [seller, payStates] = await Promise.all([promoters.sellerOf(order.promoterId), payStatesOf(db, [order.id])]);
    return toDetail(order, { paymentTypes: seller.paymentTypes, payState: payStates.get(order.id) ?? null });
  };

  /** Closes the buyer's (or everyone's) unpaid orders whose hold ran out; returns how many. */
  const expireDue = async (user?: ShopUser): Promise<number> => {
    let closed = 0;
    for (;;) {
      const ids = await q.dueOrderIds(db, SWEEP_BATCH, user);
      let closedNow = 0;
      for (const id of ids) {
        if (await db.transaction((tx) => closeOrder(tx, id, 'expired', { skipLocked: true, onlyIfDue: true }))) closedNow += 1;
      }
      closed += closedNow;
      // A batch that closed nothing is held by other sweepers (or not due by this clock): reading
      // it again would only spin on the same rows, so the rest waits for the next pass.
      if (ids.length < SWEEP_BATCH || closedNow === 0) return closed;
    }
  };

  /** The buyer's order as it stands now: an expired hold closed, a delivery moved along. */
  const buyerOrder = async (user: ShopUser, orderSn: string): Promise<q.OrderView> => {
    const found = await q.findOrderView(db, q.buyersOrder(user, orderSn));
    if (!found) throw notFound(OrderMessage.notFound);
    const { id, status, expiresAt } = found;
    if (status !== 'unpaid' || !expiresAt || expiresAt > new Date()) return advanceDelivery(db, logistics, found, new Date());
    await db.transaction((tx) => closeOrder(tx, id, 'expired', { onlyIfDue: true }));
    return (await q.findOrderView(db, q.byId(id))) ?? found;
  };

  return {
    /** Places an order once per idempotency key and opens a shop session for the buyer's mobile. */
    place: async (body: CreateBody, promoter: Scope): Promise<DataOf<EndpointOf<'orderCreate'>>> => {
      const order = await withIdempotency(db, 'orderCreate', body.idempotencyKey, body, () => create(body, promoter));
      // A session is opened for every answer (a replay too): its token is never stored in the clear.
      return { order, session: await auth.openSession(body.buyer.mobile, null) };
    },

    list: async (user: ShopUser, { status, page, pageSize }: ListQuery): Promise<DataOf<EndpointOf<'orderList'>>> => {
      await expireDue(user);
      const rows = await q.listOrderViews(db, user, { status, limit: pageSize + 1, offset: (page - 1) * pageSize });
      const now = new Date();
      const shown = await Promise.all(rows.slice(0, pageSize).map((row) => advanceDelivery(db, logistics, row, now)));
      return { list: shown.map(toSummary), page, pageSize, hasMore: rows.length > pageSize };
    },

    detail: async (user: ShopUser, orderSn: string): Promise<OrderDetail> => detailOf(await buyerOrder(user, orderSn)),

    cancel: async (user: ShopUser, orderSn: string): Promise<OrderDetail> => {
      const order = await buyerOrder(user, orderSn);
      if (!(await db.transaction((tx) => closeOrder(tx, order.id, 'cancelled')))) throw new BusinessError(Code.failed, OrderMessage.cancelNotUnpaid);
      return detailOf(await buyerOrder(user, orderSn));
    },

    logistics: async (user: ShopUser, orderSn: string): Promise<DataOf<EndpointOf<'orderLogistics'>>> => {
      const order = await buyerOrder(user, orderSn);
      if (!order.shipment || !['paid', 'shipped', 'completed'].includes(order.status)) throw new BusinessError(Code.failed, OrderMessage.notShipped);
      const tracking = await trackOrder(logistics, order, order.shipment, new Date());
      return {
        orderSn,
        carrier: order.shipment.carrier,
        trackingNo: order.shipment.trackingNo,
        delivered: tracking.deliveredAt !== null,
        events: tracking.events.toReversed().map((event) => ({ at: event.at.toISOString(), text: event.text, location: event.location })),
      };
    },

    /** The buyer's unpaid order within its hold, for starting a payment; otherwise a BusinessError saying why not. */
    payableOrder: async (user: ShopUser, orderSn: string): Promise<PayableOrder> => {
      const order = await buyerOrder(user, orderSn);
      if (order.status === 'closed') throw new BusinessError(Code.failed, OrderMessage.closed);
      if (order.status === 'refunded') throw new BusinessError(Code.failed, OrderMessage.refunded);
      if (order.status !== 'unpaid' || !order.expiresAt) throw new BusinessError(Code.failed, OrderMessage.alreadyPaid);
      const { id, title, amountFen, expiresAt } = order;
      const seller = await promoters.sellerOf(order.promoterId);
      return { id, orderSn: order.orderSn, title, amountFen, paymentTypes: seller.paymentTypes, expiresAt, merchantName: seller.name };
    },

    /**
     * Records a successful payment of an order INSIDE the caller's transaction (the payment's
     * own state change commits with it): 'paid' the first time, 'alreadyPaid' after that,
     * 'refund' when the order was closed and its number or stock went to someone else.
     */
    fulfil: (tx: Database, orderId: number, paymentType: PaymentType): Promise<Fulfilment> =>
      fulfilOrder(tx, logistics, orderId, paymentType),

    /** One pass of the background work: expired holds closed, deliveries moved along, old idempotency keys forgotten. */
    sweep: async (): Promise<{ expired: number; delivered: number }> => {
      const expired = await expireDue();
      let delivered = 0;
      const now = new Date();
      for (const id of await q.undeliveredOrderIds(db, SWEEP_BATCH)) {
        const order = await q.findOrderView(db, q.byId(id));
        if (order && (await advanceDelivery(db, logistics, order, now)).status === 'completed') delivered += 1;
      }
      await purgeIdempotencyKeys(db);
      return { expired, delivered };
    },

    /** Refuses future orders from an identity card (kept as its keyed hash) or a mobile. */
    block: async (entry: { idCard: string } | { mobile: string }, reason: string): Promise<void> => {
      const value = 'idCard' in entry ? { kind: 'idCard' as const, value: hashIdCard(entry.idCard) } : { kind: 'mobile' as const, value: entry.mobile };
      await addToBlacklist(db, { ...value, reason });
    },
  };
};

export type OrderService = ReturnType<typeof createOrderService>;
