import type { GenericConfig } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Settings shared by every promoter: a single row, id 1. */
export const genericSettings = pgTable(
  'generic_settings',
  {
    id: smallint().primaryKey().default(1),
    orderQueryMode: text().$type<GenericConfig['orderQueryMode']>().notNull().default('sms'),
    loginAvatar: text().notNull().default(''),
    /** The promoter shown when a visitor arrives without a promo code. */
    defaultPromoCode: text().notNull().default(''),
    ...timestamps(),
  },
  (table) => [check('generic_settings_single_row', sql`${table.id} = 1`)],
);
