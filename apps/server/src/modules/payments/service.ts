import { randomBytes } from 'node:crypto';
import { Code, defineMessages, inLocales, type IotOrderKind, pageHref, paymentCallbacks, type PaymentProviderName, type PaymentType, type PayState, renderCatalogue, SHOP_BASE_PATH, withValues } from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import type { CardUser, ShopUser } from '../../identity';
import { chinaStamp } from '../../lib/china-time';
import { withIdempotency } from '../idempotency/service';
import {
  type GatewayReply,
  NotificationRefused,
  type PaymentProvider,
  type PaymentProviders,
  type VerifiedNotification,
} from '../../providers/payment';
import type { OrderService } from '../orders/service';
import * as q from './queries';

/** The payment types as the buyer's texts name them. */
export const PaymentTypeName = defineMessages('paymentType', {
  wechat: inLocales('微信', '微信', 'WeChat Pay', 'WeChat Pay', 'WeChat Pay'),
  alipay: inLocales('支付宝', '支付寶', 'Alipay', 'Alipay', 'Alipay'),
});

/** What the buyer is told when a payment cannot start. */
export const PaymentMessage = defineMessages('payments', {
  typeNotOffered: withValues(
    (type: PaymentType) => ({ type: PaymentTypeName[type] }),
    inLocales(
      '该订单不支持{type}支付，请选择其他支付方式',
      '該訂單不支援{type}支付，請選擇其他支付方式',
      'This order cannot be paid with {type}. Please choose another way to pay',
      'Cette commande ne peut pas être payée avec {type}. Veuillez choisir un autre moyen de paiement',
      'Este pedido no se puede pagar con {type}. Elige otra forma de pago',
    ),
  ),
  typeClosed: withValues(
    (type: PaymentType) => ({ type: PaymentTypeName[type] }),
    inLocales(
      '{type}支付暂未开通，请选择其他支付方式',
      '{type}支付暫未開通，請選擇其他支付方式',
      '{type} is not available yet. Please choose another way to pay',
      "{type} n'est pas encore disponible. Veuillez choisir un autre moyen de paiement",
      '{type} aún no está disponible. Elige otra forma de pago',
    ),
  ),
});

/** The buyer's texts in zh-Hans, and what gateways and refunds are told (never shown to a buyer). */
export const PaymentText = {
  ...renderCatalogue(PaymentMessage, 'zh-Hans'),
  notConfigured: (name: PaymentProviderName) => `payment provider ${name} is not configured`,
  unknownPayment: (paymentSn: string) => `unknown payment ${paymentSn}`,
  amountMismatch: (paid: number, due: number) => `amount ${paid} does not match the payment's ${due}`,
  notifyIdReused: (notifyId: string) => `notification ${notifyId} was already received for another payment or outcome`,
  refundTaken: '订单已关闭，所购号码或商品已由他人购得，款项原路退回',
  refundDouble: '订单已由另一笔支付付清，本笔款项原路退回',
  refundClosed: '订单已关闭，款项原路退回',
} as const;

type Fulfilment = Awaited<ReturnType<OrderService['fulfil']>>;

const refundReason = (fulfilment: Exclude<Fulfilment, 'paid'>, cardOrder: boolean): string => {
  if (fulfilment === 'alreadyPaid') return PaymentText.refundDouble;
  return cardOrder ? PaymentText.refundClosed : PaymentText.refundTaken;
};

/** The pages the payer's browser comes back to: a shop order's, a card order's, a points shop order's cash part's. */
const ORDER_PAY_PAGE = '/pages/order/pay/index';
const CARD_ORDER_PAY_PAGE = '/pages/iot/index/balance/pay/index';
const POINTS_SHOP_PAY_PAGE = '/pages-sub/iot/integralShop/details/cashier';
/** "PAY" + the time in China (yyyyMMddHHmmss) + 10 random hex digits. */
const newPaymentSn = (now: Date): string => `PAY${chinaStamp(now)}${randomBytes(5).toString('hex').toUpperCase()}`;

const notConfigured = (name: PaymentProviderName): GatewayReply => ({
  status: 404,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ code: 'FAIL', message: PaymentText.notConfigured(name) }),
});

/** A card's order as paying it needs it, and what paying it does: the wallet module's side. */
export interface PayableCardOrder {
  id: number;
  kind: IotOrderKind;
  orderSn: string;
  title: string;
  amountFen: number;
  paymentTypes: PaymentType[];
  merchantName: string;
}

