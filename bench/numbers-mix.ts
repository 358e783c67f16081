import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { numberSearchQuery } from '@shop/contract';
import { openDatabase } from '../apps/server/src/db/client';
import { dataDirLayout } from '../apps/server/src/db/data-dir';
import { seededRandom } from '../apps/server/src/modules/numbers/generate';
import { createNumberService } from '../apps/server/src/modules/numbers/service';
import { createPromoterService } from '../apps/server/src/modules/promoter/service';
import { createGeoip } from '../apps/server/src/providers/geoip';
import { createPostgresDatabase } from '../apps/server/test/support/database';
import { drawSearch, type PlainNumber, type SearchParams } from '../apps/server/test/support/number-combinations';
import { exitOf, started, tsNode } from './numbers-server';
import { cpuMsOf, percentile, SERVER_DIR } from './support';

const TARGETS = { postgres: { p99: 50, max: 150 }, pglite: { p99: 100, max: 300 } } as const;
const P99_AT_5M_POSTGRES = 80;
const CONCURRENT_DEFAULT_P99_PGLITE = 30;
const VISITORS = 20;
const VISITOR_REQUESTS = 100;

type Engine = 'pglite' | 'postgres';
type Answer = { code: number; message: string; data?: { list: { number: string; provinceCode: string; cityCode: string }[]; batch: string | null } };
type Timed = { params: SearchParams; ms: number; answer: Answer };

const uptime = (): string => `load average ${loadavg().map((value) => value.toFixed(2)).join(', ')}`;

const ask = async (port: number, params: SearchParams): Promise<Timed> => {
  const query = new URLSearchParams(Object.entries({ promoCode: 'demo', ...params }).map(([key, value]): [string, string] => [key, String(value)]));
  const t = performance.now();
  const answer = (await (await fetch(`http://127.0.0.1:${port}/api/shop/numberList?${query}`)).json()) as Answer;
  return { params, ms: performance.now() - t, answer };
};

/** Numbers on sale as the API lists them: the draw takes digits and regions from them. */
const samplePool = async (port: number): Promise<PlainNumber[]> => {
  const pool: PlainNumber[] = [];
  for (let page = 1; page <= 20; page++) {
    for (const item of (await ask(port, { page, pageSize: 50 })).answer.data?.list ?? []) {
      pool.push({ ...item, id: 0, operator: 0, featured: false, priceFen: 0, promoterId: 0, shuffleKey: 0, patternIds: [], status: 'available' });
    }
  }
  return pool;
};

/** The drawn searches in order; one in ten is followed by its 换一批 (another batch), timed as a search of its own. */
const runMix = async (port: number, pool: readonly PlainNumber[], count: number, seed: number): Promise<Timed[]> => {
  const random = seededRandom(seed);
  const timed: Timed[] = [];
  while (timed.length < count) {
    const params = drawSearch(random, pool);
    const first = await ask(port, params);
    timed.push(first);
    const batch = first.answer.data?.batch;
    if (batch && random() < 0.1) timed.push(await ask(port, { ...params, page: 1, batch }));
  }
  return timed;
};

/**
 * 20 visitors at once: one repeats `slowest`, the others open the default list; the default
 * list's latencies. The slowest search asks for another page each time: on PGlite the shop
 * gives a search's answer again while no number changed, and a repeated one would cost nothing.
 */
const concurrentVisitors = async (port: number, slowest: SearchParams): Promise<number[]> => {
  let done = false;
  const defaults: number[] = [];
  const heavy = (async () => {
    for (let page = 1; !done; page = (page % 1_000) + 1) await ask(port, { ...slowest, page });
  })();
  await Promise.all(
    Array.from({ length: VISITORS - 1 }, async () => {
      for (let i = 0; i < VISITOR_REQUESTS; i++) defaults.push((await ask(port, {})).ms);
    }),
  );
  done = true;
  await heavy;
  return defaults.sort((a, b) => a - b);
};

/** The index's account of each slow search, from an index built in this process on the same data. */
const plansOf = async (engine: Engine, target: { dir?: string; url?: string }, slow: readonly Timed[]): Promise<string[][]> => {
  const handle = await openDatabase(engine === 'pglite' ? { kind: 'pglite', dir: target.dir ?? '' } : { kind: 'postgres', url: target.url ?? '' });
  try {
    const promoters = createPromoterService(handle.db);
    const numbers = createNumberService(handle.db, { geoip: createGeoip(), promoters });
    const demo = await promoters.resolve('demo', 'required');
    return await Promise.all(slow.map(({ params }) => numbers.explain(numberSearchQuery.parse(params), demo)));
  } finally {
    await handle.close();
  }
};

const databasePids = async (url: string): Promise<number[]> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const name = new URL(url).pathname.slice(1);
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    // A PostgreSQL in another container shows no /proc entries here: its CPU cannot be read.
    return rows.map((row) => row.pid).filter((pid) => existsSync(`/proc/${pid}/stat`));
  } finally {
    await client.end();
  }
};

