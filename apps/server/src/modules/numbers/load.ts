import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { CopyRows, copyRows, isOnlyConnection } from '../../db/copy';
import { intArray, queryRows } from '../../db/rows';
import type { NewNumber } from '../../db/schema/numbers';

/** Told how many input rows have been dealt with so far (written, or left out as known or repeated). */
export type LoadProgress = (done: number) => void;

// Rows per insert statement: each column travels as one array parameter.
const INSERT_CHUNK = 10_000;

/** A PostgreSQL array literal; the values are validated digits, words and id lists, never quotes. */
const arrayLiteral = (values: readonly (string | number)[]): string => `{${values.map((value) => `"${value}"`).join(',')}}`;

const column = <K extends keyof NewNumber>(rows: readonly NewNumber[], key: K, show: (value: NewNumber[K]) => string | number) =>
  arrayLiteral(rows.map((row) => show(row[key])));

const same = <T extends string | number>(value: T): T => value;

/** One chunk of numbers with their tags, skipping numbers already present (by number). */
const insertChunk = (chunk: readonly NewNumber[]): SQL => sql`
  with added as (
    insert into numbers (number, reversed, operator, province_code, city_code, price_fen, plan_fen, promoter_id, status, shuffle_key, pattern_ids, featured)
    select number, reversed, operator, province_code, city_code, price_fen, plan_fen, promoter_id, status, shuffle_key, pattern_ids::smallint[], featured
    from unnest(
      ${column(chunk, 'number', same)}::text[], ${column(chunk, 'reversed', same)}::text[],
      ${column(chunk, 'operator', same)}::smallint[], ${column(chunk, 'provinceCode', same)}::integer[],
      ${column(chunk, 'cityCode', same)}::integer[], ${column(chunk, 'priceFen', same)}::integer[],
      ${column(chunk, 'planFen', same)}::integer[], ${column(chunk, 'promoterId', same)}::integer[],
      ${column(chunk, 'status', (status) => status ?? 'available')}::text[], ${column(chunk, 'shuffleKey', same)}::integer[],
      ${column(chunk, 'patternIds', (ids) => intArray(ids ?? []))}::text[], ${column(chunk, 'featured', (featured) => (featured ? 't' : 'f'))}::boolean[]
    ) as t(number, reversed, operator, province_code, city_code, price_fen, plan_fen, promoter_id, status, shuffle_key, pattern_ids, featured)
    on conflict (number) do nothing
    returning id, pattern_ids, shuffle_key, price_fen
  ),
  tags as (
    insert into number_patterns (number_id, pattern_id, shuffle_key, price_fen)
    select id, unnest(pattern_ids), shuffle_key, price_fen from added
  )
  select count(*)::integer as inserted from added`;

/**
 * Inserts numbers not already present (by number) with their pattern rows, in one statement
 * per chunk (so a row is never half in), inside the caller's transaction. Returns how many were new.
 */
const insertNumbers = async (tx: Database, rows: readonly NewNumber[], progress?: LoadProgress): Promise<number> => {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const chunk = rows.slice(start, start + INSERT_CHUNK);
    const [result] = await queryRows<{ inserted: number }>(tx, insertChunk(chunk));
    inserted += Number(result?.inserted ?? 0);
    progress?.(start + chunk.length);
  }
  return inserted;
};

/** Below this many rows, updating the indexes row by row beats rebuilding them. */
const REBUILD_FROM_ROWS = 10_000;
// Rows per COPY: the progress moves, and the rows as bytes stay a few megabytes.
const COPY_CHUNK = 100_000;

const NUMBER_COLUMNS = ['id', 'number', 'reversed', 'operator', 'province_code', 'city_code', 'price_fen', 'plan_fen', 'promoter_id', 'status', 'shuffle_key', 'pattern_ids', 'featured'];
const TAG_COLUMNS = ['number_id', 'pattern_id', 'shuffle_key', 'price_fen'];

/** A load's outcome; after a rebuild the caller vacuums (see `vacuumNumbers`). */
export interface Loaded {
  inserted: number;
  rebuilt: boolean;
}

const countOnFile = async (tx: Database): Promise<number> =>
  Number((await queryRows<{ count: number }>(tx, sql`select count(*)::integer as count from numbers`))[0]?.count);

