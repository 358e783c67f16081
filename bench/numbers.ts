import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { numberSearchQuery, patternIdsOf } from '@shop/contract';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client';
import type { ValidNumber } from '../apps/server/src/modules/numbers/catalogue';
import { generateNumbers, seededRandom } from '../apps/server/src/modules/numbers/generate';
import { createNumberService } from '../apps/server/src/modules/numbers/service';
import { createPromoterService } from '../apps/server/src/modules/promoter/service';
import { createGeoip } from '../apps/server/src/providers/geoip';
import { seedIfEmpty } from '../apps/server/src/seed';
import { createPostgresDatabase } from '../apps/server/test/support/database';
import { measureMix } from './numbers-mix';
import { measureServer } from './numbers-server';
import { percentile } from './support';

// npm run bench:numbers -- [--count 1000000[,5000000]] [--runs 200] [--engines pglite,postgres] [--server yes|no|only]
// npm run bench:numbers -- --mix [--count 1000000] [--engines pglite,postgres] [--searches 2000] [--seed 19]
const { values } = parseArgs({
  options: {
    mix: { type: 'boolean', default: false },
    searches: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '19' },
    count: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '200' },
    engines: { type: 'string', default: 'pglite,postgres' },
    server: { type: 'string', default: 'yes' },
  },
});
const COUNTS = values.count.split(',').map(Number);
const RUNS = Number(values.runs);
const ENGINES = values.engines.split(',').filter((engine): engine is 'pglite' | 'postgres' => engine === 'pglite' || engine === 'postgres');
const TARGET_MS = { pglite: 25, postgres: 10 } as const;

type Case = { name: string; params: Record<string, string | number>; keep: (n: ValidNumber, index: number) => boolean };
// Tags are computed once per generated number, as the import does, so the in-memory scan only filters.
let tags: number[][] = [];
const has = (id: number) => (_n: ValidNumber, index: number) => tags[index]?.includes(id) ?? false;
const CASES: Case[] = [
  { name: 'default order', params: {}, keep: () => true },
  { name: 'price ascending', params: { sort: 'priceAsc' }, keep: () => true },
  { name: 'operator + province', params: { operator: 2, province: '440000' }, keep: (n) => n.operator === 2 && n.provinceCode === '440000' },
  { name: 'pattern AAAA', params: { pattern: 'AAAA' }, keep: has(1) },
  { name: 'pattern ABCDE by price desc', params: { pattern: 'ABCDE', sort: 'priceDesc' }, keep: has(10) },
  { name: 'pattern TAIL8', params: { pattern: 'TAIL8' }, keep: has(15) },
  { name: 'pattern NO4 by price', params: { pattern: 'NO4', sort: 'priceAsc' }, keep: has(18) },
  { name: 'pattern TAIL9 + province', params: { pattern: 'TAIL9', province: '440000' }, keep: (n, i) => n.provinceCode === '440000' && has(16)(n, i) },
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

type Figures = Map<string, { median: number; p99: number }>;

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


const run = async (engine: 'pglite' | 'postgres', generated: readonly ValidNumber[]): Promise<Figures> => {
  const { handle, cleanup } = await openEngine(engine);
  const figures: Figures = new Map();
  try {
    await handle.migrate();
    await seedIfEmpty(handle.db);
    const promoters = createPromoterService(handle.db);
    const numbers = createNumberService(handle.db, { geoip: createGeoip(), promoters });
    // The HTTP layer resolves the promoter once per request, from its cache; a search takes it resolved.
    const demo = await promoters.resolve('demo', 'required');
    const started = performance.now();
    const cpu = process.cpuUsage();
    await numbers.add(generated);
    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    // PGlite works in this process, so its CPU time is the import's own cost on a busy machine.
    console.log(
      `\n${engine}, ${generated.length} numbers: import (validate, load, index, vacuum) ${seconds.toFixed(1)} s: ${seconds <= 30 ? 'ok' : 'SLOW'} (target <= 30 s); CPU of this process ${((user + system) / 1e6).toFixed(1)} s`,
    );
    console.log(`bench process RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB (the generated numbers included); load average ${loadavg()[0]?.toFixed(1)}`);
    // As the server does before it listens: the first search would otherwise build the index within its budget.
    await numbers.prepare();
    console.log(`${'query'.padEnd(30)} median     p99   scan  index`);
    for (const { name, params, keep } of CASES) {
      const query = numberSearchQuery.parse(params);
      // Each run asks the next page: on PGlite a search asked again while no number changed is
      // answered from the kept answers, and these lines are about the search itself.
      const pages = Array.from({ length: RUNS + 10 }, (_, at) => ({ ...query, page: query.page + at }));
      for (const page of pages.slice(RUNS)) await numbers.search(page, demo, 'zh-Hans');
      const times: number[] = [];
      for (const page of pages.slice(0, RUNS)) {
        const t = performance.now();
        await numbers.search(page, demo, 'zh-Hans');
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const scanStart = performance.now();
      generated.filter(keep);
      const scan = performance.now() - scanStart;
      const plan = await numbers.explain(query, demo);
      // The index's own account: matches counted and the time spent in it (no table is scanned).
      const access = plan.at(-1) ?? '';
      const median = percentile(times, 0.5);
      const p99 = percentile(times, 0.99);
      figures.set(name, { median, p99 });
      const verdict = p99 <= TARGET_MS[engine] ? 'ok ' : 'SLOW';
      console.log(`${name.padEnd(30)}${ms(median)}${ms(p99)}${ms(scan)}  ${verdict} ${access}`);
    }
    console.log(`load average after the queries ${loadavg()[0]?.toFixed(1)}`);
  } finally {
    await handle.close();
    await cleanup();
  }
  return figures;
};

if (values.mix) {
  for (const count of COUNTS) for (const engine of ENGINES) await measureMix(engine, count, Number(values.searches), Number(values.seed));
  process.exit(0);
}

const results = new Map<string, Figures>();
for (const count of values.server === 'only' ? [] : COUNTS) {
  const generated = generateNumbers(count, ['demo'], seededRandom(1));
  tags = generated.map((n) => patternIdsOf(n.number));
  for (const engine of ENGINES) results.set(`${engine} ${count}`, await run(engine, generated));
}
if (ENGINES.includes('pglite') && values.server !== 'no') {
  for (const count of COUNTS) await measureServer(count, RUNS, CASES);
}

// With several counts: how each query's median and p99 grow from the smallest count to the others.
if (COUNTS.length > 1 && results.size > 0) {
  const [base, ...larger] = COUNTS;
  const growth = (engine: string, count: number | undefined, name: string): string => {
    const at = results.get(`${engine} ${count}`)?.get(name);
    const from = results.get(`${engine} ${base}`)?.get(name);
    if (!at || !from) return '';
    return `${ms(at.median)}${ms(at.p99)} (x${(at.median / from.median).toFixed(2)}, x${(at.p99 / from.p99).toFixed(2)})`;
  };
  for (const engine of ENGINES) {
    console.log(`\n${engine}: median and p99 in ms at ${COUNTS.join(', ')} numbers (growth of each from ${base})`);
    for (const { name } of CASES) {
      const from = results.get(`${engine} ${base}`)?.get(name);
      console.log(`${name.padEnd(30)}${ms(from?.median ?? Number.NaN)}${ms(from?.p99 ?? Number.NaN)}  ${larger.map((count) => growth(engine, count, name)).join('  ')}`);
    }
  }
}
