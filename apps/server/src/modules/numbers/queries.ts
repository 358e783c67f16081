import { FEATURED_OPERATOR_VALUE, type numberSearchQuery } from '@shop/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { genericSettings, type NewNumber, numbers, POSITION_KEY_PLACES, positionKeysOf, promoters } from '../../db/schema';

// Rows per insert statement: each column travels as one array parameter.
const INSERT_CHUNK = 10_000;

/** A PostgreSQL array literal; the values are validated digits, words and id lists, never quotes. */
const arrayLiteral = (values: readonly (string | number)[]): string => `{${values.map((value) => `"${value}"`).join(',')}}`;

const column = <K extends keyof NewNumber>(rows: readonly NewNumber[], key: K, show: (value: NewNumber[K]) => string | number) =>
  arrayLiteral(rows.map((row) => show(row[key])));

const same = <T extends string | number>(value: T): T => value;
const idList = (ids: readonly number[] | undefined): string => `{${(ids ?? []).join(',')}}`;

/** Told how many rows have gone in so far. */
export type LoadProgress = (done: number) => void;

/** One chunk of numbers, skipping those already present (by number). */
const insertChunk = (chunk: readonly NewNumber[]): SQL => sql`
  insert into numbers (number, reversed, operator, province_code, city_code, price_fen, plan_fen, promoter_id, status, shuffle_key, pattern_ids, featured)
  select number, reversed, operator, province_code, city_code, price_fen, plan_fen, promoter_id, status, shuffle_key, pattern_ids::smallint[], featured
  from unnest(
    ${column(chunk, 'number', same)}::text[], ${column(chunk, 'reversed', same)}::text[],
    ${column(chunk, 'operator', same)}::smallint[], ${column(chunk, 'provinceCode', same)}::text[],
    ${column(chunk, 'cityCode', same)}::text[], ${column(chunk, 'priceFen', same)}::integer[],
    ${column(chunk, 'planFen', same)}::integer[], ${column(chunk, 'promoterId', same)}::integer[],
    ${column(chunk, 'status', (status) => status ?? 'available')}::text[], ${column(chunk, 'shuffleKey', same)}::integer[],
    ${column(chunk, 'patternIds', idList)}::text[], ${column(chunk, 'featured', (featured) => (featured ? 't' : 'f'))}::boolean[]
  ) as t(number, reversed, operator, province_code, city_code, price_fen, plan_fen, promoter_id, status, shuffle_key, pattern_ids, featured)
  on conflict (number) do nothing`;

const chunksOf = (rows: readonly NewNumber[]): NewNumber[][] =>
  Array.from({ length: Math.ceil(rows.length / INSERT_CHUNK) }, (_, i) => rows.slice(i * INSERT_CHUNK, (i + 1) * INSERT_CHUNK));

/**
 * Inserts numbers not already present (by number) with their pattern rows, in one statement
 * per chunk (so a row is never half in), inside the caller's transaction. Returns how many were new.
 */
export const insertNumbers = async (tx: Database, rows: readonly NewNumber[], progress?: LoadProgress): Promise<number> => {
  let inserted = 0;
  let done = 0;
  for (const chunk of chunksOf(rows)) {
    const [result] = await queryRows<{ inserted: number }>(tx, sql`
      with added as (${insertChunk(chunk)} returning id, pattern_ids, shuffle_key, price_fen),
      tags as (
        insert into number_patterns (number_id, pattern_id, shuffle_key, price_fen)
        select id, unnest(pattern_ids), shuffle_key, price_fen from added
      )
      select count(*)::integer as inserted from added`);
    inserted += Number(result?.inserted ?? 0);
    progress?.((done += chunk.length));
  }
  return inserted;
};

/** Below this many rows, updating the indexes row by row beats rebuilding them. */
const REBUILD_FROM_ROWS = 10_000;

/** A load's outcome; after a rebuild the caller vacuums (see `vacuumNumbers`). */
export interface Loaded {
  inserted: number;
  rebuilt: boolean;
}

const byNumber = (a: NewNumber, b: NewNumber): number => (a.number < b.number ? -1 : a.number > b.number ? 1 : 0);

/**
 * A bulk load (at least as many rows as are on file): the secondary indexes, and the foreign
 * key between the two tables, are dropped and made again after the rows are in, which is
 * several times faster than maintaining them row by row. Their definitions are read back from
 * the catalogue, so they stay exactly what the migrations made. Both tables stay locked until
 * commit; the promoters table is not (its key is checked row by row). Rows go in by number, so
 * the unique index only grows at its right edge and a prefix's numbers share table pages.
 */