/** `entries` stably sorted by `keyOf`, an integer in [0, buckets): one counting pass. */
const countingSort = (entries: Uint32Array, keyOf: (entry: number) => number, buckets: number): Uint32Array => {
  const starts = new Uint32Array(buckets + 1);
  for (const entry of entries) {
    const next = keyOf(entry) + 1;
    starts[next] = (starts[next] ?? 0) + 1;
  }
  for (let key = 1; key <= buckets; key++) starts[key] = (starts[key] ?? 0) + (starts[key - 1] ?? 0);
  const sorted = new Uint32Array(entries.length);
  for (const entry of entries) {
    const key = keyOf(entry);
    const at = starts[key] ?? 0;
    sorted[at] = entry;
    starts[key] = at + 1;
  }
  return sorted;
};

/** The rows whose number is neither on file nor earlier in `rows`, in number order. */
const newRowsOf = async (tx: Database, rows: readonly NewNumber[]): Promise<NewNumber[]> => {
  const onFile = new Set((await queryRows<{ number: string }>(tx, sql`select number from numbers`)).map((row) => row.number));
  // Eleven digits starting with 1: below 2^34 once the leading 1 is taken off, so three stable
  // counting passes (16, 16 and 2 bits) order them, repeats in the order they came.
  const keys = Float64Array.from(rows, (row) => Number(row.number) - 1e10);
  let order: Uint32Array = Uint32Array.from(rows.keys());
  order = countingSort(order, (index) => (keys[index] ?? 0) % 0x10000, 0x10000);
  order = countingSort(order, (index) => Math.floor((keys[index] ?? 0) / 0x10000) % 0x10000, 0x10000);
  order = countingSort(order, (index) => Math.floor((keys[index] ?? 0) / 0x100000000), 4);
  const fresh: NewNumber[] = [];
  let previous: number | undefined;
  for (const index of order) {
    const row = rows[index];
    if (row === undefined || keys[index] === previous) continue;
    previous = keys[index];
    if (!onFile.has(row.number)) fresh.push(row);
  }
  return fresh;
};

/**
 * Drops the secondary indexes of both tables, the key between them and the tags' primary key
 * (numbers' stays: orders point at it). The key from numbers to promoters goes too where the
 * load holds the only connection: dropping it locks promoters against reads, which on a
 * shared PostgreSQL would stall the whole shop, and there the row-by-row check costs little.
 * The step returned makes them again from their definitions as the catalogue held them, so
 * they stay exactly what the migrations made.
 */
