import type { Translations } from '../../lib/translations';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, type PerkTexts } from './columns';

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