export interface CardOrderPayments {
  /** The holder's unpaid order within its payment window; otherwise a BusinessError saying why not. */
  payableOrder(card: CardUser, orderSn: string): Promise<PayableCardOrder>;
  /** Records a successful payment INSIDE the payment's transaction, as `OrderService.fulfil` does. */
  fulfil(tx: Database, iotOrderId: number, paymentType: PaymentType): Promise<Fulfilment>;
  /** After the paid order committed: the work outside the database it calls for. */
  settled(iotOrderId: number): Promise<void>;
}

export interface PaymentServiceDeps {
  providers: PaymentProviders;
  orders: Pick<OrderService, 'payableOrder' | 'fulfil'>;
  cardOrders: CardOrderPayments;
}

/** What a payment is started for, whichever kind of order it pays. */
interface Payable {
  orderSn: string;
  title: string;
  amountFen: number;
  paymentTypes: PaymentType[];
  pays: { orderId: number; iotOrderId: null } | { orderId: null; iotOrderId: number };
  /** The promoter selling it: the merchant the cashier shows. */
  merchantName: string;
  returnPage: typeof ORDER_PAY_PAGE | typeof CARD_ORDER_PAY_PAGE | typeof POINTS_SHOP_PAY_PAGE;
}

/** The gateway's answer, and why the notification was refused (for the log) when it was. */
export interface NotificationAnswer {
  reply: GatewayReply;
  refused: string | undefined;
}

export interface StartedPayment {
  paymentSn: string;
  payUrl: string;
  amountFen: number;
}

/** The state of each shop order's latest payment attempt, by order id (absent before the first), in one read. */
export const payStatesOf = (db: Database, orderIds: readonly number[]): Promise<Map<number, PayState>> => q.latestPayStates(db, orderIds);

