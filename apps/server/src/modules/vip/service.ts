import {
  Code,
  type EndpointOf,
  type IotOrder,
  iotOrderKindLabel,
  type Locale,
  type ParsedBodyOf,
  PERK_STATUS,
  REFUND_TYPE,
  type VipOrder,
  type VipPlan,
  validityEnd,
} from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import type { CardUser } from '../../identity';
import { withIdempotency } from '../idempotency/service';
import { nameIn, textsIn } from '../../lib/translations';
import type { PaymentProviders } from '../../providers/payment';
import { type CardRow, createCardCheckout, perkTermOf, termStart } from '../checkout/service';
import { lockCard } from '../iot/service';
import {
  iotOrderBySn,
  type IotOrderRow,
  iotOrderOf,
  iotOrdersByIds,
  itemNamesOf,
  type ItemNames,
  moveBalance,
  type OrderFulfiler,
  updateIotOrder,
} from '../wallet/service';
import { VipMessage } from './messages';
import * as q from './queries';

export interface VipServiceDeps {
  /** Which payment types have a gateway: a promoter's choice counts only if one does. */
  providers: Pick<PaymentProviders, 'forType'>;
  /** The time the rules see (tests move it); the system clock by default. */
  clock?: () => Date;
}

type BuyBody = ParsedBodyOf<EndpointOf<'createVipOrder'>>;

/** A plan on sale as the holder reads it in `locale`. */
const planOf = (row: q.PlanRow, locale: Locale): VipPlan => {
  const texts = textsIn({ name: row.name, description: row.description }, row.translations, locale);
  return {
    id: row.id,
    name: texts.name,
    logo: row.logo,
    description: texts.description,
    priceFen: row.priceFen,
    originalFen: row.originalFen,
    validity: { count: row.validityCount, unit: row.validityUnit },
    privileges: row.privileges,
    packagePercent: row.packagePercent,
    pointsMultiplier: row.pointsMultiplier,
  };
};

type MembershipView = NonNullable<Awaited<ReturnType<typeof q.latestMembership>>>;

/** A membership as spec 3's "Vip order" at `now`, with the order that paid for it, its plan named in `locale`. */
const vipOrderOf = ({ membership, translations }: MembershipView, order: IotOrderRow, now: Date, locale: Locale): VipOrder => ({
  ...perkTermOf(membership, order, now),
  vipId: membership.vipPlanId,
  vipName: nameIn(membership.name, translations, locale),
  logo: membership.logo,
  privileges: membership.privileges,
});

const vipTitle = (plan: q.PlanRow): string => `${iotOrderKindLabel.vip['zh-Hans']} ${plan.name}`;

/**
 * Gives the membership a paid order bought, INSIDE the payment's transaction: it starts where
 * the card's membership running furthest ends (bought again before it ends), else now, and
 * lasts the plan's validity. The card's row lock makes purchases of one card queue for it;
 * vip_memberships_order_key keeps it to one membership per order.
 */
const applyMembership = async (tx: Database, order: IotOrderRow, plan: q.PlanRow, now: Date): Promise<void> => {
  await lockCard(tx, order.simId);
  const startAt = termStart(await q.latestEnd(tx, order.simId), now);
  await q.insertMembership(tx, {
    simId: order.simId,
    vipPlanId: plan.id,
    logo: plan.logo,
    privileges: plan.privileges,
    packagePercent: plan.packagePercent,
    pointsMultiplier: plan.pointsMultiplier,
    iotOrderId: order.id,
    name: plan.name,
    priceFen: plan.priceFen,
    paidFen: order.amountFen,
    startAt,
    endAt: validityEnd(startAt, plan.validityCount, plan.validityUnit),
    createdAt: now,
    updatedAt: now,
  });
};

/** What a VIP order paid online does once its payment arrives: the membership starts (or extends) as bought. */
export const vipFulfiler: OrderFulfiler = async (tx, order, now) => {
  const plan = order.vipPlanId === null ? undefined : await q.findPlan(tx, order.vipPlanId);
  if (!plan) throw new Error(`vip order ${order.orderSn} names no plan`);
  await applyMembership(tx, order, plan, now);
};

/** The plan a VIP order bought, named in the reader's locale (for the wallet's order titles). */
export const vipItemNames = (db: Database): ItemNames =>
  itemNamesOf(
    (order) => (order.kind === 'vip' ? order.vipPlanId : null),
    async (ids, locale) => new Map((await q.planTexts(db, ids)).map((plan) => [plan.id, nameIn(plan.name, plan.translations, locale)])),
  );

/** The package discount of the card's membership in force at `now` (90: pays 90%); null without one. */
export const vipPercentOf =
  (db: Database) =>
  (simId: number, now: Date): Promise<number | null> =>
    q.percentInForce(db, simId, now);