export const loadNumbers = async (tx: Database, rows: readonly NewNumber[], progress?: LoadProgress): Promise<Loaded> => {
  const onFile = async () => Number((await queryRows<{ count: number }>(tx, sql`select count(*)::integer as count from numbers`))[0]?.count);
  if (rows.length < REBUILD_FROM_ROWS || rows.length < (await onFile())) return { inserted: await insertNumbers(tx, rows, progress), rebuilt: false };
  const indexes = await queryRows<{ name: string; definition: string }>(tx, sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
    where i.schemaname = current_schema() and i.tablename in ('numbers', 'number_patterns') and not x.indisunique`);
  const foreignKeys = await queryRows<{ tableName: string; name: string; definition: string }>(tx, sql`
    select conrelid::regclass::text as "tableName", conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'f' and conrelid in ('numbers'::regclass, 'number_patterns'::regclass) and confrelid in ('numbers'::regclass, 'number_patterns'::regclass)`);
  for (const { tableName, name } of foreignKeys) await tx.execute(sql`alter table ${sql.identifier(tableName)} drop constraint ${sql.identifier(name)}`);
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  // Ids only grow, and the dropped indexes keep other writers out until commit: the new
  // numbers are exactly those above the highest id now.
  const [last] = await queryRows<{ id: number }>(tx, sql`select coalesce(max(id), 0)::integer as id from numbers`);
  // The next chunk's statement is built while the database writes the previous one.
  let done = 0;
  let writing: Promise<unknown> = Promise.resolve();
  for (const chunk of chunksOf([...rows].sort(byNumber))) {
    const statement = insertChunk(chunk);
    await writing;
    writing = tx.execute(statement).then(() => progress?.((done += chunk.length)));
  }
  await writing;
  const [added] = await queryRows<{ count: number }>(tx, sql`
    with tags as (
      insert into number_patterns (number_id, pattern_id, shuffle_key, price_fen)
      select id, unnest(pattern_ids), shuffle_key, price_fen from numbers where id > ${last?.id ?? 0}
    )
    select count(*)::integer as count from numbers where id > ${last?.id ?? 0}`);
  // Sorting a million keys in memory beats spilling them to disk in runs.
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  for (const { tableName, name, definition } of foreignKeys) {
    await tx.execute(sql`alter table ${sql.identifier(tableName)} add constraint ${sql.identifier(name)} ${sql.raw(definition)}`);
  }
  return { inserted: Number(added?.count ?? 0), rebuilt: true };
};

/**
 * Marks the loaded pages all-visible (index-only scans need it) and refreshes the statistics.
 * VACUUM cannot run inside a transaction: a load made within one (the demo seed) leaves it
 * to autovacuum.
 */
export const vacuumNumbers = async (db: Database): Promise<void> => {
  if (db instanceof PgTransaction) return;
  await db.execute(sql`vacuum (analyze) numbers, number_patterns`);
};

export const promoterIds = async (db: Database, promoCodes: readonly string[]): Promise<Map<string, number>> => {
  if (promoCodes.length === 0) return new Map();
  const rows = await db.select({ id: promoters.id, promoCode: promoters.promoCode }).from(promoters).where(inArray(promoters.promoCode, [...promoCodes]));
  return new Map(rows.map((row) => [row.promoCode, row.id]));
};

export const allPromoCodes = async (db: Database): Promise<string[]> =>
  (await db.select({ promoCode: promoters.promoCode }).from(promoters)).map((row) => row.promoCode);

export const defaultPromoCode = async (db: Database): Promise<string> => {
  const [row] = await db.select({ code: genericSettings.defaultPromoCode }).from(genericSettings).limit(1);
  return row?.code ?? '';
};

/** Upstream chains are short; the bound also stops a cycle written by hand in the database. */
const MAX_CHAIN = 16;

/** The promoter and its upstream chain, nearest first; empty when the code is unknown. */
export const scopeOf = async (db: Database, promoCode: string): Promise<number[]> => {
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive chain(id, upstream_id, depth) as (
      select id, upstream_id, 0 from promoters where promo_code = ${promoCode}
      union all
      select p.id, p.upstream_id, c.depth + 1 from promoters p join chain c on p.id = c.upstream_id where c.depth < ${MAX_CHAIN}
    )
    select id from chain order by depth`);
  return rows.map((row) => Number(row.id));
};

export const setUpstreamId = async (db: Database, promoterId: number, upstreamId: number | null): Promise<void> => {
  await db.update(promoters).set({ upstreamId, updatedAt: sql`now()` }).where(eq(promoters.id, promoterId));
};

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
  province_code: string;
  city_code: string;
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
  if (query.province) where.push(sql`n.province_code = ${query.province}`);
  if (query.city) where.push(sql`n.city_code = ${query.city}`);
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

const hasKeys = (keys: readonly number[]): SQL => sql`${positionKeysOf('n.number')} @> ${idList(keys)}::integer[]`;

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
