import type { CouponState } from '@shop/contract';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponCodes, couponCoinEntries, couponHolders, coupons } from '../../db/schema/coupons';
import { couponPacks } from '../../db/schema/coupons-catalogue';

export type PackRow = typeof couponPacks.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/** The count and value of some packs' coupons. */
export const packTerms = (db: Database, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: couponPacks.id, count: couponPacks.count, valueFen: couponPacks.valueFen })
        .from(couponPacks)
        .where(inArray(couponPacks.id, [...ids]));

export const findPack = async (db: Database, id: number): Promise<PackRow | undefined> => (await db.select().from(couponPacks).where(eq(couponPacks.id, id)))[0];

/** The texts of some packs, with their translations. */
export const packTexts = (db: Database, ids: readonly number[]) =>
  db
    .select({ id: couponPacks.id, name: couponPacks.name, description: couponPacks.description, translations: couponPacks.translations })
    .from(couponPacks)
    .where(inArray(couponPacks.id, [...ids]));

/** A card's coin and whether its promoter asks it to buy a pack first (no row: no coin, nothing asked). */
export const findHolding = async (db: Database, simId: number): Promise<{ couponCoin: number; needBuyCoupon: boolean }> =>
  (await db.select({ couponCoin: couponHolders.coin, needBuyCoupon: couponHolders.needBuyCoupon }).from(couponHolders).where(eq(couponHolders.simId, simId)))[0] ?? {
    couponCoin: 0,
    needBuyCoupon: false,
  };

export const clearNeedBuyCoupon = async (tx: Database, simId: number): Promise<void> => {
  await tx
    .update(couponHolders)
    .set({ needBuyCoupon: false })
    .where(and(eq(couponHolders.simId, simId), eq(couponHolders.needBuyCoupon, true)));
};

/** Gives back the coupons closed orders held; a coupon given back past its end simply reads as expired. */
export const releaseCoupons = async (tx: Database, orderIds: readonly number[]): Promise<void> => {
  await tx
    .update(coupons)
    .set({ usedOrderId: null, usedAt: null })
    .where(inArray(coupons.usedOrderId, [...orderIds]));
};

const ownedColumns = {
  id: coupons.id,
  couponPackId: coupons.couponPackId,
  source: coupons.source,
  valueFen: coupons.valueFen,
  thresholdFen: coupons.thresholdFen,
  packageOfferIds: coupons.packageOfferIds,
  startsAt: coupons.startsAt,
  expiresAt: coupons.expiresAt,
  usedOrderId: coupons.usedOrderId,
  name: couponPacks.name,
  description: couponPacks.description,
  translations: couponPacks.translations,
};

export const insertCoupons = (tx: Database, rows: readonly NewCoupon[]) =>
  tx
    .insert(coupons)
    .values([...rows])
    .returning({ id: coupons.id });

/** Coupons by id, with their pack's texts. */
export const ownedByIds = (db: Database, ids: readonly number[]) =>
  db
    .select(ownedColumns)
    .from(coupons)
    .innerJoin(couponPacks, eq(couponPacks.id, coupons.couponPackId))
    .where(inArray(coupons.id, [...ids]))
    .orderBy(asc(coupons.id));
export type OwnedRow = Awaited<ReturnType<typeof ownedByIds>>[number];

/** One coupon of any card, with its owner. */
export const findCoupon = async (db: Database, id: number) => (await db.select().from(coupons).where(eq(coupons.id, id)))[0];

/** A card's coupons usable at `now`: not used, started, not expired. */
export const usableOf = (db: Database, simId: number, now: Date) =>
  db
    .select(ownedColumns)
    .from(coupons)
    .innerJoin(couponPacks, eq(couponPacks.id, coupons.couponPackId))
    .where(and(eq(coupons.simId, simId), isNull(coupons.usedOrderId), lte(coupons.startsAt, now), gt(coupons.expiresAt, now)));

