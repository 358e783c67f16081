import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { numberSearchQuery, patternIdsOf } from '@shop/contract';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import type { ValidNumber } from '../apps/server/src/modules/numbers/catalogue';
import { generateNumbers, seededRandom } from '../apps/server/src/modules/numbers/generate';
import { createNumberService } from '../apps/server/src/modules/numbers/service';
import { createGeoip } from '../apps/server/src/providers/geoip';
import { seedIfEmpty } from '../apps/server/src/seed';
import { createPostgresDatabase } from '../apps/server/test/support/database';

// npm run bench:numbers -- [--count 1000000] [--runs 200] [--engines pglite,postgres]
const { values } = parseArgs({
  options: { count: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '200' }, engines: { type: 'string', default: 'pglite,postgres' } },
});
const COUNT = Number(values.count);
const RUNS = Number(values.runs);
const TARGET_MS = { pglite: 25, postgres: 10 } as const;

type Case = { name: string; params: Record<string, string | number>; keep: (n: ValidNumber) => boolean };
// Tags are computed once, as the import does, so the in-memory scan only filters.
const tags = new WeakMap<ValidNumber, number[]>();
const has = (id: number) => (n: ValidNumber) => tags.get(n)?.includes(id) ?? false;
const CASES: Case[] = [
  { name: 'default order', params: {}, keep: () => true },
  { name: 'price ascending', params: { sort: 'priceAsc' }, keep: () => true },
  { name: 'operator + province', params: { operator: 2, province: '440000' }, keep: (n) => n.operator === 2 && n.provinceCode === '440000' },
  { name: 'pattern AAAA', params: { pattern: 'AAAA' }, keep: has(1) },
  { name: 'pattern ABCDE by price desc', params: { pattern: 'ABCDE', sort: 'priceDesc' }, keep: has(10) },
  { name: 'contains 5201314', params: { contains: '5201314' }, keep: (n) => n.number.includes('5201314') },
  { name: 'contains 1688 by price', params: { contains: '1688', sort: 'priceAsc' }, keep: (n) => n.number.includes('1688') },
  { name: 'contains 888 by price', params: { contains: '888', sort: 'priceDesc' }, keep: (n) => n.number.includes('888') },
  { name: 'ends with 8888', params: { endsWith: '8888' }, keep: (n) => n.number.endsWith('8888') },
  { name: 'starts with 1391', params: { startsWith: '1391' }, keep: (n) => n.number.startsWith('1391') },
  { name: 'positions ___1234____', params: { positions: '___1234____' }, keep: (n) => n.number.slice(3, 7) === '1234' },
  { name: 'price range 1000-2000 yuan', params: { priceMin: 100_000, priceMax: 200_000 }, keep: (n) => n.priceFen >= 100_000 && n.priceFen <= 200_000 },
  { name: 'featured, exclude 4', params: { operator: -99, exclude: '4' }, keep: (n) => !n.number.includes('4') },
  { name: 'deep page 500', params: { page: 500, pageSize: 20 }, keep: () => true },
];

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
const ms = (value: number): string => value.toFixed(2).padStart(7);

const openEngine = async (engine: string): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> => {
  if (engine === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'bench-numbers-'));
    const handle = await openDatabase({ kind: 'pglite', dir });
    return { handle, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  return { handle, cleanup: database.drop };
};

const run = async (engine: 'pglite' | 'postgres', generated: readonly ValidNumber[]): Promise<void> => {
  const { handle, cleanup } = await openEngine(engine);
  try {
    await handle.migrate();
    await seedIfEmpty(handle.db);
    const numbers = createNumberService(handle.db, createGeoip());
    const started = performance.now();
    await numbers.add(generated);
    await handle.db.execute('analyze');
    console.log(`\n${engine}: imported ${generated.length} numbers in ${((performance.now() - started) / 1000).toFixed(1)} s, RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`);
    console.log(`${'query'.padEnd(30)} median     p99   scan  top plan node`);
    for (const { name, params, keep } of CASES) {
      const query = numberSearchQuery.parse({ promoCode: 'demo', ...params });
      for (let i = 0; i < 10; i++) await numbers.search(query);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await numbers.search(query);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const scanStart = performance.now();
      generated.filter(keep);
      const scan = performance.now() - scanStart;
      // The node under Limit (and Sort) shows which index the walk starts from.
      const top = (await numbers.explain(query)).map((line) => line.replace(/\s*\(cost=.*$/, '').replace(/^[\s->]+/, '')).find((line) => !/^(Limit|Sort|Incremental Sort)\b/.test(line));
      const p99 = percentile(times, 0.99);
      const verdict = p99 <= TARGET_MS[engine] ? 'ok ' : 'SLOW';
      console.log(`${name.padEnd(30)}${ms(percentile(times, 0.5))}${ms(p99)}${ms(scan)}  ${verdict} ${top ?? ''}`);
    }
  } finally {
    await handle.close();
    await cleanup();
  }
};

const generated = generateNumbers(COUNT, ['demo'], seededRandom(1));
for (const n of generated) tags.set(n, patternIdsOf(n.number));
for (const engine of values.engines.split(',')) {
  if (engine === 'pglite' || engine === 'postgres') await run(engine, generated);
}
