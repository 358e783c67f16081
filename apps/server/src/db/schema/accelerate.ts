import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accelerateOffers } from './accelerate-catalogue';
import { sims } from './iot';
import { perkTerm } from './perk-term';

/** A card's speed add-on, one per paid order; the same speed bought again starts where it ends. */
export const accelerations = pgTable(
  'accelerations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    accelerateOfferId: integer()
      .notNull()
      .references(() => accelerateOffers.id),
    speedCode: text().notNull(),
    ...perkTerm(),
  },
  (t) => [
    uniqueIndex('accelerations_order_key').on(t.iotOrderId),
    index('accelerations_sim_idx').on(t.simId, t.endAt),
    check('accelerations_term_check', sql`${t.startAt} < ${t.endAt}`),
  ],
);
