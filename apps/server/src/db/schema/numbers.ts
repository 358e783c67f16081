import { type SQL, sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { promoters } from './promoter';

export const NUMBER_STATUSES = ['available', 'held', 'sold'] as const;
export type NumberStatus = (typeof NUMBER_STATUSES)[number];

const available = sql`status = 'available'`;

/** Places where a run of three digits can start in an 11-digit number. */
export const POSITION_KEY_PLACES = 9;

/**
 * Every run of three digits with its place, as place × 1000 + digits: `___1234____` must
 * hold both 3123 and 4234, and "contains 1234" one such pair at some place, which a GIN
 * index answers without reading other numbers (a trigram index also matches 1234 read
 * anywhere, then rechecks every row it names). The search writes the same expression
 * (on its alias) so the planner matches the index.
 */
export const positionKeysOf = (column: string): SQL =>
  sql.raw(`(array[${Array.from({ length: POSITION_KEY_PLACES }, (_, place) => `${place * 1000} + substr(${column}, ${place + 1}, 3)::integer`).join(', ')}])`);

/**
 * Phone numbers on sale. Every search index is partial on `available`, so held and sold
 * numbers cost nothing at query time; `shuffle_key` is a random order fixed at import.
 * The btree indexes end with the sort keys, id and promoter (and the default order's with
 * the price, the operator's with the province: filters often combined with them), so a
 * search finds its page in the index alone (an index-only scan) and reads only its rows. A bulk load
 * writes rows in number order, so the numbers sharing a prefix share a few table pages.
 */
export const numbers = pgTable(
  'numbers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: text().notNull(),
    /** The number read backwards: an "ends with" search becomes an indexed prefix search. */
    reversed: text().notNull(),
    operator: smallint().notNull(),
    /** GB/T 2260 codes (six digits, never a leading zero) as integers: they index and compare faster than text. */
    provinceCode: integer().notNull(),
    cityCode: integer().notNull(),
    priceFen: integer().notNull(),
    planFen: integer().notNull(),
    promoterId: integer()
      .notNull()
      .references(() => promoters.id),
    status: text().$type<NumberStatus>().notNull().default('available'),
    shuffleKey: integer().notNull(),
    /** Pattern ids from `patternIdsOf`, computed once at import. */
    patternIds: smallint().array().notNull().default([]),
    /** Carries a sought-after pattern (repeats, pairs, runs, lucky endings): the operator filter's Featured entry. */
    featured: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('numbers_number_key').using('btree', t.number.op('text_pattern_ops')),
    index('numbers_available_shuffle_idx').on(t.shuffleKey, t.id, t.promoterId, t.priceFen).where(available),
    index('numbers_available_price_idx').on(t.priceFen, t.id, t.promoterId).where(available),
    index('numbers_available_operator_idx').on(t.operator, t.shuffleKey, t.id, t.promoterId, t.provinceCode).where(available),
    index('numbers_available_region_idx').on(t.provinceCode, t.cityCode, t.shuffleKey, t.id, t.promoterId).where(available),
    index('numbers_available_featured_idx').on(t.shuffleKey, t.id, t.promoterId).where(sql`status = 'available' and featured`),
    index('numbers_available_reversed_idx')
      .using('btree', t.reversed.op('text_pattern_ops'), t.shuffleKey, t.priceFen, t.id, t.promoterId)
      .where(available),
    index('numbers_available_positions_idx').using('gin', positionKeysOf('number')).where(available),
    check('numbers_status_check', sql`${t.status} in ('available', 'held', 'sold')`),
    check('numbers_number_check', sql`${t.number} ~ '^1[0-9]{10}$'`),
  ],
);

/** One row per (number, pattern): a pattern search walks its own short index in the wanted order. */
export const numberPatterns = pgTable(
  'number_patterns',
  {
    numberId: integer()
      .notNull()
      .references(() => numbers.id, { onDelete: 'cascade' }),
    patternId: smallint().notNull(),
    // Copies of the number's sort keys, so the index gives the order without visiting numbers.
    shuffleKey: integer().notNull(),
    priceFen: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.numberId, t.patternId] }),
    index('number_patterns_shuffle_idx').on(t.patternId, t.shuffleKey, t.numberId),
    index('number_patterns_price_idx').on(t.patternId, t.priceFen, t.numberId),
  ],
);

/**
 * What changed in numbers, in order, written by triggers (migration 0011): a number whose
 * status changed, or no number when rows were added or removed. Every server process reads
 * it to keep its in-memory search index current (see modules/numbers/index-store.ts).
 */
export const numberChanges = pgTable('number_changes', {
  seq: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  numberId: integer(),
});

export type NumberRow = typeof numbers.$inferSelect;
export type NewNumber = typeof numbers.$inferInsert;
