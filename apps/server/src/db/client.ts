import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The one database type every service uses, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

/** Where the data lives: PostgreSQL by URL, or embedded PGlite in a directory (in memory without one). */
export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir?: string; dump?: Blob };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the migrations (the committed ones unless told another folder) that have not run yet. */
  migrate(folder?: string): Promise<void>;
  /** Runs `task` while no other server process runs its own (start-up work on a shared PostgreSQL). */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Closes the connection(s); later calls wait for the first. */
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
export const CASING = 'snake_case';

/** Any fixed number; every server process on one database takes the same advisory lock. */
const STARTUP_LOCK_KEY = 7_300_125;

const once = (close: () => Promise<void>): (() => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
};

/** Extensions the migrations create; PGlite loads their code when the client starts. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's buffer pool lives in the server's own memory (128 MB by default, all touched at
 * start); a small one leaves the rest of the data to the operating system's file cache.
 * Measured with 1,000,000 numbers in bench/README.md (number search, server memory).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

const openPglite = async (target: { dir?: string; dump?: Blob }): Promise<DatabaseHandle> => {
  const client = await PGlite.create({ dataDir: target.dir, loadDataDir: target.dump, extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite({ client, casing: CASING });
  return {
    db,
    kind: 'pglite',
    migrate: (folder = MIGRATIONS_FOLDER) => migratePglite(db, { migrationsFolder: folder }),
    // One process owns the data directory (see data-dir.ts), so start-up work cannot overlap.
    exclusive: (task) => task(),
    close: once(() => client.close()),
  };
};

const openPostgres = async (url: string): Promise<DatabaseHandle> => {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ended (a restart, a dropped database) is simply discarded: the
  // pool opens a new one for the next query, and that query reports a failure that persists.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, casing: CASING });
  await db.execute(sql`select 1`).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  return {
    db,
    kind: 'postgres',
    migrate: (folder = MIGRATIONS_FOLDER) => migratePg(db, { migrationsFolder: folder }),
    exclusive: async (task) => {
      // Session-level lock: held by this one connection until unlocked or disconnected.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await task();
      } finally {
        // A connection that cannot unlock is destroyed, which ends its session and its lock.
        await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).then(
          () => connection.release(),
          (error: Error) => connection.release(error),
        );
      }
    },
    close: once(() => pool.end()),
  };
};

export const openDatabase = (target: DatabaseTarget): Promise<DatabaseHandle> =>
  target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target);
