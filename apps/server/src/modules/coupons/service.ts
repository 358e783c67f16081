import {
  Code,
  COUPON_CODE_LOCK_MINUTES,
  COUPON_CODE_MAX_FAILURES,
  type CouponPack,
  type CouponSource,
  type CouponState,
  type EndpointOf,
  type IotOrder,
  iotOrderKindLabel,
  type Locale,
  type Message,
  type OwnedCoupon,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import type { CardUser } from '../../identity';
import { withIdempotency } from '../idempotency/service';
import { pageOf, type Paged } from '../../lib/paged';
import { nameIn, textsIn, type Translations } from '../../lib/translations';
import type { PaymentProviders } from '../../providers/payment';
import { createCardCheckout } from '../checkout/service';
import { createGuessGuard, type GuessRule } from '../guesses/service';
import { cardFacts } from '../iot/service';
import { iotOrderOf, type IotOrderRow, itemNamesOf, type ItemNames, type OrderFulfiler, type OrderReleaser } from '../wallet/service';
import { CouponMessage } from './messages';
import * as q from './queries';

const DAY_MS = 86_400_000;

/** Wrong exchange codes, per card and per address: at the limit, codes wait until the oldest counted leaves the window. */
const COUPON_CODE: GuessRule = {
  kind: 'couponCode',
  perSubject: COUPON_CODE_MAX_FAILURES,
  perAddress: COUPON_CODE_MAX_FAILURES,
  windowMs: COUPON_CODE_LOCK_MINUTES * 60_000,
  counts: 'inWindow',
};

const refuse = (message: Message): BusinessError => new BusinessError(Code.failed, message);

type Named = { name: string; translations: Translations<{ name: string }> };
const nameOf = (row: Named, locale: Locale): string => nameIn(row.name, row.translations, locale);

/** The names of some package offers in the reader's locale, by id: the packages owner's answer. */
export type OfferNames = (db: Database, ids: readonly number[], locale: Locale) => Promise<ReadonlyMap<number, string>>;

/** The names of the packages coupons apply to, in the reader's locale, by offer id. */
const packageNamesOf = async (db: Database, idLists: readonly (readonly number[])[], locale: Locale, offerNames: OfferNames): Promise<ReadonlyMap<number, string>> => {
  const ids = [...new Set(idLists.flat())];
  return ids.length === 0 ? new Map() : offerNames(db, ids, locale);
};

/** Each name once: a promoter's package of one name is one offer per operator. */
const namesIn = (ids: readonly number[], names: ReadonlyMap<number, string>): string[] => [...new Set(ids.flatMap((id) => names.get(id) ?? []))];

/** A coupon's state at `now`: used once an order holds it, else expired past its end, else unused. */
export const couponStateOf = (coupon: { usedOrderId: number | null; expiresAt: Date }, now: Date): CouponState =>
  coupon.usedOrderId !== null ? 'used' : coupon.expiresAt <= now ? 'expired' : 'unused';

/** Coupons as the holder reads them, in their locale. */
const ownedViews = async (db: Database, rows: readonly q.OwnedRow[], now: Date, locale: Locale, offerNames: OfferNames): Promise<OwnedCoupon[]> => {
  const names = await packageNamesOf(
    db,
    rows.map((row) => row.packageOfferIds),
    locale,
    offerNames,
  );
  return rows.map((row) => ({
    id: row.id,
    name: nameOf(row, locale),
    valueFen: row.valueFen,
    thresholdFen: row.thresholdFen,
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    packages: namesIn(row.packageOfferIds, names),
    state: couponStateOf(row, now),
    source: row.source,
  }));
};

/** Packs as the holder reads them, in their locale. */
const packViews = async (db: Database, rows: readonly q.PackRow[], locale: Locale, offerNames: OfferNames): Promise<CouponPack[]> => {
  const names = await packageNamesOf(
    db,
    rows.map((row) => row.packageOfferIds),
    locale,
    offerNames,
  );
  return rows.map((row) => {
    const texts = textsIn({ name: row.name, description: row.description }, row.translations, locale);
    return {
      id: row.id,
      name: texts.name,
      description: texts.description,
      count: row.count,
      coupon: { valueFen: row.valueFen, thresholdFen: row.thresholdFen, validDays: row.validDays, packages: namesIn(row.packageOfferIds, names) },
      priceFen: row.priceFen,
      originalFen: row.originalFen,
      coinCost: row.coinCost,
    };
  });
};

/**
 * Gives a card a pack's coupons INSIDE the caller's transaction: `count` coupons with the pack's
 * terms copied, valid from `now` for the pack's days. Answers the new coupons' ids.
 */
const grantPack = async (
  tx: Database,
  simId: number,
  pack: q.PackRow,
  source: CouponSource,
  from: { sourceOrderId?: number; couponCodeId?: number },
  now: Date,
): Promise<number[]> => {
  const coupon: q.NewCoupon = {
    simId,
    couponPackId: pack.id,
    source,
    sourceOrderId: from.sourceOrderId ?? null,
    couponCodeId: from.couponCodeId ?? null,
    valueFen: pack.valueFen,
    thresholdFen: pack.thresholdFen,
    packageOfferIds: pack.packageOfferIds,
    startsAt: now,
    expiresAt: new Date(now.getTime() + pack.validDays * DAY_MS),
  };
  return (await q.insertCoupons(tx, Array.from({ length: pack.count }, () => coupon))).map((row) => row.id);
};

/**
 * Gives a card `times` of a pack's coupons INSIDE the caller's transaction, as buying the pack
 * does (the points shop's coupon items); `sourceOrderId` is the card order that paid, if any.
 */
export const grantCouponPack = async (tx: Database, simId: number, packId: number, times: number, sourceOrderId: number | null, now: Date): Promise<void> => {
  const pack = await q.findPack(tx, packId);
  if (!pack) throw new Error(`coupon pack ${packId} does not exist`);
  for (let i = 0; i < times; i += 1) await grantPack(tx, simId, pack, 'pack', sourceOrderId === null ? {} : { sourceOrderId }, now);
};

/** A bought pack's coupons, and the promoter's request to buy one cleared. */
const grantBought = async (tx: Database, order: IotOrderRow, pack: q.PackRow, now: Date): Promise<void> => {
  await grantPack(tx, order.simId, pack, 'pack', { sourceOrderId: order.id }, now);
  await q.clearNeedBuyCoupon(tx, order.simId);
};

/** What a coupon order paid online does once its payment arrives: the pack's coupons are given, once per order. */
/** What closing unpaid card orders gives back, INSIDE the closing transaction: the coupons they held (the wallet's sweep and reads). */
export const releaseHeldCoupons: OrderReleaser = (tx, iotOrderIds) => q.releaseCoupons(tx, iotOrderIds);

/** How many coupons of what value some packs give (a points shop item that gives a pack says so). */
export const packTermsOf = (db: Database, packIds: readonly number[]) => q.packTerms(db, packIds);

/** The card's coin and whether its promoter asks it to buy a pack first, as its SIM info shows them. */
export const couponHoldingOf = (db: Database, simId: number) => q.findHolding(db, simId);

export const couponFulfiler: OrderFulfiler = async (tx, order, now) => {
  const pack = order.couponPackId === null ? undefined : await q.findPack(tx, order.couponPackId);
  if (!pack) throw new Error(`coupon order ${order.orderSn} names no pack`);
  await grantBought(tx, order, pack, now);
};

/** The pack a coupon order bought, named in the reader's locale (for the wallet's order titles). */
export const couponItemNames = (db: Database): ItemNames =>
  itemNamesOf(
    (order) => (order.kind === 'coupon' ? order.couponPackId : null),
    async (ids, locale) => new Map((await q.packTexts(db, ids)).map((pack) => [pack.id, nameOf(pack, locale)])),
  );

/** What a package purchase asks of the card's coupons: the package and the price the card pays for it. */
export interface CouponUse {
  simId: number;
  packageOfferId: number;
  /** The price the card pays before the coupon (after any VIP discount). */
  priceFen: number;
  now: Date;
}

/** Whether a coupon's terms fit a package at a price (its state aside). */
const fits = (coupon: { packageOfferIds: number[]; thresholdFen: number }, { packageOfferId, priceFen }: CouponUse): boolean =>
  (coupon.packageOfferIds.length === 0 || coupon.packageOfferIds.includes(packageOfferId)) && priceFen >= coupon.thresholdFen;

/** The card's coupons usable on a package at its price, best first: the highest value, then the soonest to expire. */
export const couponsForPackage = async (db: Database, use: CouponUse, locale: Locale, offerNames: OfferNames): Promise<OwnedCoupon[]> => {
  const rows = (await q.usableOf(db, use.simId, use.now))
    .filter((row) => fits(row, use))
    .sort((a, b) => b.valueFen - a.valueFen || a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  return ownedViews(db, rows, use.now, locale, offerNames);
};

/** Why a coupon cannot be used now on this package, or nothing when it can. */
const refusalOf = (coupon: Awaited<ReturnType<typeof q.findCoupon>>, use: CouponUse): BusinessError | undefined => {
  if (!coupon || coupon.simId !== use.simId) return refuse(CouponMessage.unknownCoupon);
  if (coupon.usedOrderId !== null) return refuse(CouponMessage.couponUsed);
  if (coupon.expiresAt <= use.now) return refuse(CouponMessage.couponExpired);
  if (coupon.startsAt > use.now) return refuse(CouponMessage.couponNotStarted(coupon.startsAt));
  if (coupon.packageOfferIds.length > 0 && !coupon.packageOfferIds.includes(use.packageOfferId)) return refuse(CouponMessage.couponOtherPackage);
  if (use.priceFen < coupon.thresholdFen) return refuse(CouponMessage.couponThreshold(coupon.thresholdFen));
  return undefined;
};

/**
 * A coupon the card may use on a package at its price, with its value; refused with the reason
 * (unknown or another card's, used, expired, not started, another package, threshold unmet).
 */
export const couponForPackage = async (db: Database, couponId: number, use: CouponUse): Promise<{ id: number; valueFen: number }> => {
  const coupon = await q.findCoupon(db, couponId);
  const refusal = refusalOf(coupon, use);
  if (refusal || !coupon) throw refusal ?? refuse(CouponMessage.unknownCoupon);
  return { id: coupon.id, valueFen: coupon.valueFen };
};

/**
 * Takes the coupon for an order INSIDE the order's transaction, in one guarded UPDATE; when
 * another order took it first (or it ran out meanwhile) the refusal rolls the order back.
 */
export const takeCouponFor = async (tx: Database, couponId: number, orderId: number, use: CouponUse): Promise<void> => {
  if (await q.takeCoupon(tx, { couponId, simId: use.simId, orderId, now: use.now })) return;
  throw refusalOf(await q.findCoupon(tx, couponId), use) ?? refuse(CouponMessage.couponUsed);
};

export interface CouponServiceDeps {
  /** Which payment types have a gateway: a promoter's choice counts only if one does. */
  providers: Pick<PaymentProviders, 'forType'>;
  /** The names of the packages coupons apply to (packages imports coupons, so its answer is passed in). */
  offerNames: OfferNames;
  /** The time the rules see (tests move it); the system clock by default. */
  clock?: () => Date;
}

type OrderBody = ParsedBodyOf<EndpointOf<'createCouponOrder'>>;
type ExchangeBody = ParsedBodyOf<EndpointOf<'exchangeCoupon'>>;

const packTitle = (pack: q.PackRow): string => `${iotOrderKindLabel.coupon['zh-Hans']} ${pack.name}`;

export const createCouponService = (db: Database, { providers, offerNames, clock = () => new Date() }: CouponServiceDeps) => {
  const checkout = createCardCheckout(db, { providers, clock });
  const guesses = createGuessGuard(db, clock);

  const holderOf = async (card: CardUser) => {
    const [facts, holding] = await Promise.all([cardFacts(db, card.simId), q.findHolding(db, card.simId)]);
    if (!facts) throw new Error(`card ${card.simNo} of a live session does not exist`);
    return { promoCode: facts.promoCode, ...holding };
  };

  /** A pack the card may get: on sale, of its promoter. */
  const packFor = async (promoCode: string, packId: number): Promise<q.PackRow> => {
    const pack = await q.findPack(db, packId);
    if (!pack || !pack.onSale) throw refuse(CouponMessage.packNotOnSale);
    if (pack.promoCode !== promoCode) throw refuse(CouponMessage.packOtherPromoter);
    return pack;
  };

  const answerOf = async (couponIds: readonly number[], couponCoin: number, locale: Locale) => ({
    coupons: await ownedViews(db, await q.ownedByIds(db, couponIds), clock(), locale, offerNames),
    couponCoin,
  });

  const createOrder = async (card: CardUser, body: OrderBody, locale: Locale): Promise<IotOrder> => {
    const row = await checkout.cardOf(card);
    const pack = await packFor(row.promoCode, body.packId);
    if (pack.priceFen === null) throw refuse(CouponMessage.packCoinOnly);
    const order = await checkout.place(
      row,
      { order: { kind: 'coupon', title: packTitle(pack), amountFen: pack.priceFen, couponPackId: pack.id }, reason: 'coupon' },
      body,
      { apply: (tx, paid, now) => grantBought(tx, paid, pack, now) },
    );
    return iotOrderOf(order, locale, nameOf(pack, locale));
  };

  /** A code once across all cards; only an unknown code is a wrong guess, counted per card and per address. */
  const exchangeCode = async (card: CardUser, input: string, ip: string, locale: Locale) => {
    const now = clock();
    const holder = await holderOf(card);
    const ids = await guesses.guess({
      rule: COUPON_CODE,
      subject: String(card.simId),
      ip,
      refused: (until) => refuse(CouponMessage.tooManyCodes(until)),
      isWrong: (refusal) => refusal.text === CouponMessage.unknownCode,
      check: async () => {
        const code = await q.findCode(db, input.toUpperCase());
        if (!code || code.promoCode !== holder.promoCode) throw refuse(CouponMessage.unknownCode);
        if (code.redeemedSimId !== null) throw refuse(CouponMessage.codeUsed);
        if (code.expiresAt <= now) throw refuse(CouponMessage.codeExpired);
        const pack = await q.findPack(db, code.couponPackId);
        if (!pack) throw new Error(`exchange code ${code.id} names no pack`);
        return db.transaction(async (tx) => {
          if (!(await q.redeemCode(tx, code.id, card.simId, now))) throw refuse(CouponMessage.codeUsed);
          return grantPack(tx, card.simId, pack, 'code', { couponCodeId: code.id }, now);
        });
      },
    });
    return answerOf(ids, holder.couponCoin, locale);
  };

  /** Coin spent in one guarded UPDATE (never below zero) with its ledger line, for the pack's coupons. */
  const exchangeCoin = async (card: CardUser, packId: number, locale: Locale) => {
    const now = clock();
    const holder = await holderOf(card);
    const pack = await packFor(holder.promoCode, packId);
    const cost = pack.coinCost;
    if (cost === null) throw refuse(CouponMessage.packMoneyOnly);
    const { ids, coin } = await db.transaction(async (tx) => {
      const after = await q.spendCoin(tx, card.simId, cost);
      if (after === undefined) throw refuse(CouponMessage.coinShort(cost, (await q.findHolding(tx, card.simId)).couponCoin));
      await q.insertCoinEntry(tx, { simId: card.simId, reason: 'exchange', amount: -cost, balanceAfter: after, couponPackId: pack.id, createdAt: now });
      return { ids: await grantPack(tx, card.simId, pack, 'coin', {}, now), coin: after };
    });
    return answerOf(ids, coin, locale);
  };

  return {
    /** The packs sold for money to the card, with what paying needs and whether the promoter asks for one. */
    choose: async (card: CardUser, locale: Locale) => {
      const row = await checkout.cardOf(card);
      const [holding, packs, payment] = await Promise.all([q.findHolding(db, card.simId), q.packsFor(db, row.promoCode, 'money'), checkout.paymentOf(row)]);
      return { ...payment, packs: await packViews(db, packs, locale, offerNames), needBuyCoupon: holding.needBuyCoupon };
    },

    /** Buys a pack; the same idempotency key replays the first answer, refusals included. */
    createOrder: (card: CardUser, body: OrderBody, locale: Locale): Promise<IotOrder> =>
      withIdempotency(db, `createCouponOrder:${card.simId}`, body.idempotencyKey, body, () => createOrder(card, body, locale)),

    /** Exchanges a code or coin for coupons; the same idempotency key replays the first answer. */
    exchange: (card: CardUser, body: ExchangeBody, ip: string, locale: Locale) =>
      withIdempotency(db, `exchangeCoupon:${card.simId}`, body.idempotencyKey, body, () =>
        body.by === 'code' ? exchangeCode(card, body.code, ip, locale) : exchangeCoin(card, body.packId, locale),
      ),

    /** The packs the card's coin buys, and its coin. */
    exchangeList: async (card: CardUser, locale: Locale) => {
      const holder = await holderOf(card);
      return { couponCoin: holder.couponCoin, packs: await packViews(db, await q.packsFor(db, holder.promoCode, 'coin'), locale, offerNames) };
    },

    /** The card's coupons in one state. */
    coupons: async (card: CardUser, { state, page, pageSize }: ParsedQueryOf<EndpointOf<'simCouponList'>>, locale: Locale): Promise<Paged<OwnedCoupon>> => {
      const now = clock();
      const rows = await q.couponsPage(db, card.simId, state, now, page, pageSize);
      return { list: await ownedViews(db, rows.slice(0, pageSize), now, locale, offerNames), page, pageSize, hasMore: rows.length > pageSize };
    },

    /** The card's coin ledger, newest first. */
    coinLog: async (card: CardUser, { page, pageSize }: ParsedQueryOf<EndpointOf<'couponCoinLogList'>>, locale: Locale) =>
      pageOf(await q.coinLinesPage(db, card.simId, page, pageSize), page, pageSize, (line) => ({
        id: line.id,
        reason: line.reason,
        amount: line.amount,
        balanceAfter: line.balanceAfter,
        packName:
          line.packName === null ? null : nameIn(line.packName, line.packTranslations ?? {}, locale),
        createdAt: line.createdAt.toISOString(),
      })),
  };
};

export type CouponService = ReturnType<typeof createCouponService>;
