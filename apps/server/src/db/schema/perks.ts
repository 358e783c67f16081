import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { Translations } from '../../lib/translations';
import { createdAt } from './columns';

// What promoters sell to cards beside data: coupon packs, VIP plans and speed add-ons. Money in
// fen; validity in the spec's age units (1 days, 2 months, 3 years).

/** The words of a catalogue item a promoter may translate. */
export type PerkTexts = { name: string; description: string };

/** A VIP plan's privileges as spec 3 shows them: a badge image and the listed items. */
export interface VipPrivileges {
  gi: string;
  items: { title: string; icon: string }[];
}

/**
 * Coupons sold together: `count` coupons worth `valueFen` off a package of at least
 * `thresholdFen`, valid `validDays` from receipt, on `packageOfferIds` (empty: any package).
 * Sold for money (`priceFen`), coupon coin (`coinCost`), or both.
 */
export const couponPacks = pgTable(
  'coupon_packs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCode: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    count: smallint().notNull(),
    valueFen: integer().notNull(),
    thresholdFen: integer().notNull().default(0),
    validDays: smallint().notNull(),
    packageOfferIds: integer().array().notNull().default(sql`'{}'::integer[]`),
    priceFen: integer(),
    originalFen: integer(),
    coinCost: integer(),
    onSale: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    translations: jsonb().$type<Translations<PerkTexts>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_packs_promoter_idx').on(t.promoCode, t.sort),
    check('coupon_packs_terms_check', sql`${t.count} > 0 and ${t.valueFen} > 0 and ${t.thresholdFen} >= 0 and ${t.validDays} > 0`),
    check('coupon_packs_price_check', sql`(${t.priceFen} is not null or ${t.coinCost} is not null) and coalesce(${t.priceFen}, 1) > 0 and coalesce(${t.coinCost}, 1) > 0`),
  ],
);

/**
 * A VIP plan: its price, validity and privileges. `packagePercent` is what a member pays of
 * a package's price (90: 10% off; null: no discount); `pointsMultiplier` multiplies points earned.
 */
export const vipPlans = pgTable(
  'vip_plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCode: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    logo: text().notNull().default(''),
    priceFen: integer().notNull(),
    originalFen: integer(),
    validityCount: smallint().notNull(),
    validityUnit: smallint().notNull(),
    privileges: jsonb().$type<VipPrivileges>().notNull(),
    packagePercent: smallint(),
    pointsMultiplier: smallint().notNull().default(1),
    onSale: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    translations: jsonb().$type<Translations<PerkTexts>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('vip_plans_promoter_idx').on(t.promoCode, t.sort),
    check('vip_plans_price_check', sql`${t.priceFen} > 0`),
    check('vip_plans_validity_check', sql`${t.validityCount} > 0 and ${t.validityUnit} in (1, 2, 3)`),
    check('vip_plans_percent_check', sql`${t.packagePercent} is null or ${t.packagePercent} between 1 and 99`),
    check('vip_plans_points_check', sql`${t.pointsMultiplier} between 1 and 10`),
  ],
);

/** A speed add-on: the carrier's speed class `speedCode` for `hours`, per promoter and operator. */
export const accelerateOffers = pgTable(
  'accelerate_offers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCode: text().notNull(),
    operatorType: smallint().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    speedCode: text().notNull(),
    hours: integer().notNull(),
    priceFen: integer().notNull(),
    originalFen: integer(),
    onSale: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    translations: jsonb().$type<Translations<PerkTexts>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('accelerate_offers_promoter_idx').on(t.promoCode, t.operatorType, t.sort),
    check('accelerate_offers_check', sql`${t.priceFen} > 0 and ${t.hours} > 0`),
  ],
);
