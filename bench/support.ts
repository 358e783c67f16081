import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the benches that start the shop and count CPU share. */
export const SERVER_DIR = join(import.meta.dirname, '..', 'apps', 'server');

export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** CPU time (user + system, ms) a process has used so far, from /proc/PID/stat; 0 once it is gone. */
export const cpuMsOf = (pid: number | string): number => {
  try {
    // The command name may hold spaces and parentheses: the fields that follow start after its last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
};

/**
 * CPU time of the PostgreSQL processes running now (this machine runs one cluster): the server's
 * pooled connections stay open through the run, so no backend of the run exits uncounted.
 */
export const postgresCpuMs = (): number =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .reduce((sum, pid) => sum + cpuMsOf(pid), 0);

export interface StartedShop {
  origin: string;
  pid: number;
  stop: () => Promise<void>;
}

export interface ShopOptions {
  databaseUrl: string;
  dataDir: string;
  logLevel?: string;
  env?: Record<string, string>;
  /** Each line the server writes to stdout (its log lines at logLevel). */
  onLine?: (line: string) => void;
}

/** The shop as its own process on a free loopback port, as `npm start` runs it (without the web build). */
export const startShop = ({ databaseUrl, dataDir, logLevel = 'warn', env = {}, onLine }: ShopOptions): Promise<StartedShop> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: logLevel, RATE_LIMITS: 'off', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, WEB_DIST: join(dataDir, 'no-web'), ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const stop = () => new Promise<void>((done) => (child.once('exit', () => done()), child.kill('SIGTERM')));
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const port = /Shop running at http:\/\/localhost:(\d+)\//.exec(line)?.[1];
        if (port) resolve({ origin: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop });
        onLine?.(line);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
