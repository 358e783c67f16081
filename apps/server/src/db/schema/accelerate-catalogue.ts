import type { Translations } from '../../lib/translations';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, type PerkTexts } from './columns';

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
