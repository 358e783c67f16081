import { FEATURED_OPERATOR_VALUE, type numberSearchQuery } from '@shop/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { genericSettings, type NewNumber, numbers, promoters } from '../../db/schema';

// Rows per insert statement: each column travels as one array parameter.
const INSERT_CHUNK = 10_000;

/** A PostgreSQL array literal; the values are validated digits, words and id lists, never quotes. */
const arrayLiteral = (values: readonly (string | number)[]): string => `{${values.map((value) => `"${value}"`).join(',')}}`;

const column = <K extends keyof NewNumber>(rows: readonly NewNumber[], key: K, show: (value: NewNumber[K]) => string | number) =>
  arrayLiteral(rows.map((row) => show(row[key])));

const same = <T extends string | number>(value: T): T => value;
const idList = (ids: readonly number[] | undefined): string => `{${(ids ?? []).join(',')}}`;

/**
 * Inserts numbers not already present (by number) with their pattern rows, in one statement
 * per chunk (so a row is never half in), inside the caller's transaction. Returns how many were new.
 */
export const insertNumbers = async (tx: Database, rows: readonly NewNumber[]): Promise<number> => {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    const [result] = await queryRows<{ inserted: number }>(tx, sql`
      with added as (
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
        on conflict (number) do nothing
        returning id, pattern_ids, shuffle_key, price_fen
      ), tags as (
        insert into number_patterns (number_id, pattern_id, shuffle_key, price_fen)
        select id, unnest(pattern_ids), shuffle_key, price_fen from added
      )
      select count(*)::integer as inserted from added`);
    inserted += Number(result?.inserted ?? 0);
  }
  return inserted;
};

/** Below this many rows, updating the indexes row by row beats rebuilding them. */
const REBUILD_FROM_ROWS = 10_000;

/**
 * A first load into empty tables: the secondary indexes are dropped and built again after
 * the rows are in, which is several times faster than maintaining them row by row. The
 * definitions are read back from the catalogue, so they stay exactly what the migrations made.
 */
export const loadNumbers = async (tx: Database, rows: readonly NewNumber[]): Promise<number> => {
  const [existing] = await queryRows<{ hasNumbers: boolean }>(tx, sql`select exists (select 1 from numbers) as "hasNumbers"`);
  if (rows.length < REBUILD_FROM_ROWS || existing?.hasNumbers) return insertNumbers(tx, rows);
  const indexes = await queryRows<{ name: string; definition: string }>(tx, sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
    where i.schemaname = current_schema() and i.tablename in ('numbers', 'number_patterns') and not x.indisunique`);
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  const inserted = await insertNumbers(tx, rows);
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  return inserted;
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

const conditionsOf = (query: NumberFilters): SQL[] => {
  const where: SQL[] = [];
  if (query.operator === FEATURED_OPERATOR_VALUE) where.push(sql`n.featured`);
  else if (query.operator !== undefined) where.push(sql`n.operator = ${query.operator}`);
  if (query.province) where.push(sql`n.province_code = ${query.province}`);
  if (query.city) where.push(sql`n.city_code = ${query.city}`);
  if (query.priceMin !== undefined) where.push(sql`n.price_fen >= ${query.priceMin}`);
  if (query.priceMax !== undefined) where.push(sql`n.price_fen <= ${query.priceMax}`);
  // The contract allows digits and `_` only, so these patterns hold no other LIKE syntax.
  if (query.positions) where.push(sql`n.number like ${query.positions}`);
  if (query.contains) where.push(sql`n.number like ${`%${query.contains}%`}`);
  if (query.startsWith) where.push(sql`n.number like ${`${query.startsWith}%`}`);
  if (query.endsWith) where.push(sql`n.reversed like ${`${[...query.endsWith].reverse().join('')}%`}`);
  if (query.exclude) where.push(sql`translate(n.number, ${query.exclude}, '') = n.number`);
  return where;
};

/** The longest run of consecutive known digits in the contains and positions filters. */
export const longestDigitRun = (filters: Pick<NumberFilters, 'contains' | 'positions'>): number =>
  Math.max(filters.contains?.length ?? 0, ...(filters.positions?.split('_').map((run) => run.length) ?? [0]));

const searchSql = (plan: SearchPlan): SQL => {
  const source = plan.patternId === undefined ? 'n' : 'p';
  const keyColumn = sql.raw(`${source}.${plan.sort === 'default' ? 'shuffle_key' : 'price_fen'}`);
  const idColumn = sql.raw(source === 'n' ? 'n.id' : 'p.number_id');
  const descending = plan.sort === 'priceDesc';
  const conditions: SQL[] = [
    sql`n.status = 'available'`,
    sql`n.promoter_id in (${sql.join(plan.scope.map((id) => sql`${id}`), sql`, `)})`,
    ...conditionsOf(plan.filters),
  ];
  if (plan.patternId !== undefined) conditions.push(sql`p.pattern_id = ${plan.patternId}`);
  if (plan.after) {
    conditions.push(descending ? sql`(${keyColumn}, ${idColumn}) < (${plan.after.key}, ${plan.after.id})` : sql`(${keyColumn}, ${idColumn}) > (${plan.after.key}, ${plan.after.id})`);
  }
  const from = plan.patternId === undefined ? sql`numbers n` : sql`number_patterns p join numbers n on n.id = p.number_id`;
  const direction = sql.raw(descending ? 'desc' : 'asc');
  // A run of four or more known digits matches under 1% of numbers: the trigram index finds
  // them first, where walking the order's index would read rows until enough matched (and
  // the planner misjudges LIKE patterns). `+ 0` hides the order's index from the planner.
  const selectiveDigits = longestDigitRun(plan.filters) >= 4;
  const orderKey = source === 'n' && selectiveDigits ? sql`${keyColumn} + 0` : keyColumn;
  return sql`
    select n.id, n.number, n.operator, n.province_code, n.city_code, n.price_fen, n.plan_fen, n.pattern_ids, ${keyColumn} as sort_key
    from ${from}
    where ${sql.join(conditions, sql` and `)}
    order by ${orderKey} ${direction}, ${idColumn} ${direction}
    limit ${plan.limit} offset ${plan.offset}`;
};

/**
 * One page of available numbers. With a pattern, the walk starts in that pattern's own
 * index (already in the wanted order); otherwise in the partial index of the sort.
 */
export const searchNumbers = (db: Database, plan: SearchPlan): Promise<FoundNumber[]> =>
  db.transaction(async (tx) => {
    // A search that cannot finish quickly is stopped, not left to hold a connection.
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.trunc(plan.timeoutMs)}`));
    return queryRows<FoundNumber>(tx, searchSql(plan));
  });

export const explainSearch = async (db: Database, plan: SearchPlan): Promise<string[]> =>
  (await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${searchSql(plan)}`)).map((row) => row['QUERY PLAN']);
