import { FEATURED_OPERATOR_VALUE, type numberSearchQuery } from '@shop/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { intArray, queryRows } from '../../db/rows';
import { type NewNumber, numbers, POSITION_KEY_PLACES, positionKeysOf } from '../../db/schema';

export const setNumberStatus = async (db: Database, number: string, status: NewNumber['status']): Promise<void> => {
  await db.update(numbers).set({ status, updatedAt: sql`now()` }).where(eq(numbers.number, number));
};

/** The search filters that become SQL conditions on `n` (the numbers row). */
export type NumberFilters = Pick<
  z.output<typeof numberSearchQuery>,
  'operator' | 'province' | 'city' | 'priceMin' | 'priceMax' | 'positions' | 'contains' | 'startsWith' | 'endsWith' | 'exclude'
>;

export interface SearchPlan {
  scope: readonly number[];
  filters: NumberFilters;
  patternId: number | undefined;
  sort: 'default' | 'priceAsc' | 'priceDesc';
  /** Rows after this (sort value, id) in the sort order. */
  after: { key: number; id: number } | undefined;
  offset: number;
  limit: number;
  timeoutMs: number;
}

export type FoundNumber = {
  id: number;
  number: string;
  operator: number;
  province_code: number;
  city_code: number;
  price_fen: number;
  plan_fen: number;
  pattern_ids: number[];
  sort_key: number;
};

/** With `usePositionIndex` off, "contains" is a LIKE alone and the position index cannot start the search. */
const conditionsOf = (query: NumberFilters, usePositionIndex: boolean): SQL[] => {
  const where: SQL[] = [];
  if (query.operator === FEATURED_OPERATOR_VALUE) where.push(sql`n.featured`);
  else if (query.operator !== undefined) where.push(sql`n.operator = ${query.operator}`);
  if (query.province) where.push(sql`n.province_code = ${Number(query.province)}`);
  if (query.city) where.push(sql`n.city_code = ${Number(query.city)}`);
  if (query.priceMin !== undefined) where.push(sql`n.price_fen >= ${query.priceMin}`);
  if (query.priceMax !== undefined) where.push(sql`n.price_fen <= ${query.priceMax}`);
  // The contract allows digits and `_` only, so these patterns hold no other LIKE syntax.
  if (query.positions) {
    const keys = positionKeys(query.positions);
    if (keys.length > 0) where.push(hasKeys(keys));
    where.push(sql`n.number like ${query.positions}`);
  }
  if (query.contains) {
    const places = usePositionIndex ? containsKeys(query.contains) : [];
    if (places.length > 0) where.push(sql`(${sql.join(places.map(hasKeys), sql` or `)})`);
    where.push(sql`n.number like ${`%${query.contains}%`}`);
  }
  if (query.startsWith) where.push(sql`n.number like ${`${query.startsWith}%`}`);
  if (query.endsWith) where.push(sql`n.reversed like ${`${[...query.endsWith].reverse().join('')}%`}`);
  if (query.exclude) where.push(sql`translate(n.number, ${query.exclude}, '') = n.number`);
  return where;
};

const hasKeys = (keys: readonly number[]): SQL => sql`${positionKeysOf('n.number')} @> ${intArray(keys)}::integer[]`;

/** The place × 1000 + digits of every run of three known digits (see positionKeysOf). */
export const positionKeys = (positions: string): number[] =>
  Array.from({ length: POSITION_KEY_PLACES }, (_, place) => positions.slice(place, place + 3))
    .flatMap((run, place) => (/^\d{3}$/.test(run) ? [place * 1000 + Number(run)] : []));

/** For each place the digits could start at, the keys a number containing them there holds. */
const containsKeys = (digits: string): number[][] =>
  digits.length < 3 ? [] : Array.from({ length: 12 - digits.length }, (_, place) => positionKeys(`${'_'.repeat(place)}${digits}`));

/** The longest run of consecutive known digits in the contains and positions filters. */
export const longestDigitRun = (filters: Pick<NumberFilters, 'contains' | 'positions'>): number =>
  Math.max(filters.contains?.length ?? 0, ...(filters.positions?.split('_').map((run) => run.length) ?? [0]));

/**
 * Whether each filter besides "contains" leaves markedly fewer numbers to walk through
 * (`exclude` leaves most of them); a filter added to NumberFilters must be placed here.
 */
