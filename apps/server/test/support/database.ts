import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { CASING, type DatabaseHandle, type DatabaseKind, MIGRATIONS_FOLDER, openDatabase, PGLITE_EXTENSIONS } from '../../src/db/client';
import { seedIfEmpty } from '../../src/seed';

/** The engine the integration project runs on (vitest.config.ts sets TEST_DATABASE). */
export const testDatabaseKind = (): DatabaseKind => {
  const kind = process.env.TEST_DATABASE ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`TEST_DATABASE must be pglite or postgres, not ${kind}`);
  return kind;
};

/** The local PostgreSQL the tests may use: trust auth, admin database `test`. */
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The connection URL of a PostgreSQL test database. */
  url: string | undefined;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

const withAdmin = async <T>(task: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
};

/** A new, empty PostgreSQL database with a random name; dropped by the returned function. */
export const createPostgresDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const drop = () => withAdmin(async (client) => void (await client.query(`drop database if exists "${name}" with (force)`)));
  return { url: url.toString(), drop };
};

/** Dumps are only valid for the PGlite version that wrote them. */
const pgliteVersion = (): string => {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest: unknown = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
  return typeof manifest === 'object' && manifest !== null && 'version' in manifest ? String(manifest.version) : 'unknown';
};

const migrationsHash = (): string => {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
};

/**
 * initdb takes seconds; restoring a dump of a freshly migrated PGlite takes a fraction.
 * The dump is keyed by PGlite's version and the migrations, so a change builds a new one.
 */
const migratedPgliteDump = async (): Promise<Blob> => {
  const dumpPath = join(tmpdir(), `shop-test-pglite-${migrationsHash()}.tar`);
  if (!existsSync(dumpPath)) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migrate(drizzle({ client, casing: CASING }), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed, so parallel test files never read half a dump.
    const staging = `${dumpPath}.${process.pid}`;
    writeFileSync(staging, Buffer.from(await dump.arrayBuffer()));
    renameSync(staging, dumpPath);
  }
  return new Blob([readFileSync(dumpPath)]);
};

const openTestHandle = async (): Promise<{ handle: DatabaseHandle; url?: string; dropDatabase?: () => Promise<void> }> => {
  if (testDatabaseKind() === 'pglite') return { handle: await openDatabase({ kind: 'pglite', dump: await migratedPgliteDump() }) };
  const { url, drop } = await createPostgresDatabase();
  return { handle: await openDatabase({ kind: 'postgres', url }), url, dropDatabase: drop };
};

/** A fresh database for one test file: migrated by the real migrator and seeded with the demo data. */
export const createTestDatabase = async (options: { seed?: boolean } = {}): Promise<TestDatabase> => {
  const { handle, url, dropDatabase } = await openTestHandle();
  await handle.migrate();
  if (options.seed ?? true) await seedIfEmpty(handle.db);
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      await dropDatabase?.();
    },
  };
};
