import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { sims } from './iot';

/** Where a shipped order goes, copied when ordered so later edits of the address do not move it. */
export interface ShippingAddress {
  name: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  detail: string;
}

/** A delivery address a card keeps; at most one per card is its default. */
export const simAddresses = pgTable(
  'sim_addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    name: text().notNull(),
    mobile: text().notNull(),
    provinceCode: text().notNull(),
    cityCode: text().notNull(),
    countyCode: text().notNull(),
    detail: text().notNull(),
    isDefault: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('sim_addresses_sim_idx').on(t.simId),
    uniqueIndex('sim_addresses_default_key')
      .on(t.simId)
      .where(sql`${t.isDefault}`),
  ],
);