export const createPaymentService = (db: Database, { providers, orders, cardOrders }: PaymentServiceDeps) => {
  const begin = async (payable: Payable, paymentType: PaymentType, clientIp: string): Promise<StartedPayment> => {
    if (!payable.paymentTypes.includes(paymentType)) throw new BusinessError(Code.failed, PaymentMessage.typeNotOffered(paymentType));
    const provider = providers.forType(paymentType);
    if (!provider) throw new BusinessError(Code.failed, PaymentMessage.typeClosed(paymentType));
    const paymentSn = newPaymentSn(new Date());
    const { amountFen } = payable;
    const paymentId = await q.insertPayment(db, { paymentSn, ...payable.pays, provider: provider.name, paymentType, amountFen });
    const created = await provider
      .createPayment({
        paymentSn,
        amountFen,
        description: payable.title,
        merchantName: payable.merchantName,
        notifyUrl: providers.publicUrl(paymentCallbacks[provider.name].path),
        returnUrl: providers.publicUrl(`${SHOP_BASE_PATH}${pageHref(payable.returnPage, { orderSn: payable.orderSn })}`),
        clientIp,
      })
      .catch(async (error: unknown) => {
        // The gateway never took it: the attempt is closed and the buyer may start another.
        await q.setPaymentStatus(db, paymentId, 'closed');
        throw error;
      });
    return { paymentSn, payUrl: created.payUrl, amountFen };
  };

  const start = async (user: ShopUser, orderSn: string, paymentType: PaymentType, clientIp: string): Promise<StartedPayment> => {
    const order = await orders.payableOrder(user, orderSn);
    const payable: Payable = {
      ...order,
      pays: { orderId: order.id, iotOrderId: null },
      returnPage: ORDER_PAY_PAGE,
    };
    return begin(payable, paymentType, clientIp);
  };

  const startCardOrder = async (card: CardUser, orderSn: string, paymentType: PaymentType, clientIp: string): Promise<StartedPayment> => {
    const order = await cardOrders.payableOrder(card, orderSn);
    const payable: Payable = {
      ...order,
      pays: { orderId: null, iotOrderId: order.id },
      returnPage: order.kind === 'pointsShop' ? POINTS_SHOP_PAY_PAGE : CARD_ORDER_PAY_PAGE,
    };
    return begin(payable, paymentType, clientIp);
  };

  /** Money the order cannot take (its number went to someone else, or it was paid already) goes back. */
  const refund = async (tx: Database, provider: PaymentProvider, payment: q.PaymentRow, reason: string): Promise<void> => {
    await q.addLedgerEntry(tx, payment, 'refund');
    await provider.refund({ paymentSn: payment.paymentSn, refundSn: `R${payment.paymentSn}`, amountFen: payment.amountFen, reason }, tx);
  };

  /** Fulfils what the payment pays; answers the card order's id when one became paid. */
  const succeed = async (tx: Database, provider: PaymentProvider, payment: q.PaymentRow, notification: VerifiedNotification): Promise<number | undefined> => {
    const { orderId, iotOrderId, paymentType } = payment;
    let fulfilment: Fulfilment;
    if (orderId !== null) fulfilment = await orders.fulfil(tx, orderId, paymentType);
    else if (iotOrderId !== null) fulfilment = await cardOrders.fulfil(tx, iotOrderId, paymentType);
    else throw new Error(`payment ${payment.paymentSn} names no order`);
    const paid = { tradeNo: notification.tradeNo, paidAt: new Date() };
    await q.addLedgerEntry(tx, payment, 'payment');
    if (fulfilment === 'paid') {
      await q.setPaymentStatus(tx, payment.id, 'succeeded', paid);
      return iotOrderId ?? undefined;
    }
    await q.setPaymentStatus(tx, payment.id, 'refunded', paid);
    await refund(tx, provider, payment, refundReason(fulfilment, orderId === null));
    return undefined;
  };

  /** One transaction per notification: recorded once by its id, applied to the locked payment. */
  const apply = (provider: PaymentProvider, notification: VerifiedNotification): Promise<number | undefined> =>
    db.transaction(async (tx) => {
      const { notifyId, paymentSn, outcome, amountFen } = notification;
      if (!(await q.recordNotification(tx, { provider: provider.name, notifyId, paymentSn, outcome }))) {
        const seen = await q.findNotification(tx, provider.name, notifyId);
        if (seen?.paymentSn !== paymentSn || seen.outcome !== outcome) throw new NotificationRefused(PaymentText.notifyIdReused(notifyId));
        return undefined;
      }
      const payment = await q.lockPayment(tx, paymentSn);
      if (!payment || payment.provider !== provider.name) throw new NotificationRefused(PaymentText.unknownPayment(paymentSn));
      if (payment.amountFen !== amountFen) throw new NotificationRefused(PaymentText.amountMismatch(amountFen, payment.amountFen));
      if (payment.status === 'succeeded' || payment.status === 'refunded') return undefined;
      if (outcome === 'succeeded') return succeed(tx, provider, payment, notification);
      if (payment.status === 'pending') await q.setPaymentStatus(tx, payment.id, outcome);
      return undefined;
    });

  return {
    /** Starts paying the buyer's order; the same idempotency key replays the first answer. */
    start: (user: ShopUser, body: { orderSn: string; paymentType: PaymentType; idempotencyKey: string }, clientIp: string) =>
      withIdempotency(db, `orderPay:${user.mobile}`, body.idempotencyKey, body, () => start(user, body.orderSn, body.paymentType, clientIp)),

    /** Starts paying an unpaid order of the holder's card; the same idempotency key replays the first answer. */
    startCardOrder: (card: CardUser, body: { orderSn: string; paymentType: PaymentType; idempotencyKey: string }, clientIp: string) =>
      withIdempotency(db, `iotOrderPay:${card.simId}`, body.idempotencyKey, body, () =>
        startCardOrder(card, body.orderSn, body.paymentType, clientIp),
      ),

    /** The same start, for a caller that keeps its own idempotency key (paying a points shop order's cash part again). */
    startCardOrderPayment: startCardOrder,

    /**
     * A gateway's notification, checked against the raw bytes it signed. Refused ones (bad
     * signature, stale, unknown payment, wrong amount) change nothing and get the gateway's
     * failure answer, so it tries again; a duplicate is acknowledged and changes nothing.
     */
    notify: async (name: PaymentProviderName, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<NotificationAnswer> => {
      const provider = providers.byName(name);
      if (!provider) return { reply: notConfigured(name), refused: PaymentText.notConfigured(name) };
      try {
        const paidCardOrder = await apply(provider, provider.verifyNotification(rawBody, headers));
        // What lies outside the database (a carrier resuming a line) follows the commit.
        if (paidCardOrder !== undefined) await cardOrders.settled(paidCardOrder);
        return { reply: provider.ackSuccess(), refused: undefined };
      } catch (error) {
        if (!(error instanceof NotificationRefused)) throw error;
        return { reply: provider.ackFailure(error.message), refused: error.message };
      }
    },

    gateway: providers.gateway,
  };
};

export type PaymentService = ReturnType<typeof createPaymentService>;