/**
 * What the points a card earns at `now` are multiplied by: the `pointsMultiplier` of its
 * membership in force, 1 without one. Reads on `db`, so a caller's transaction may pass itself.
 */
export const vipMultiplierOf = async (db: Database, simId: number, now: Date): Promise<number> => (await q.multiplierInForce(db, simId, now)) ?? 1;

/** The card's membership as the SIM home shows it: the one running furthest, not refunded; null without one. */
export const currentMembership = async (db: Database, simId: number, now: Date, locale: Locale): Promise<VipOrder | null> => {
  const row = await q.latestMembership(db, simId, now);
  if (!row) return null;
  // The order that paid for it is the wallet's.
  const [order] = await iotOrdersByIds(db, [row.membership.iotOrderId]);
  if (!order) throw new Error(`membership ${row.membership.id} has no order`);
  return vipOrderOf(row, order, now, locale);
};

export interface MembershipRefund {
  orderSn: string;
  simId: number;
  refundedFen: number;
  balanceAfterFen: number;
}

/**
 * An operator's refund of a membership, by the number of the order that bought it, in one
 * transaction: the membership is marked refunded (so it is no longer in force) with the time,
 * type (to the balance) and remark; what was paid goes back to the card's balance with a
 * 'refund' ledger line; the order becomes refunded. A membership refunded already is refused.
 * Memberships bought after it keep their dates.
 */
export const refundMembership = (db: Database, { orderSn, remark }: { orderSn: string; remark: string }, now: Date): Promise<MembershipRefund> =>
  db.transaction(async (tx) => {
    // The wallet finds the order by its number; the membership it paid for is locked by the order's id.
    const order = await iotOrderBySn(tx, orderSn);
    const membership = order && (await q.lockMembershipOfOrder(tx, order.id));
    if (!order || !membership) throw new BusinessError(Code.failed, VipMessage.unknownOrder);
    if (membership.status === PERK_STATUS.refunded) throw new BusinessError(Code.failed, VipMessage.alreadyRefunded);
    await q.markRefunded(tx, membership.id, { refundAt: now, refundType: REFUND_TYPE.balance, refundRemark: remark });
    const balanceAfterFen = await moveBalance(tx, membership.simId, [{ reason: 'refund', amountFen: membership.paidFen, iotOrderId: order.id }]);
    // The order that paid for it is refunded too, by its owner.
    await updateIotOrder(tx, order.id, { status: 'refunded' });
    return { orderSn, simId: membership.simId, refundedFen: membership.paidFen, balanceAfterFen };
  });

export const createVipService = (db: Database, { providers, clock = () => new Date() }: VipServiceDeps) => {
  const checkout = createCardCheckout(db, { providers, clock });

  /** A plan the card may buy: on sale, of its promoter. */
  const planFor = async (card: CardRow, vipId: number): Promise<q.PlanRow> => {
    const plan = await q.findPlan(db, vipId);
    if (!plan || !plan.onSale) throw new BusinessError(Code.failed, VipMessage.notOnSale);
    if (plan.promoCode !== card.promoCode) throw new BusinessError(Code.failed, VipMessage.otherPromoter);
    return plan;
  };

  const buy = async (card: CardUser, body: BuyBody, locale: Locale): Promise<IotOrder> => {
    const row = await checkout.cardOf(card);
    const plan = await planFor(row, body.vipId);
    const order = await checkout.place(
      row,
      { order: { kind: 'vip', title: vipTitle(plan), amountFen: plan.priceFen, vipPlanId: plan.id }, reason: 'vip' },
      body,
      { apply: (tx, paid, now) => applyMembership(tx, paid, plan, now) },
    );
    return iotOrderOf(order, locale, planOf(plan, locale).name);
  };

  return {
    /** The plans the card's promoter sells, the membership in force, and what paying needs. */
    list: async (card: CardUser, locale: Locale) => {
      const row = await checkout.cardOf(card);
      const [plans, current] = await Promise.all([q.plansOnSale(db, row.promoCode), currentMembership(db, row.id, clock(), locale)]);
      return { ...(await checkout.paymentOf(row)), plans: plans.map((plan) => planOf(plan, locale)), current };
    },

    /** Buys or renews a plan; the same idempotency key replays the first answer, refusals included. */
    buy: (card: CardUser, body: BuyBody, locale: Locale): Promise<IotOrder> =>
      withIdempotency(db, `createVipOrder:${card.simId}`, body.idempotencyKey, body, () => buy(card, body, locale)),
  };
};

export type VipService = ReturnType<typeof createVipService>;
