import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { dataDirLayout } from '../../src/db/data-dir';
import { pointEvents } from '../../src/db/schema';
import { SANDBOX_PAY_SECRET_FILE, SECRET_FILE } from '../../src/lib/secret';
import { testDatabaseKind } from '../support/database';
import { shopUrl, START_TIMEOUT_MS, useShopProcesses } from '../support/server-process';

const kind = testDatabaseKind();
const shops = useShopProcesses();
// The tests of this file run in order on one data directory, so initdb runs once.
const dataDir = join(shops.root, 'shop');
const layout = dataDirLayout(dataDir);

const report = async (port: number, event: string) =>
  fetch(shopUrl(port, '/api/hk/pointReport'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event }),
  });

/** Reads the database directly, with no server running on it. */
const eventsNamed = async (event: string): Promise<number> => {
  const url = shops.databaseUrl();
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dir: layout.pgdata });
  try {
    const [row] = await database.db.select({ n: count() }).from(pointEvents).where(eq(pointEvents.event, event));
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
};

describe(`the shop process on ${kind}`, () => {
  it('starts, migrates, seeds and serves, printing where', { timeout: START_TIMEOUT_MS }, async () => {
    const shop = shops.start(dataDir);
    const port = await shop.started;
    expect(shop.output()).toContain(`Shop running at http://localhost:${port}/shop/`);
    const response = await fetch(shopUrl(port, '/api/hk/baseConfig'));
    expect(await response.json()).toMatchObject({ code: 0, data: { promoCode: 'demo' } });
    shop.kill('SIGTERM');
    expect(await shop.exited).toEqual({ code: 0, signal: null });
    // Unset SHOP_SECRET and SANDBOX_PAY_SECRET: two keys kept in DATA_DIR, so every process on it agrees.
    const keys = [SECRET_FILE, SANDBOX_PAY_SECRET_FILE].map((file) => readFileSync(join(dataDir, file), 'utf8'));
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{64}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('loses nothing it acknowledged when killed with SIGKILL, and the next start takes over', { timeout: START_TIMEOUT_MS }, async () => {
    const event = `durable_${randomUUID().slice(0, 8)}`;
    const victim = shops.start(dataDir);
    const port = await victim.started;
    expect((await report(port, event)).status).toBe(200);
    victim.kill('SIGKILL');
    expect((await victim.exited).signal).toBe('SIGKILL');
    // On PGlite the dead process's lock is left behind; the next start must take it over.
    if (kind === 'pglite') expect(readFileSync(layout.lock, 'utf8').trim()).toBe(String(victim.pid));

    const next = shops.start(dataDir);
    await next.started;
    if (kind === 'pglite') expect(readFileSync(layout.lock, 'utf8').trim()).toBe(String(next.pid));
    next.kill('SIGINT');
    expect(await next.exited).toEqual({ code: 0, signal: null });
    expect(await eventsNamed(event)).toBe(1);
  });
});

if (kind === 'pglite') {
  describe('the embedded database directory', () => {
    it('is opened by one process at a time: a second start names the holder and exits non-zero', { timeout: START_TIMEOUT_MS }, async () => {
      const first = shops.start(dataDir);
      await first.started;
      expect(readFileSync(layout.lock, 'utf8').trim()).toBe(String(first.pid));
      const second = shops.start(dataDir);
      expect((await second.exited).code).toBe(1);
      expect(second.output()).toContain(`The data directory is in use by process ${first.pid}`);
      expect(second.output()).toContain(layout.lock);

      first.kill('SIGTERM');
      expect(await first.exited).toEqual({ code: 0, signal: null });
      expect(existsSync(layout.lock)).toBe(false);
      expect(existsSync(layout.ready)).toBe(true);
    });
  });
}
