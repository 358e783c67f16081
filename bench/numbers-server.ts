import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, SERVER_DIR } from './support';

const RUNNING = /Shop running at http:\/\/localhost:(\d+)\/shop\//;

/** Node with tsx as a loader, so the child process is the program itself (its RSS is the program's). */
export const tsNode = (script: string, args: string[], env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

export const exitOf = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

/** kB figures of /proc/PID/status, in MB. */
const memoryOf = (pid: number): { rss: number; peak: number } => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
};

export const started = (child: ChildProcess): Promise<number> =>
  new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const port = RUNNING.exec(output)?.[1];
      if (port) resolve(Number(port));
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    void exitOf(child).then((code) => reject(new Error(`the shop exited (${code}) before listening:\n${output}`)));
  });

/**
 * The shop as `npm start` runs it, on embedded PGlite: `numbers:generate` loads `count`
 * numbers into a fresh data directory (timed: the import as an operator runs it), then the
 * server starts on that directory and answers every query over HTTP on 127.0.0.1 `runs`
 * times; its resident memory is read from /proc after start and after the queries.
 */
export const measureServer = async (count: number, runs: number, queries: readonly { name: string; params: Record<string, string | number> }[]): Promise<void> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-numbers-server-'));
  const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', WEB_DIST: join(dataDir, 'no-web') };
  try {
    const importStart = performance.now();
    const generate = tsNode(join(SERVER_DIR, 'scripts', 'numbers-generate.ts'), ['--count', String(count), '--seed', '1'], env);
    generate.stderr?.resume();
    generate.stdout?.on('data', (chunk: Buffer) => process.stdout.write(`  numbers:generate: ${chunk.toString()}`));
    if ((await exitOf(generate)) !== 0) throw new Error('numbers:generate failed');
    console.log(`\nserver (PGlite): numbers:generate --count ${count} on a new data directory (demo seed included) took ${((performance.now() - importStart) / 1000).toFixed(1)} s`);

    const shop = tsNode(join(SERVER_DIR, 'src', 'main.ts'), [], env);
    try {
      const port = await started(shop);
      const pid = shop.pid ?? 0;
      const idle = memoryOf(pid);
      console.log(`server started: RSS ${idle.rss.toFixed(0)} MB`);
      console.log(`${'query over HTTP'.padEnd(30)} median     p99`);
      for (const { name, params } of queries) {
        // Each run asks the next page: the shop answers a search asked again from its kept answers.
        const urlOf = (run: number) =>
          `http://127.0.0.1:${port}/api/shop/numberList?${new URLSearchParams(Object.entries({ promoCode: 'demo', ...params, page: Number(params.page ?? 1) + run }).map(([key, value]): [string, string] => [key, String(value)]))}`;
        const times: number[] = [];
        for (let i = 0; i < runs + 10; i++) {
          const t = performance.now();
          const answer = (await (await fetch(urlOf(i))).json()) as { code: number; message: string };
          if (answer.code !== 0) throw new Error(`${name}: ${answer.message}`);
          if (i >= 10) times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        console.log(`${name.padEnd(30)}${percentile(times, 0.5).toFixed(2).padStart(7)}${percentile(times, 0.99).toFixed(2).padStart(8)}`);
      }
      const after = memoryOf(pid);
      const verdict = after.peak <= 400 ? 'ok' : 'OVER';
      console.log(`server RSS after the queries ${after.rss.toFixed(0)} MB, peak (VmHWM) ${after.peak.toFixed(0)} MB: ${verdict} (target <= 400 MB)`);
    } finally {
      shop.kill('SIGTERM');
      await exitOf(shop);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