const report = (engine: Engine, count: number, timed: readonly Timed[]): { refused: number; sorted: Timed[] } => {
  const sorted = [...timed].sort((a, b) => a.ms - b.ms);
  const times = sorted.map((t) => t.ms);
  const refused = timed.filter((t) => t.answer.code !== 0).length;
  const empty = timed.filter((t) => t.answer.code === 0 && t.answer.data?.list.length === 0).length;
  const p99 = percentile(times, 0.99);
  const max = times.at(-1) ?? Number.NaN;
  const target = engine === 'postgres' && count >= 5_000_000 ? { p99: P99_AT_5M_POSTGRES, max: Number.POSITIVE_INFINITY } : TARGETS[engine];
  const verdict = p99 <= target.p99 && max <= target.max && refused === 0 ? 'ok' : 'OVER';
  console.log(`${engine} ${count}: ${timed.length} searches (${empty} empty): p50 ${percentile(times, 0.5).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${max.toFixed(2)} ms, refused or cut off ${refused}: ${verdict} (target p99 <= ${target.p99}${Number.isFinite(target.max) ? `, max <= ${target.max}` : ''}, none refused); ${uptime()}`);
  for (const failed of timed.filter((t) => t.answer.code !== 0).slice(0, 5)) console.log(`  refused: ${JSON.stringify(failed.params)}: ${failed.answer.message}`);
  return { refused, sorted };
};

/**
 * `bench:numbers --mix`: the product started as an operator starts it (`numbers:generate`,
 * then `src/main.ts`) on PGlite or PostgreSQL, and `searches` seeded random searches from
 * the whole filter space over HTTP, then 20 visitors at once.
 */
export const measureMix = async (engine: Engine, count: number, searches: number, seed: number): Promise<void> => {
  const dir = engine === 'pglite' ? mkdtempSync(join(tmpdir(), 'bench-numbers-mix-')) : undefined;
  const database = engine === 'postgres' ? await createPostgresDatabase() : undefined;
  const env: Record<string, string> = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir ?? mkdtempSync(join(tmpdir(), 'bench-numbers-mix-')), WEB_DIST: join(tmpdir(), 'no-web') };
  if (database) env.DATABASE_URL = database.url;
  try {
    console.log(`\n--mix ${engine}, ${count} numbers, ${cpus().length} CPUs; ${uptime()}`);
    const importStart = performance.now();
    const generate = tsNode(join(SERVER_DIR, 'scripts', 'numbers-generate.ts'), ['--count', String(count), '--seed', '1'], env);
    generate.stderr?.resume();
    generate.stdout?.resume();
    if ((await exitOf(generate)) !== 0) throw new Error('numbers:generate failed');
    console.log(`numbers:generate --count ${count} (demo seed included) ${((performance.now() - importStart) / 1000).toFixed(1)} s; ${uptime()}`);
    const startAt = performance.now();
    const shop = tsNode(join(SERVER_DIR, 'src', 'main.ts'), [], env);
    let slow: Timed[] = [];
    try {
      const port = await started(shop);
      const pid = shop.pid ?? 0;
      console.log(`server ready (index built) in ${((performance.now() - startAt) / 1000).toFixed(1)} s, RSS ${(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024).toFixed(0)} MB`);
      const pool = await samplePool(port);
      await runMix(port, pool, 200, seed + 1); // warm-up
      const dbPids = database ? await databasePids(database.url) : [];
      const serverCpu = cpuMsOf(pid);
      const dbBefore = dbPids.map(cpuMsOf);
      const timed = await runMix(port, pool, searches, seed);
      const perServer = (cpuMsOf(pid) - serverCpu) / timed.length;
      // A connection the pool closed meanwhile reads 0 and is left out.
      const perDb = dbPids.reduce((sum, dbPid, at) => sum + Math.max(0, cpuMsOf(dbPid) - (dbBefore[at] ?? 0)), 0) / timed.length;
      const { sorted } = report(engine, count, timed);
      console.log(`CPU per search: server ${perServer.toFixed(2)} ms${database ? (dbPids.length > 0 ? `, database ${perDb.toFixed(2)} ms (${dbPids.length} connections)` : ', database not visible in this machine’s /proc') : ' (PGlite runs inside the server)'}`);
      slow = sorted.slice(-10).reverse();
      const defaults = await concurrentVisitors(port, slow[0]?.params ?? {});
      const p99 = percentile(defaults, 0.99);
      const verdict = engine === 'pglite' ? (p99 <= CONCURRENT_DEFAULT_P99_PGLITE ? ': ok' : ': OVER') : '';
      console.log(`${VISITORS} visitors at once, one repeating the slowest search: default list p50 ${percentile(defaults, 0.5).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms${verdict}${engine === 'pglite' ? ` (target <= ${CONCURRENT_DEFAULT_P99_PGLITE} ms)` : ''}; ${uptime()}`);
      const rss = readFileSync(`/proc/${pid}/status`, 'utf8');
      console.log(`server RSS ${(Number(/VmRSS:\s+(\d+)/.exec(rss)?.[1]) / 1024).toFixed(0)} MB, peak ${(Number(/VmHWM:\s+(\d+)/.exec(rss)?.[1]) / 1024).toFixed(0)} MB`);
    } finally {
      shop.kill('SIGTERM');
      await exitOf(shop);
    }
    const plans = await plansOf(engine, { dir: dir === undefined ? undefined : dataDirLayout(dir).pgdata, url: database?.url }, slow);
    console.log('the ten slowest searches, with the index’s plan:');
    slow.forEach((t, at) => console.log(`${t.ms.toFixed(2).padStart(8)} ms ${JSON.stringify(t.params)}\n           ${(plans[at] ?? []).join('\n           ')}`));
  } finally {
    await database?.drop();
    rmSync(env.DATA_DIR ?? '', { recursive: true, force: true });
  }
};
