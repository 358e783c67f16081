import type { CoinReason, CouponSource } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { couponPacks } from './coupons-catalogue';
import { sims } from './iot';
import { iotOrders } from './wallet';

/**
 * A coupon a card owns, with the pack's terms copied at receipt. An order that takes it sets
 * `usedOrderId` in one guarded UPDATE, so it is used once; an order closed unpaid gives it back.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    couponPackId: integer()
      .notNull()
      .references(() => couponPacks.id),
    source: text().$type<CouponSource>().notNull(),
    /** The order that bought its pack, or the code it was exchanged for. */
    sourceOrderId: integer().references(() => iotOrders.id),
    couponCodeId: integer().references(() => couponCodes.id),
    valueFen: integer().notNull(),
    thresholdFen: integer().notNull(),
    packageOfferIds: integer().array().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedOrderId: integer().references(() => iotOrders.id),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupons_sim_idx').on(t.simId, t.expiresAt),
    index('coupons_used_order_idx').on(t.usedOrderId),
    check('coupons_source_check', sql`${t.source} in ('pack', 'code', 'coin')`),
    check('coupons_terms_check', sql`${t.valueFen} > 0 and ${t.thresholdFen} >= 0 and ${t.startsAt} < ${t.expiresAt}`),
  ],
);

/** An exchange code: good for one pack, once across all cards, until `expiresAt`. */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Kept upper-case: codes are read without regard to case. */
    code: text().notNull(),
    promoCode: text().notNull(),
    couponPackId: integer()
      .notNull()
      .references(() => couponPacks.id),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    redeemedSimId: integer().references(() => sims.id),
    redeemedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupon_codes_code_key').on(t.code), check('coupon_codes_upper_check', sql`${t.code} = upper(${t.code})`)],
);

/**
 * A card as the coupons see it: its coupon coin, and whether its promoter asks it to buy a coupon
 * pack first (cleared by buying one). Only the coupons module writes it, each coin change with its
 * ledger line (coupon_coin_entries) in the same transaction. A card without a row has no coin
 * and is asked nothing.
 */
export const couponHolders = pgTable(
  'coupon_holders',
  {
    simId: integer()
      .primaryKey()
      .references(() => sims.id),
    coin: integer().notNull().default(0),
    needBuyCoupon: boolean().notNull().default(false),
  },
  (t) => [check('coupon_holders_coin_check', sql`${t.coin} >= 0`)],
);

/** The coupon coin ledger: every change of a card's coin, signed, with the coin after it. Their sum is `coupon_holders.coin`. */
export const couponCoinEntries = pgTable(
  'coupon_coin_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    reason: text().$type<CoinReason>().notNull(),
    amount: integer().notNull(),
    balanceAfter: integer().notNull(),
    couponPackId: integer().references(() => couponPacks.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_coin_entries_sim_idx').on(t.simId, t.id),
    check('coupon_coin_entries_reason_check', sql`${t.reason} in ('opening', 'exchange')`),
    check('coupon_coin_entries_after_check', sql`${t.balanceAfter} >= 0`),
  ],
);