const NARROWS: Record<Exclude<keyof NumberFilters, 'contains'>, boolean> = {
  operator: true,
  province: true,
  city: true,
  priceMin: true,
  priceMax: true,
  positions: true,
  startsWith: true,
  endsWith: true,
  exclude: false,
};
const NARROWING = Object.entries(NARROWS).flatMap(([name, narrows]) => (narrows ? [name as keyof typeof NARROWS] : []));

/**
 * Three digits anywhere match about one number in a hundred: with nothing else narrowing the
 * search, walking the sort's own index fills a page after a few thousand entries, where the
 * position index would gather and sort every match first (PostgreSQL picks that plan as soon
 * as its estimate drifts). So then the position keys are left out and only the walk remains.
 */
const walksSortIndex = (filters: NumberFilters): boolean =>
  filters.contains?.length === 3 && NARROWING.every((name) => filters[name] === undefined);

const searchSql = (plan: SearchPlan): SQL => {
  const source = plan.patternId === undefined ? 'n' : 'p';
  const keyColumn = sql.raw(`${source}.${plan.sort === 'default' ? 'shuffle_key' : 'price_fen'}`);
  const idColumn = sql.raw(source === 'n' ? 'n.id' : 'p.number_id');
  const descending = plan.sort === 'priceDesc';
  const conditions: SQL[] = [
    sql`n.status = 'available'`,
    sql`n.promoter_id in (${sql.join(plan.scope.map((id) => sql`${id}`), sql`, `)})`,
    ...conditionsOf(plan.filters, !walksSortIndex(plan.filters)),
  ];
  if (plan.patternId !== undefined) conditions.push(sql`p.pattern_id = ${plan.patternId}`);
  if (plan.after) {
    conditions.push(descending ? sql`(${keyColumn}, ${idColumn}) < (${plan.after.key}, ${plan.after.id})` : sql`(${keyColumn}, ${idColumn}) > (${plan.after.key}, ${plan.after.id})`);
  }
  const from = plan.patternId === undefined ? sql`numbers n` : sql`number_patterns p join numbers n on n.id = p.number_id`;
  const direction = sql.raw(descending ? 'desc' : 'asc');
  // Four or more known digits (a run, a start or an end) match under 1% of numbers: the
  // position, number or reversed index finds them first, where walking the order's index
  // would read rows until enough matched (the planner misjudges LIKE patterns, and on
  // PGlite's small buffer pool each of those rows is a read). `+ 0` hides the order's index.
  const { startsWith, endsWith } = plan.filters;
  const selective = Math.max(longestDigitRun(plan.filters), startsWith?.length ?? 0, endsWith?.length ?? 0) >= 4;
  const orderKey = source === 'n' && selective ? sql`${keyColumn} + 0` : keyColumn;
  // The page is found first from the indexes alone (they hold sort keys, id and promoter);
  // only its rows are then read, so a deep offset skips index entries, not table rows.
  return sql`
    with page as materialized (
      select ${idColumn} as id, ${keyColumn} as sort_key
      from ${from}
      where ${sql.join(conditions, sql` and `)}
      order by ${orderKey} ${direction}, ${idColumn} ${direction}
      limit ${plan.limit} offset ${plan.offset}
    )
    select n.id, n.number, n.operator, n.province_code, n.city_code, n.price_fen, n.plan_fen, n.pattern_ids, page.sort_key
    from page join numbers n on n.id = page.id
    order by page.sort_key ${direction}, page.id ${direction}`;
};

/**
 * Runs `task` in a transaction set for one search: a search that cannot finish quickly is
 * stopped, not left to hold a connection; and no parallel workers, whose start-up costs
 * more than a page of 20 rows (the planner reaches for them when it misjudges a LIKE).
 */
const asSearch = <T>(db: Database, timeoutMs: number, task: (tx: Database) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', ${String(Math.trunc(timeoutMs))}, true), set_config('max_parallel_workers_per_gather', '0', true)`);
    return task(tx);
  });

/**
 * One page of available numbers. With a pattern, the walk starts in that pattern's own
 * index (already in the wanted order); otherwise in the partial index of the sort.
 */
export const searchNumbers = (db: Database, plan: SearchPlan): Promise<FoundNumber[]> =>
  asSearch(db, plan.timeoutMs, (tx) => queryRows<FoundNumber>(tx, searchSql(plan)));

export const explainSearch = (db: Database, plan: SearchPlan): Promise<string[]> =>
  asSearch(db, plan.timeoutMs, async (tx) => (await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${searchSql(plan)}`)).map((row) => row['QUERY PLAN']));
