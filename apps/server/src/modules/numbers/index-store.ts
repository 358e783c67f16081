import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { listenInProcess } from '../../db/notify';
import { queryRows } from '../../db/rows';
import { type IndexColumns, NumberIndex } from './search-index';

/** Rows read per query while building: a chunk's row objects stay a few megabytes. */
const BUILD_CHUNK = 50_000;
/** Changes are read at most this often: a number on sale again shows within this time. */
const POLL_MS = 250;
/** More changes than this at once are cheaper to take in by building again. */
const MOST_CHANGES = 10_000;
/** The channel migration 0016's triggers announce a committed change on. */
const CHANGES_CHANNEL = 'number_changes';

type ChunkRow = {
  id: number;
  number: string;
  shuffle_key: number;
  price_fen: number;
  operator: number;
  featured: boolean;
  province_code: number;
  city_code: number;
  promoter_id: number;
  patterns: string;
  available: boolean;
};

const lastChange = async (db: Database): Promise<number> =>
  Number((await queryRows<{ seq: number | null }>(db, sql`select max(seq)::float8 as seq from number_changes`))[0]?.seq ?? 0);

const emptyColumns = (size: number): IndexColumns => ({
  ids: new Int32Array(size),
  digits: new Uint8Array(size * 11),
  shuffleKeys: new Int32Array(size),
  prices: new Int32Array(size),
  operators: new Int32Array(size),
  featured: new Uint8Array(size),
  provinces: new Int32Array(size),
  cities: new Int32Array(size),
  promoters: new Int32Array(size),
  patterns: new Uint32Array(size),
  available: new Uint8Array(size),
});

const putRow = (columns: IndexColumns, at: number, row: ChunkRow): void => {
  columns.ids[at] = Number(row.id);
  for (let place = 0; place < 11; place++) columns.digits[at * 11 + place] = row.number.charCodeAt(place) - 48;
  columns.shuffleKeys[at] = Number(row.shuffle_key);
  columns.prices[at] = Number(row.price_fen);
  columns.operators[at] = Number(row.operator);
  columns.featured[at] = row.featured ? 1 : 0;
  columns.provinces[at] = Number(row.province_code);
  columns.cities[at] = Number(row.city_code);
  columns.promoters[at] = Number(row.promoter_id);
  columns.patterns[at] = row.patterns.slice(1, -1).split(',').filter(Boolean).reduce((mask, id) => mask | (1 << Number(id)), 0);
  columns.available[at] = row.available ? 1 : 0;
};

/** Reads every number (any status) into columns, by id, a chunk at a time. */
const readColumns = async (db: Database): Promise<IndexColumns> => {
  const size = Number((await queryRows<{ count: number }>(db, sql`select count(*)::integer as count from numbers`))[0]?.count ?? 0);
  const columns = emptyColumns(size);
  let filled = 0;
  let lastId = 0;
  while (filled < size) {
    const rows = await queryRows<ChunkRow>(db, sql`
      select id, number, shuffle_key, price_fen, operator, featured, province_code, city_code, promoter_id,
        pattern_ids::text as patterns, status = 'available' as available
      from numbers where id > ${lastId} order by id limit ${Math.min(BUILD_CHUNK, size - filled)}`);
    if (rows.length === 0) break;
    for (const row of rows) putRow(columns, filled++, row);
    lastId = Number(rows.at(-1)?.id);
  }
  return filled === size ? columns : sliceColumns(columns, filled);
};

/** The first `size` entries (numbers removed while the columns were read). */
const sliceColumns = (columns: IndexColumns, size: number): IndexColumns => ({
  ids: columns.ids.slice(0, size),
  digits: columns.digits.slice(0, size * 11),
  shuffleKeys: columns.shuffleKeys.slice(0, size),
  prices: columns.prices.slice(0, size),
  operators: columns.operators.slice(0, size),
  featured: columns.featured.slice(0, size),
  provinces: columns.provinces.slice(0, size),
  cities: columns.cities.slice(0, size),
  promoters: columns.promoters.slice(0, size),
  patterns: columns.patterns.slice(0, size),
  available: columns.available.slice(0, size),
});

/**
 * The search index of one server process, kept current from `number_changes` (written by
 * triggers, so every process and every writer is seen): a number held, sold or on sale
 * again changes one bit; numbers added or removed build the index again in the background
 * while the old one answers. On PostgreSQL the changes are read at most every POLL_MS, and a
 * search still checks each number of its page in the database, so a number taken by another
 * process never shows. On PGlite this process makes every change and hears each as it commits
 * (`exact`): the changes are read exactly when there are some, and the index is never behind.
 */
export const createIndexStore = (db: Database) => {
  let index: NumberIndex | undefined;
  let building: Promise<NumberIndex> | undefined;
  let seen = 0;
  let polled = 0;
  /** Bumped whenever what the index answers may have changed. */
  let version = 0;
  let exact = false;
  let unread = true;
  const listening = listenInProcess(db, CHANGES_CHANNEL, () => (unread = true)).then((heard) => (exact = heard));

  const build = (): Promise<NumberIndex> => {
    building ??= (async () => {
      try {
        await listening;
        const from = await lastChange(db);
        const built = new NumberIndex(await readColumns(db));
        index = built;
        version += 1;
        // Changes since `from` are read again: a row read before its change takes it then.
        seen = from;
        polled = 0;
        unread = true;
        return built;
      } finally {
        building = undefined;
      }
    })();
    return building;
  };

  const poll = async (current: NumberIndex): Promise<void> => {
    polled = Date.now();
    unread = false;
    const changes = await queryRows<{ seq: number; number_id: number | null; status: string | null }>(db, sql`
      select c.seq::float8 as seq, c.number_id, n.status
      from number_changes c left join numbers n on n.id = c.number_id
      where c.seq > ${seen} order by c.seq limit ${MOST_CHANGES + 1}`);
    const rebuild = changes.length > MOST_CHANGES || changes.some((change) => change.number_id === null || !current.has(Number(change.number_id)));
    for (const change of changes) {
      if (change.number_id !== null) current.setAvailable(Number(change.number_id), change.status === 'available');
    }
    if (changes.length > 0) version += 1;
    // More than a read's worth is left to read next time.
    if (changes.length > MOST_CHANGES) unread = true;
    seen = Math.max(seen, Number(changes.at(-1)?.seq ?? 0));
    // The index in hand answers meanwhile; the new one replaces it once built.
    if (rebuild) void build().catch(() => undefined);
  };

  const due = (): boolean => (exact ? unread : Date.now() - polled >= POLL_MS);

  return {
    /** The index, current to within POLL_MS (on PGlite, current); built on first use. */
    current: async (): Promise<NumberIndex> => {
      const current = index ?? (await build());
      if (due()) await poll(current);
      return index ?? current;
    },
    /** Whether the index is never behind the database (PGlite), so its answers need no check there. */
    exact: (): boolean => exact,
    /** Changes whenever an answer of the index may have changed. */
    version: (): number => version,
    /** Numbers found taken when their page was read: left out from now on. */
    taken: (ids: readonly number[]): void => {
      ids.forEach((id) => index?.setAvailable(id, false));
      version += 1;
    },
    /** After numbers were added here: a built index is built again now, so the next search finds them. */
    refresh: async (): Promise<void> => {
      if (!index && !building) return;
      // A build under way may have read the numbers before these were added.
      await building?.catch(() => undefined);
      await build();
    },
    /** Builds the index now, so the first visitor's search need not wait for it. */
    prepare: async (): Promise<void> => {
      await build();
    },
  };
};

export type IndexStore = ReturnType<typeof createIndexStore>;
