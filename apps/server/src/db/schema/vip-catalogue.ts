import type { Translations } from '../../lib/translations';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, type PerkTexts } from './columns';

/** A VIP plan's privileges as spec 3 shows them: a badge image and the listed items. */
export interface VipPrivileges {
  gi: string;
  items: { title: string; icon: string }[];
}

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
