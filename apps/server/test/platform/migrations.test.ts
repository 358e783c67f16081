import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CASING, MIGRATIONS_FOLDER } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { readJournal } from '../support/migrations';


const latestSnapshot = () => {
  const last = readJournal().entries.at(-1);
  if (!last) throw new Error('The migrations folder has no migration.');
  const file = join(MIGRATIONS_FOLDER, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
};

describe('committed migrations', () => {
  it('match the schema (run `npm run db:generate -w @shop/server` after a schema change)', async () => {
    const current = generateDrizzleJson(schema, undefined, undefined, CASING);
    const pending = await generateMigration(latestSnapshot(), current);
    expect(pending).toEqual([]);
  });

  it('have one SQL file per journal entry', () => {
    for (const entry of readJournal().entries) {
      expect(existsSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`)), entry.tag).toBe(true);
    }
  });

});

describe('applied migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.drop());

  it('have built every table of the schema', async () => {
    const result = await database.handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const { rows } = z.object({ rows: z.array(z.object({ table_name: z.string() })) }).parse(result);
    const schemaTables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect(schemaTables).toContain('orders');
    expect(rows.map((row) => row.table_name)).toEqual(schemaTables);
  });

  it('are recorded as applied, so a second run changes nothing', async () => {
    await database.handle.migrate();
    const applied = await database.handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const { rows } = z.object({ rows: z.array(z.object({ n: z.number() })) }).parse(applied);
    expect(rows[0]?.n).toBe(readJournal().entries.length);
  });
});
