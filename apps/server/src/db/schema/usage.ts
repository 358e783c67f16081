import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { sims } from './iot';

// What a holder chose to be told about the card's use, and the cap on its add-on spending.

/** A card's usage alert levels (percent of the plan) and monthly add-on cap in fen (null: none). No row: nothing chosen. */
export const simUsageSettings = pgTable(
  'sim_usage_settings',
  {
    simId: integer()
      .primaryKey()
      .references(() => sims.id),
    levels: smallint().array().notNull(),
    addonCapFen: integer(),
    ...timestamps(),
  },
  (t) => [check('sim_usage_settings_cap_check', sql`${t.addonCapFen} is null or ${t.addonCapFen} >= 0`)],
);

/**
 * A level the card's use reached in one cycle. Unique per card, cycle and level: the reading
 * that inserts it sends the SMS, so concurrent reads (in any process) text once.
 * `cycle` is the cycle end (ISO), or the China month for a card without one.
 */
export const simUsageAlerts = pgTable(
  'sim_usage_alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    cycle: text().notNull(),
    level: smallint().notNull(),
    useFlow: integer().notNull(),
    totalFlow: integer().notNull(),
    /** The bound mobile it was texted to; null: none bound, notice only. */
    textedTo: text(),
    dismissedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sim_usage_alerts_key').on(t.simId, t.cycle, t.level)],
);