/** A page of a card's coupons in one state at `now`, one row more than the page to tell whether more follow. */
export const couponsPage = (db: Database, simId: number, state: CouponState, now: Date, page: number, pageSize: number) => {
  const inState = {
    unused: and(isNull(coupons.usedOrderId), gt(coupons.expiresAt, now)),
    used: isNotNull(coupons.usedOrderId),
    expired: and(isNull(coupons.usedOrderId), lte(coupons.expiresAt, now)),
  }[state];
  const order = state === 'used' ? [desc(coupons.usedAt), desc(coupons.id)] : [asc(coupons.expiresAt), asc(coupons.id)];
  return db
    .select(ownedColumns)
    .from(coupons)
    .innerJoin(couponPacks, eq(couponPacks.id, coupons.couponPackId))
    .where(and(eq(coupons.simId, simId), inState))
    .orderBy(...order)
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
};

/**
 * Takes a coupon for an order in ONE guarded UPDATE, inside the order's transaction: only the
 * card's own, unused, started and unexpired coupon is taken, so parallel orders take it once.
 */
export const takeCoupon = async (tx: Database, { couponId, simId, orderId, now }: { couponId: number; simId: number; orderId: number; now: Date }) =>
  (
    await tx
      .update(coupons)
      .set({ usedOrderId: orderId, usedAt: now })
      .where(
        and(
          eq(coupons.id, couponId),
          eq(coupons.simId, simId),
          isNull(coupons.usedOrderId),
          gt(coupons.expiresAt, now),
          lte(coupons.startsAt, now),
        ),
      )
      .returning({ id: coupons.id })
  ).length === 1;

/** An exchange code by its stored (upper-case) text. */
export const findCode = async (db: Database, code: string) => (await db.select().from(couponCodes).where(eq(couponCodes.code, code)))[0];

/** Redeems a code for a card in ONE guarded UPDATE: a code is redeemed once across all cards, and only before it expires. */
export const redeemCode = async (tx: Database, codeId: number, simId: number, now: Date): Promise<boolean> =>
  (
    await tx
      .update(couponCodes)
      .set({ redeemedSimId: simId, redeemedAt: now })
      .where(and(eq(couponCodes.id, codeId), isNull(couponCodes.redeemedSimId), gt(couponCodes.expiresAt, now)))
      .returning({ id: couponCodes.id })
  ).length === 1;

/** Spends coin in ONE guarded UPDATE that never takes it below zero; answers the coin after, or undefined when short. */
export const spendCoin = async (tx: Database, simId: number, cost: number): Promise<number | undefined> =>
  (
    await tx
      .update(couponHolders)
      .set({ coin: sql`${couponHolders.coin} - ${cost}` })
      .where(and(eq(couponHolders.simId, simId), sql`${couponHolders.coin} >= ${cost}`))
      .returning({ coin: couponHolders.coin })
  )[0]?.coin;

export const insertCoinEntry = async (tx: Database, entry: typeof couponCoinEntries.$inferInsert): Promise<void> => {
  await tx.insert(couponCoinEntries).values(entry);
};

/** A page of a card's coin ledger, newest first, with the pack each exchange bought. */
export const coinLinesPage = (db: Database, simId: number, page: number, pageSize: number) =>
  db
    .select({
      id: couponCoinEntries.id,
      reason: couponCoinEntries.reason,
      amount: couponCoinEntries.amount,
      balanceAfter: couponCoinEntries.balanceAfter,
      createdAt: couponCoinEntries.createdAt,
      packName: couponPacks.name,
      packTranslations: couponPacks.translations,
    })
    .from(couponCoinEntries)
    .leftJoin(couponPacks, eq(couponPacks.id, couponCoinEntries.couponPackId))
    .where(eq(couponCoinEntries.simId, simId))
    .orderBy(desc(couponCoinEntries.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);

/** The packs a promoter has on sale for money, or for coin, in its order. */
export const packsFor = (db: Database, promoCode: string, by: 'money' | 'coin') =>
  db
    .select()
    .from(couponPacks)
    .where(
      and(
        eq(couponPacks.promoCode, promoCode),
        eq(couponPacks.onSale, true),
        by === 'money' ? isNotNull(couponPacks.priceFen) : isNotNull(couponPacks.coinCost),
      ),
    )
    .orderBy(asc(couponPacks.sort), asc(couponPacks.id));
