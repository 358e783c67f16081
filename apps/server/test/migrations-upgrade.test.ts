import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { numberSearchQuery } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/rows';
import { createNumberService } from '../src/modules/numbers/service';
import { createPromoterService } from '../src/modules/promoter/service';
import { createGeoip } from '../src/providers/geoip';
import { createPostgresDatabase, testDatabaseKind } from './support/database';
import { readJournal } from './support/migrations';

/** A migrations folder holding the committed migrations before `firstLeftOut`. */
const migrationsBefore = (firstLeftOut: string): { folder: string; remove: () => void } => {
  const journal = readJournal();
  const cut = journal.entries.findIndex((entry) => entry.tag === firstLeftOut);
  if (cut < 0) throw new Error(`No migration ${firstLeftOut}`);
  const folder = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const kept = journal.entries.slice(0, cut);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept) copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
};

const openEmpty = async (): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> => {
  if (testDatabaseKind() === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    return { handle, drop: () => handle.close() };
  }
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await database.drop();
    },
  };
};

describe('upgrading a shop that has numbers', () => {
  let database: Awaited<ReturnType<typeof openEmpty>>;
  beforeAll(async () => {
    database = await openEmpty();
    const before = migrationsBefore('0008_numbers_region_integers');
    try {
      await database.handle.migrate(before.folder);
    } finally {
      before.remove();
    }
    const { db } = database.handle;
    await db.execute(sql`insert into promoters (promo_code, promo_name, title) values ('old', '老店', '老店')`);
    await db.execute(sql`
      insert into numbers (number, reversed, operator, province_code, city_code, price_fen, plan_fen, promoter_id, shuffle_key, pattern_ids)
      values ('13312348888', '88884321331', 3, '440000', '440100', 0, 1900, (select id from promoters), 1, '{1,15}')`);
    await database.handle.migrate();
  });
  afterAll(() => database.drop());

  it('keeps each number’s region, now as integer codes, and finds it by region', async () => {
    const rows = await queryRows<{ province: number; city: number; type: string }>(
      database.handle.db,
      sql`select province_code as province, city_code as city, pg_typeof(province_code)::text as type from numbers`,
    );
    expect(rows).toEqual([{ province: 440000, city: 440100, type: 'integer' }]);
    const promoters = createPromoterService(database.handle.db);
    const numbers = createNumberService(database.handle.db, { geoip: createGeoip(), promoters });
    const found = await numbers.search(numberSearchQuery.parse({ province: '440000', city: '440100' }), await promoters.resolve('old', 'required'), 'zh-Hans');
    expect(found.list.map(({ number, provinceCode, cityName }) => ({ number, provinceCode, cityName }))).toEqual([
      { number: '13312348888', provinceCode: '440000', cityName: '广州市' },
    ]);
  });
});
