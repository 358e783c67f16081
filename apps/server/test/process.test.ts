import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { dataDirLayout } from '../src/db/data-dir';
import { pointEvents, promoters } from '../src/db/schema';
import { createPostgresDatabase, testDatabaseKind } from './support/database';
import { type ShopProcess, shopUrl, startShopProcess } from './support/server-process';

const kind = testDatabaseKind();
const root = mkdtempSync(join(tmpdir(), 'shop-process-'));
const running: ShopProcess[] = [];
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (kind !== 'postgres') return;
  ({ url: databaseUrl, drop: dropDatabase } = await createPostgresDatabase());
});
afterAll(async () => {
  for (const shop of running) shop.kill('SIGKILL');
  await Promise.all(running.map((shop) => shop.exited));
  await dropDatabase?.();
  rmSync(root, { recursive: true, force: true });
});

const start = (dataDir: string): ShopProcess => {
  const shop = startShopProcess({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  running.push(shop);
  return shop;
};

const report = async (port: number, event: string) =>
  fetch(shopUrl(port, '/api/hk/pointReport'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event }),
  });

/** Reads the database directly, with no server running on it. */
const eventsNamed = async (dataDir: string, event: string): Promise<number> => {
  const target = databaseUrl ? { kind: 'postgres' as const, url: databaseUrl } : { kind: 'pglite' as const, dir: dataDirLayout(dataDir).pgdata };
  const database = await openDatabase(target);
  try {
    const [row] = await database.db.select({ n: count() }).from(pointEvents).where(eq(pointEvents.event, event));
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
};

// The tests of this file run in order on one data directory, so initdb runs once.
const dataDir = join(root, 'shop');
const layout = dataDirLayout(dataDir);

describe(`the shop process on ${kind}`, () => {
  it('starts, migrates, seeds and serves, printing where', async () => {
    const shop = start(dataDir);
    const port = await shop.started;
    expect(shop.output()).toContain(`Shop running at http://localhost:${port}/shop/`);
    const response = await fetch(shopUrl(port, '/api/hk/baseConfig'));
    expect(await response.json()).toMatchObject({ code: 0, data: { promoCode: 'demo' } });
    shop.kill('SIGTERM');
    expect(await shop.exited).toEqual({ code: 0, signal: null });
  });

  it('loses nothing it acknowledged when killed with SIGKILL, and the next start takes over', async () => {
    const event = `durable_${randomUUID().slice(0, 8)}`;
    const victim = start(dataDir);
    const port = await victim.started;
    expect((await report(port, event)).status).toBe(200);
    victim.kill('SIGKILL');
    expect((await victim.exited).signal).toBe('SIGKILL');
    // On PGlite the dead process's lock is left behind; the next start must take it over.
    if (kind === 'pglite') expect(readFileSync(layout.lock, 'utf8').trim()).toBe(String(victim.pid));

    const next = start(dataDir);
    await next.started;
    if (kind === 'pglite') expect(readFileSync(layout.lock, 'utf8').trim()).toBe(String(next.pid));
    next.kill('SIGINT');
    expect(await next.exited).toEqual({ code: 0, signal: null });
    expect(await eventsNamed(dataDir, event)).toBe(1);
  });
});

if (kind === 'pglite') {
  describe('the embedded database directory', () => {
    it('is opened by one process at a time: a second start names the holder and exits non-zero', async () => {
      const first = start(dataDir);
      await first.started;
      expect(readFileSync(layout.lock, 'utf8').trim()).toBe(String(first.pid));
      const second = start(dataDir);
      const outcome = await second.exited;
      expect(outcome.code).toBe(1);
      expect(second.output()).toContain(`The data directory is in use by process ${first.pid}`);
      expect(second.output()).toContain(layout.lock);

      first.kill('SIGTERM');
      expect(await first.exited).toEqual({ code: 0, signal: null });
      expect(existsSync(layout.lock)).toBe(false);
      expect(existsSync(layout.ready)).toBe(true);
    });

    it('is rebuilt when a first start was interrupted before it finished', async () => {
      const halfDone = join(root, 'half-done');
      const half = dataDirLayout(halfDone);
      mkdirSync(half.pgdata, { recursive: true });
      writeFileSync(join(half.pgdata, 'PG_VERSION'), '17\n');
      writeFileSync(join(half.pgdata, 'leftover'), 'from the interrupted initdb');

      const shop = start(halfDone);
      const port = await shop.started;
      expect(shop.output()).toContain('interrupted first start');
      expect(existsSync(join(half.pgdata, 'leftover'))).toBe(false);
      expect(existsSync(half.ready)).toBe(true);
      const response = await fetch(shopUrl(port, '/api/hk/baseConfig?promoCode=sunrise'));
      expect(await response.json()).toMatchObject({ code: 0, data: { promoCode: 'sunrise' } });
      shop.kill('SIGTERM');
      await shop.exited;
    });
  });
} else {
  describe('a PostgreSQL shared by several processes', () => {
    it('lets them start together: migrated and seeded once, all serving', async () => {
      const shops = [start(join(root, 'a')), start(join(root, 'b'))];
      const ports = await Promise.all(shops.map((shop) => shop.started));
      for (const port of ports) {
        const response = await fetch(shopUrl(port, '/api/hk/genericConfig'));
        expect(await response.json()).toMatchObject({ code: 0, data: { defaultPromoCode: 'demo' } });
      }
      for (const shop of shops) shop.kill('SIGTERM');
      expect(await Promise.all(shops.map((shop) => shop.exited))).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl ?? '' });
      const [row] = await database.db.select({ n: count() }).from(promoters);
      await database.close();
      expect(row?.n).toBe(2);
    });
  });
}
