import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RequestHeader } from '@shop/contract';
import Fastify from 'fastify';
import pino from 'pino';
import { z } from 'zod';
import { loadConfig } from '../apps/server/src/config';
import { startShop } from '../apps/server/src/startup';

// The shop's hottest read (a promoter's storefront config) against a bare Fastify hello
// world in this same process: the shop must keep at least TARGET of the bare throughput.
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 3;
/** Runs alternate between the two servers, so a machine that slows down mid-way hurts both alike. */
const ROUNDS = 3;
const TARGET = 0.7;
const HOST = '127.0.0.1';

/** What a phone browser sends with every storefront call (spec 7 plus the usual). */
const HEADERS: Record<string, string> = {
  [RequestHeader.platform]: 'h5',
  [RequestHeader.hostname]: 'shop.example.cn',
  [RequestHeader.appName]: 'shop',
  [RequestHeader.sessionId]: 'bench-session',
  [RequestHeader.platformSource]: '1',
  [RequestHeader.pageUrl]: encodeURIComponent('/pages/index/index?promoCode=demo'),
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
  'accept-encoding': 'gzip, deflate, br',
};

const resultSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p99: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
});

interface Run {
  requestsPerSecond: number;
  p99Ms: number;
  /** CPU time of this process (where the servers run) per answered request. */
  cpuMicrosPerRequest: number;
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** autocannon in its own process, so the load generator does not share the servers' event loop. */
const load = (name: string, url: string, seconds: number): Promise<Run> =>
  new Promise((resolve, reject) => {
    const headers = Object.entries(HEADERS).flatMap(([header, value]) => ['-H', `${header}=${value}`]);
    const args = [autocannonBin, '-c', String(CONNECTIONS), '-d', String(seconds), '--json', ...headers, url];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    const cpuBefore = process.cpuUsage();
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const cpu = process.cpuUsage(cpuBefore);
      if (code !== 0) return reject(new Error(`${name}: autocannon exited with ${code}`));
      const result = resultSchema.parse(JSON.parse(output));
      const failures = result.errors + result.timeouts + result.non2xx;
      if (failures > 0) return reject(new Error(`${name}: ${failures} failed requests`));
      resolve({
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        cpuMicrosPerRequest: (cpu.user + cpu.system) / result.requests.total,
      });
    });
  });

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const summary = (runs: Run[]): Run => ({
  requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
  p99Ms: median(runs.map((run) => run.p99Ms)),
  cpuMicrosPerRequest: median(runs.map((run) => run.cpuMicrosPerRequest)),
});

const line = (name: string, run: Run): string =>
  `${name.padEnd(30)} ${run.requestsPerSecond.toFixed(0).padStart(7)} req/s   p99 ${String(run.p99Ms).padStart(3)} ms   ` +
  `${run.cpuMicrosPerRequest.toFixed(1).padStart(5)} µs CPU/request`;

const startHelloWorld = async () => {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: HOST });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the hello world has no port');
  return { app, url: `http://${HOST}:${address.port}/` };
};

interface Target {
  name: string;
  url: string;
}

/** Each round loads the bare server, then the shop, back to back; the ratio is taken per round. */
const compare = async (bare: Target, shop: Target) => {
  await load(bare.name, bare.url, WARMUP_S);
  await load(shop.name, shop.url, WARMUP_S);
  const rounds: { bare: Run; shop: Run }[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const pair = { bare: await load(bare.name, bare.url, DURATION_S), shop: await load(shop.name, shop.url, DURATION_S) };
    rounds.push(pair);
    const ratio = pair.shop.requestsPerSecond / pair.bare.requestsPerSecond;
    console.log(`${line(`round ${round}: ${bare.name}`, pair.bare)}\n${line(`round ${round}: ${shop.name}`, pair.shop)}   ratio ${ratio.toFixed(2)}`);
  }
  return {
    bare: summary(rounds.map((pair) => pair.bare)),
    shop: summary(rounds.map((pair) => pair.shop)),
    ratio: median(rounds.map((pair) => pair.shop.requestsPerSecond / pair.bare.requestsPerSecond)),
    cpuRatio: median(rounds.map((pair) => pair.bare.cpuMicrosPerRequest / pair.shop.cpuMicrosPerRequest)),
  };
};

const main = async (): Promise<void> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-http-'));
  // The production app on its embedded database; request logging and the general rate limit off (LOG_LEVEL=warn, RATE_LIMITS=off) as for any load test.
  const config = loadConfig({ PORT: '0', HOST, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', WEB_DIST: join(dataDir, 'no-web') });
  const shop = await startShop(config, pino({ level: config.logLevel }));
  const hello = await startHelloWorld();
  try {
    console.log(`${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s after a ${WARMUP_S} s warm-up, loopback\n`);
    const result = await compare(
      { name: 'bare Fastify hello world', url: hello.url },
      { name: 'GET /api/hk/baseConfig', url: `http://${HOST}:${shop.port}/api/hk/baseConfig?promoCode=demo` },
    );
    console.log(`\nmedians\n${line('bare Fastify hello world', result.bare)}\n${line('GET /api/hk/baseConfig', result.shop)}`);
    const verdict = result.ratio >= TARGET ? 'meets' : 'MISSES';
    console.log(`\nthroughput ratio ${result.ratio.toFixed(2)} (median of rounds; target >= ${TARGET}): ${verdict} the target`);
    console.log(`CPU-per-request ratio ${result.cpuRatio.toFixed(2)} (the hello world's cost / the shop's)`);
    if (result.ratio < TARGET) process.exitCode = 1;
  } finally {
    await hello.app.close();
    await shop.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
