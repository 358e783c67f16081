import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Requests counted against the general rate budgets, per key (an address, a card) and fixed
 * window, summed over every server process on this database (modules/rateLimits).
 */
export const rateCounts = pgTable(
  'rate_counts',
  {
    key: text().notNull(),
    /** The window's start, in milliseconds since the epoch. */
    windowStart: bigint({ mode: 'number' }).notNull(),
    windowMs: integer().notNull(),
    hits: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
