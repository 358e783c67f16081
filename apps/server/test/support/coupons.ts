import { randomUUID } from 'node:crypto';
import { api } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { couponCoinEntries, couponPacks, coupons, sims } from '../../src/db/schema';
import { callCard } from './iot';
import { anIp } from './shop-login';
import type { Holder } from './wallet';

const DAY_MS = 86_400_000;

/** A demo pack's id by its promoter and Chinese name. */
export const packId = async (db: Database, promoCode: string, name: string): Promise<number> => {
  const [row] = await db
    .select({ id: couponPacks.id })
    .from(couponPacks)
    .where(and(eq(couponPacks.promoCode, promoCode), eq(couponPacks.name, name)));
  if (!row) throw new Error(`no coupon pack ${name} of ${promoCode}`);
  return row.id;
};

export const buyPack = async (app: FastifyInstance, holder: Holder, body: Record<string, unknown>) =>
  (await callCard(app, 'POST', api.createCouponOrder.path, { ...holder, body: { payWith: 'balance', idempotencyKey: randomUUID(), ...body } })).json();

/** Exchanges a code or coin, from a fresh client address unless one is given. */
export const exchange = async (app: FastifyInstance, holder: Holder, body: Record<string, unknown>, ip = anIp()) =>
  (await callCard(app, 'POST', api.exchangeCoupon.path, { ...holder, ip, body: { idempotencyKey: randomUUID(), ...body } })).json();

/** The card's coupons, oldest first, as stored. */
export const couponRowsOf = (db: Database, simNo: string) =>
  db
    .select({ id: coupons.id, source: coupons.source, valueFen: coupons.valueFen, usedOrderId: coupons.usedOrderId })
    .from(coupons)
    .innerJoin(sims, eq(sims.id, coupons.simId))
    .where(eq(sims.simNo, simNo))
    .orderBy(coupons.id);

export const coinLinesOf = (db: Database, simNo: string) =>
  db
    .select({ reason: couponCoinEntries.reason, amount: couponCoinEntries.amount, balanceAfter: couponCoinEntries.balanceAfter })
    .from(couponCoinEntries)
    .innerJoin(sims, eq(sims.id, couponCoinEntries.simId))
    .where(eq(sims.simNo, simNo))
    .orderBy(couponCoinEntries.id);

export interface CouponTerms {
  valueFen: number;
  thresholdFen?: number;
  packageOfferIds?: number[];
  /** Days from `now` (negative: in the past). */
  startsInDays?: number;
  endsInDays?: number;
  usedOrderId?: number | null;
}

/** Gives a card a coupon of the demo promoter's first pack, with the terms given. */
export const giveCoupon = async (db: Database, simNo: string, now: Date, terms: CouponTerms): Promise<number> => {
  const [sim] = await db.select({ id: sims.id }).from(sims).where(eq(sims.simNo, simNo));
  const [pack] = await db.select({ id: couponPacks.id }).from(couponPacks).where(eq(couponPacks.promoCode, 'demo')).orderBy(couponPacks.sort).limit(1);
  if (!sim || !pack) throw new Error(`no card ${simNo} or no demo pack`);
  const [row] = await db
    .insert(coupons)
    .values({
      simId: sim.id,
      couponPackId: pack.id,
      source: 'pack',
      valueFen: terms.valueFen,
      thresholdFen: terms.thresholdFen ?? 0,
      packageOfferIds: terms.packageOfferIds ?? [],
      startsAt: new Date(now.getTime() + (terms.startsInDays ?? -1) * DAY_MS),
      expiresAt: new Date(now.getTime() + (terms.endsInDays ?? 30) * DAY_MS),
      usedOrderId: terms.usedOrderId ?? null,
    })
    .returning({ id: coupons.id });
  if (!row) throw new Error('coupon not stored');
  return row.id;
};
