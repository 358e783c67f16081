import { Code, type EndpointOf, type IotOrder, type IotOrderKind, iotOrderKindLabel, type Locale, type ParsedBodyOf, type ParsedQueryOf, type PaymentType, SIM_STATUS } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { BusinessError, notFound } from '../../errors';
import type { CardUser } from '../../identity';
import { withIdempotency } from '../idempotency/service';
import { pageOf, type Paged } from '../../lib/paged';
import type { SimPlatform } from '../../providers/carrier';
import type { PaymentProviders } from '../../providers/payment';
import { fenToYuan } from '../../providers/payment/money';
import { cardFacts, lockCard } from '../iot/service';
import type { CardOrderPayments, PayableCardOrder } from '../payments/service';
import { paymentSettingsOf } from '../promoter/service';
import { WalletMessage } from './messages';
import { recordLines } from '../iot/service';
import { type CompleteTask, insertIotOrder, type IotOrderRow, iotOrderOf, type ItemNames, noTask, type OrderFulfiler } from './orders';
import { refuseGatedCard } from '../realname/service';
import * as q from './queries';
import { rechargeFulfiler } from './recharge';

/**
 * The wallet's own ways to move and read a balance, and a card order's storage, for the modules
 * whose orders pay from the balance or online; each takes the caller's transaction.
 */
export { type BalanceMove, balanceOf, BalanceShort, cardBalanceSql, chargeEach, moveBalance } from './ledger';
export {
  type CompleteTask,
  composeItemNames,
  insertIotOrder,
  insertIotOrders,
  iotOrderOf,
  type IotOrderRow,
  itemNamesOf,
  type ItemNames,
  type NewIotOrder,
  noTask,
  type OrderFulfiler,
} from './orders';
export { iotOrderBySn, iotOrdersByIds, lockIotOrder, spendingSince, updateIotOrder } from './queries';
export { type BalancePaidOrder, placePaidFromBalance } from './pay';

/** The card's money as its SIM info shows it. */
export const moneyOf = async (db: Database, simId: number) => {
  const account = await q.findAccount(db, simId);
  return { balance: account.balanceFen, arrearsBalance: account.arrearsFen, rechargeTimes: account.rechargeTimes };
};

/**
 * What closing unpaid orders of a kind gives back beside their coupons (a points shop order's
 * points and stock), INSIDE the transaction that closes them.
 */
export type OrderReleaser = (tx: Database, iotOrderIds: readonly number[], now: Date) => Promise<void>;

export interface WalletServiceDeps {
  /** Which payment types have a gateway: a promoter's choice counts only if one does. */
  providers: Pick<PaymentProviders, 'forType'>;
  /** The carrier that resumes a line once its arrears are paid. */
  platform: SimPlatform;
  logger: FastifyBaseLogger;
  /** The time the rules see (tests move it); the system clock by default. */
  clock?: () => Date;
  /** What a paid order of each kind does, beside the top-up's own. */
  fulfilers?: Partial<Record<IotOrderKind, OrderFulfiler>>;
  /** Names what the other modules' orders bought, for their titles in the reader's locale. */
  itemNames?: ItemNames;
  /** Completes the card's first-top-up task when a top-up is paid; no task by default. */
  completeTask?: CompleteTask;
  /** What closing an unpaid order of each kind gives back. */
  releasers?: Partial<Record<IotOrderKind, OrderReleaser>>;
  /** What closing any unpaid order gives back (the coupon it held). */
  releaseHeld?: OrderReleaser;
}

type Fulfilment = Awaited<ReturnType<CardOrderPayments['fulfil']>>;

const noItemNames: ItemNames = async () => new Map();

const nothingHeld: OrderReleaser = async () => undefined;

const rechargeTitle = (amountFen: number): string => `${iotOrderKindLabel.recharge['zh-Hans']} ¥${fenToYuan(amountFen)}`;