const setIndexesAside = async (tx: Database): Promise<() => Promise<void>> => {
  const everyForeignKey = isOnlyConnection(tx);
  const indexes = await queryRows<{ name: string; definition: string }>(tx, sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
    where i.schemaname = current_schema() and i.tablename in ('numbers', 'number_patterns') and not x.indisprimary`);
  // Primary keys ('p') sort after foreign keys ('f'): dropped last, made again first.
  const keys = await queryRows<{ tableName: string; name: string; definition: string }>(tx, sql`
    select conrelid::regclass::text as "tableName", conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where (contype = 'f' and conrelid in ('numbers'::regclass, 'number_patterns'::regclass)
        and (${everyForeignKey} or confrelid in ('numbers'::regclass, 'number_patterns'::regclass)))
      or (contype = 'p' and conrelid = 'number_patterns'::regclass)
    order by contype, conname`);
  for (const { tableName, name } of keys) await tx.execute(sql`alter table ${sql.identifier(tableName)} drop constraint ${sql.identifier(name)}`);
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  return async () => {
    // Sorting a million keys in memory beats spilling them to disk in runs.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
    for (const { tableName, name, definition } of keys.toReversed()) {
      await tx.execute(sql`alter table ${sql.identifier(tableName)} add constraint ${sql.identifier(name)} ${sql.raw(definition)}`);
    }
  };
};

/** Takes `count` consecutive ids from the numbers' sequence; returns the first. */
const reserveIds = async (tx: Database, count: number): Promise<number> => {
  const [row] = await queryRows<{ first: number }>(tx, sql`select nextval(pg_get_serial_sequence('numbers', 'id'))::integer as first`);
  const first = Number(row?.first);
  await tx.execute(sql`select setval(pg_get_serial_sequence('numbers', 'id'), ${first + count - 1})`);
  return first;
};

/** Writes `rows` with COPY, their ids from `firstId` on. */
const copyNumbers = async (tx: Database, rows: readonly NewNumber[], firstId: number): Promise<void> => {
  const numbers = new CopyRows();
  rows.forEach((row, index) => {
    numbers
      .int(firstId + index).text(row.number).text(row.reversed).int(row.operator).int(row.provinceCode).int(row.cityCode)
      .int(row.priceFen).int(row.planFen).int(row.promoterId).text(row.status ?? 'available').int(row.shuffleKey)
      .ints(row.patternIds ?? []).bool(row.featured ?? false).end();
  });
  await copyRows(tx, 'numbers', NUMBER_COLUMNS, numbers);
};

/**
 * Writes the tag rows of `rows` (ids from `firstId` on) with COPY in (pattern, shuffle key, id)
 * order, so the index of that order is built from sorted rows, in a fraction of the time. Three
 * stable counting passes (shuffle key's low and high halves, then pattern) make that order.
 */
const copyTags = async (tx: Database, rows: readonly NewNumber[], firstId: number): Promise<void> => {
  const count = rows.reduce((sum, row) => sum + (row.patternIds?.length ?? 0), 0);
  const rowOf = new Uint32Array(count);
  const patternOf = new Uint32Array(count);
  // For ordering only: keys are 0 to 2^31 - 2 (randomShuffleKey); the rows keep the values written.
  const shuffleOf = new Uint32Array(count);
  let tag = 0;
  rows.forEach((row, index) => {
    for (const patternId of row.patternIds ?? []) {
      rowOf[tag] = index;
      patternOf[tag] = patternId;
      shuffleOf[tag++] = row.shuffleKey;
    }
  });
  let order: Uint32Array = Uint32Array.from(rowOf.keys());
  order = countingSort(order, (at) => (shuffleOf[at] ?? 0) & 0xffff, 0x10000);
  order = countingSort(order, (at) => (shuffleOf[at] ?? 0) >>> 16, 0x10000);
  order = countingSort(order, (at) => patternOf[at] ?? 0, patternOf.reduce((most, id) => Math.max(most, id), 0) + 1);
  let tags = new CopyRows();
  for (const at of order) {
    const index = rowOf[at] ?? 0;
    const row = rows[index];
    if (row) tags.int(firstId + index).int(patternOf[at] ?? 0).int(row.shuffleKey).int(row.priceFen).end();
    if (tags.count === COPY_CHUNK) {
      await copyRows(tx, 'number_patterns', TAG_COLUMNS, tags);
      tags = new CopyRows();
    }
  }
  if (tags.count > 0) await copyRows(tx, 'number_patterns', TAG_COLUMNS, tags);
};

/**
 * A bulk load (at least as many rows as are on file): rows go in with COPY and the secondary
 * indexes and foreign keys are made again afterwards, several times faster than keeping
 * them up row by row (a foreign key checks each row with a query of its own). Both tables
 * are locked (by the caller) until commit, so the numbers read as known stay known and the
 * reserved ids stay free. Rows go in by number, so the number index is built from sorted
 * rows and a prefix's numbers share table pages.
 */
const bulkLoad = async (tx: Database, rows: readonly NewNumber[], progress?: LoadProgress): Promise<Loaded> => {
  const fresh = await newRowsOf(tx, rows);
  const known = rows.length - fresh.length;
  progress?.(known);
  if (fresh.length === 0) return { inserted: 0, rebuilt: false };
  const restoreIndexes = await setIndexesAside(tx);
  const firstId = await reserveIds(tx, fresh.length);
  for (let start = 0; start < fresh.length; start += COPY_CHUNK) {
    const chunk = fresh.slice(start, start + COPY_CHUNK);
    await copyNumbers(tx, chunk, firstId + start);
    progress?.(known + start + chunk.length);
  }
  await copyTags(tx, fresh, firstId);
  await restoreIndexes();
  return { inserted: fresh.length, rebuilt: true };
};

/** Adds the numbers not yet on file, with their tags, inside the caller's transaction. */
export const loadNumbers = async (tx: Database, rows: readonly NewNumber[], progress?: LoadProgress): Promise<Loaded> => {
  if (rows.length < REBUILD_FROM_ROWS) return { inserted: await insertNumbers(tx, rows, progress), rebuilt: false };
  // Writers locked out before counting (readers go on): two large loads at once queue here
  // instead of deadlocking when one of them takes the tables for itself.
  await tx.execute(sql`lock table numbers, number_patterns in share row exclusive mode`);
  if (rows.length < (await countOnFile(tx))) return { inserted: await insertNumbers(tx, rows, progress), rebuilt: false };
  await tx.execute(sql`lock table numbers, number_patterns in access exclusive mode`);
  return bulkLoad(tx, rows, progress);
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
