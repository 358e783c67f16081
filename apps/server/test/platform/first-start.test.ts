import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { dataDirLayout } from '../../src/db/data-dir';
import { promoters } from '../../src/db/schema';
import { testDatabaseKind } from '../support/database';
import { shopUrl, START_TIMEOUT_MS, useShopProcesses } from '../support/server-process';

// A first start that goes wrong: interrupted half-way on PGlite, or raced by another
// process on a shared PostgreSQL.
const shops = useShopProcesses();

if (testDatabaseKind() === 'pglite') {
  describe('an interrupted first start', () => {
    it('leaves a data directory that the next start rebuilds', { timeout: START_TIMEOUT_MS }, async () => {
      const dataDir = join(shops.root, 'half-done');
      const layout = dataDirLayout(dataDir);
      mkdirSync(layout.pgdata, { recursive: true });
      writeFileSync(join(layout.pgdata, 'PG_VERSION'), '17\n');
      writeFileSync(join(layout.pgdata, 'leftover'), 'from the interrupted initdb');

      const shop = shops.start(dataDir);
      const port = await shop.started;
      expect(shop.output()).toContain('interrupted first start');
      expect(existsSync(join(layout.pgdata, 'leftover'))).toBe(false);
      expect(existsSync(layout.ready)).toBe(true);
      const response = await fetch(shopUrl(port, '/api/hk/baseConfig?promoCode=sunrise'));
      expect(await response.json()).toMatchObject({ code: 0, data: { promoCode: 'sunrise' } });
      shop.kill('SIGTERM');
      expect(await shop.exited).toEqual({ code: 0, signal: null });
    });
  });
} else {
  describe('concurrent first starts on one PostgreSQL', () => {
    it('migrate and seed once, and every process serves', { timeout: START_TIMEOUT_MS }, async () => {
      const started = [shops.start(join(shops.root, 'a')), shops.start(join(shops.root, 'b'))];
      const ports = await Promise.all(started.map((shop) => shop.started));
      for (const port of ports) {
        const response = await fetch(shopUrl(port, '/api/hk/genericConfig'));
        expect(await response.json()).toMatchObject({ code: 0, data: { defaultPromoCode: 'demo' } });
      }
      for (const shop of started) shop.kill('SIGTERM');
      expect(await Promise.all(started.map((shop) => shop.exited))).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
      const database = await openDatabase({ kind: 'postgres', url: shops.databaseUrl() ?? '' });
      const [row] = await database.db.select({ n: count() }).from(promoters);
      await database.close();
      expect(row?.n).toBe(2);
    });
  });
}