export const createWalletService = (
  db: Database,
  { providers, platform, logger, clock = () => new Date(), fulfilers = {}, itemNames = noItemNames, completeTask = noTask, releasers = {}, releaseHeld = nothingHeld }: WalletServiceDeps,
) => {
  const fulfilerOf: Partial<Record<IotOrderKind, OrderFulfiler>> = { recharge: rechargeFulfiler(completeTask), ...fulfilers };

  /** Closes due unpaid orders (all, or one) and runs their kinds' releasers in the same transaction; answers how many closed. */
  const closeDue = (now: Date, only?: { id: number }): Promise<number> =>
    db.transaction(async (tx) => {
      const closed = await q.closeDueOrders(tx, now, only);
      if (closed.length > 0) await releaseHeld(tx, closed.map((order) => order.id), now);
      for (const [kind, release] of Object.entries(releasers)) {
        const ids = closed.filter((order) => order.kind === kind).map((order) => order.id);
        if (ids.length > 0) await release(tx, ids, now);
      }
      return closed.length;
    });

  const walletOf = async (card: CardUser) => {
    const [facts, account] = await Promise.all([cardFacts(db, card.simId), q.findAccount(db, card.simId)]);
    if (!facts) throw new Error(`card ${card.simNo} of a live session does not exist`);
    const settings = await paymentSettingsOf(db, facts.promoCode);
    const paymentTypes = settings.paymentTypes.filter((type) => providers.forType(type) !== undefined);
    return { ...facts, ...account, paymentTypes, merchantName: settings.merchantName };
  };

  /** The card's order, closed on the spot when its payment window is over. */
  const cardOrder = async (card: CardUser, orderSn: string) => {
    const order = await q.findCardOrder(db, card.simId, orderSn);
    if (!order) throw notFound(WalletMessage.orderNotFound);
    const now = clock();
    if (order.status === 'unpaid' && order.expiresAt && order.expiresAt <= now && (await closeDue(now, { id: order.id })) > 0) {
      return { ...order, status: 'closed' as const, closedAt: now, expiresAt: null };
    }
    return order;
  };

  /** The amount must be listed, or within the promoter's custom limits; its bonus is the listed one of that amount. */
  const rechargeBonus = async (promoCode: string, amountFen: number): Promise<number> => {
    const [options, limits] = await Promise.all([q.rechargeOptionsOf(db, promoCode), q.rechargeLimitsOf(db, promoCode)]);
    const listed = options.find((option) => option.amountFen === amountFen);
    if (listed) return listed.bonusFen;
    if (!limits) {
      if (options.length === 0) throw new BusinessError(Code.failed, WalletMessage.rechargeClosed);
      throw new BusinessError(Code.failed, WalletMessage.amountNotListed(options.map((option) => option.amountFen)));
    }
    if (amountFen < limits.minFen) throw new BusinessError(Code.failed, WalletMessage.belowMinimum(limits.minFen, limits.maxFen));
    if (amountFen > limits.maxFen) throw new BusinessError(Code.failed, WalletMessage.aboveMaximum(limits.minFen, limits.maxFen));
    return 0;
  };

  /** A page of orders as the holder reads them, each titled in their locale. */
  const ordersPage = async (rows: IotOrderRow[], page: number, pageSize: number, locale: Locale): Promise<Paged<IotOrder>> => {
    const names = await itemNames(rows.slice(0, pageSize), locale);
    return pageOf(rows, page, pageSize, (row) => iotOrderOf(row, locale, names.get(row.id)));
  };

  const createRecharge = async (card: CardUser, amountFen: number, locale: Locale): Promise<IotOrder> => {
    const wallet = await walletOf(card);
    await refuseGatedCard(db, card.simId, 'recharge', amountFen);
    const bonusFen = await rechargeBonus(wallet.promoCode, amountFen);
    const row = await insertIotOrder(
      db,
      { simId: card.simId, kind: 'recharge', payWith: 'online', title: rechargeTitle(amountFen), amountFen, bonusFen },
      clock(),
    );
    return iotOrderOf(row, locale);
  };

  const payments: CardOrderPayments = {
    payableOrder: async (card: CardUser, orderSn: string): Promise<PayableCardOrder> => {
      const order = await cardOrder(card, orderSn);
      if (order.status === 'paid') throw new BusinessError(Code.failed, WalletMessage.orderPaid);
      if (order.status !== 'unpaid') throw new BusinessError(Code.failed, WalletMessage.orderClosed);
      const { paymentTypes, merchantName } = await walletOf(card);
      return { id: order.id, kind: order.kind, orderSn: order.orderSn, title: order.title, amountFen: order.amountFen, paymentTypes, merchantName };
    },

    /**
     * An unpaid order (even one past its window, not yet closed) is fulfilled by its kind and
     * becomes paid; money for a paid, closed or refunded order goes back.
     */
    fulfil: async (tx: Database, iotOrderId: number, paymentType: PaymentType): Promise<Fulfilment> => {
      const order = await q.lockIotOrder(tx, iotOrderId);
      if (!order) throw new Error(`card order ${iotOrderId} does not exist`);
      if (order.status === 'paid') return 'alreadyPaid';
      if (order.status !== 'unpaid') {
        await q.updateIotOrder(tx, order.id, { status: 'refunded', expiresAt: null });
        return 'refund';
      }
      const fulfiler = fulfilerOf[order.kind];
      if (!fulfiler) throw new Error(`no fulfiler for ${order.kind} orders`);
      const now = clock();
      // The card's lock before its money moves, as every purchase takes it first.
      await lockCard(tx, order.simId);
      const outcome = await fulfiler(tx, order, now);
      await q.updateIotOrder(tx, order.id, { status: outcome === 'refunded' ? 'refunded' : 'paid', paymentType, paidAt: now, expiresAt: null });
      return 'paid';
    },

    /** A line suspended for arrears goes back into service once a top-up has paid all it owed (the shop's books decide; the carrier cannot see them). */
    settled: async (iotOrderId: number): Promise<void> => {
      const simId = await q.simIdOfOrder(db, iotOrderId);
      const [sim, account] = simId === undefined ? [] : await Promise.all([cardFacts(db, simId), q.findAccount(db, simId)]);
      if (!sim || !account || sim.simStatus !== SIM_STATUS.arrears || account.arrearsFen > 0) return;
      try {
        await recordLines(db, [await platform.resume(sim.simNo, clock())]);
      } catch (error) {
        logger.error({ err: error, simNo: sim.simNo }, 'the carrier did not resume a line whose arrears are paid');
      }
    },
  };

  return {
    ...payments,

    /** The amounts the card's promoter offers, the custom limits, and what the card holds and owes. */
    rechargeChoices: async (card: CardUser) => {
      const wallet = await walletOf(card);
      const [options, custom] = await Promise.all([q.rechargeOptionsOf(db, wallet.promoCode), q.rechargeLimitsOf(db, wallet.promoCode)]);
      return { options, custom, balanceFen: wallet.balanceFen, arrearsFen: wallet.arrearsFen, paymentTypes: wallet.paymentTypes };
    },

    /** Orders a top-up paid online; the same idempotency key replays the first answer. */
    createRecharge: (card: CardUser, body: ParsedBodyOf<EndpointOf<'createBalanceOrder'>>, locale: Locale): Promise<IotOrder> =>
      withIdempotency(db, `createBalanceOrder:${card.simId}`, body.idempotencyKey, body, () => createRecharge(card, body.amountFen, locale)),

    order: async (card: CardUser, orderSn: string, locale: Locale): Promise<IotOrder> => {
      const order = await cardOrder(card, orderSn);
      return iotOrderOf(order, locale, (await itemNames([order], locale)).get(order.id));
    },

    orders: async (card: CardUser, { kind, page, pageSize }: ParsedQueryOf<EndpointOf<'iotOrderList'>>, locale: Locale): Promise<Paged<IotOrder>> =>
      ordersPage(await q.cardOrdersPage(db, card.simId, kind === 'all' ? undefined : kind, page, pageSize), page, pageSize, locale),

    recharges: async (card: CardUser, { page, pageSize }: ParsedQueryOf<EndpointOf<'simBalanceList'>>, locale: Locale): Promise<Paged<IotOrder>> =>
      ordersPage(await q.cardOrdersPage(db, card.simId, 'recharge', page, pageSize), page, pageSize, locale),

    ledger: async (card: CardUser, { page, pageSize }: ParsedQueryOf<EndpointOf<'simBalanceLogList'>>) =>
      pageOf(await q.balanceLinesPage(db, card.simId, page, pageSize), page, pageSize, (line) => ({
        ...line,
        createdAt: line.createdAt.toISOString(),
      })),

    /** Closes every unpaid order whose payment window is over; answers how many. */
    sweep: (): Promise<number> => closeDue(clock()),

    /** Closes one unpaid order if its payment window is over (as reading it does); answers whether it closed. */
    closeIfDue: async (iotOrderId: number): Promise<boolean> => (await closeDue(clock(), { id: iotOrderId })) > 0,
  };
};

export type WalletService = ReturnType<typeof createWalletService>;
