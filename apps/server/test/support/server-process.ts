import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createPostgresDatabase, testDatabaseKind } from './database';

const SERVER_DIR = join(import.meta.dirname, '..', '..');
const RUNNING = /Shop running at http:\/\/localhost:(\d+)\/shop\//;

export interface ShopProcess {
  pid: number;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the port once the shop listens; rejects if it exits first. */
  started: Promise<number>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

/** `src/main.ts` as `npm start` runs it, on a free loopback port; the child is the server itself. */
export const startShopProcess = (env: { DATA_DIR: string; DATABASE_URL?: string } & Record<string, string>): ShopProcess => {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: join(env.DATA_DIR, 'no-web'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = new Promise<number>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const port = RUNNING.exec(output)?.[1];
      if (port) resolve(Number(port));
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    void exited.then(({ code, signal }) => reject(new Error(`the shop exited (${code ?? signal}) before listening:\n${output}`)));
  });
  // A refused start is asserted on through `exited`; keep its rejection from going unhandled.
  started.catch(() => undefined);
  if (child.pid === undefined) throw new Error('the shop process did not start');
  return { pid: child.pid, output: () => output, started, exited, kill: (signal) => child.kill(signal) };
};

export const shopUrl = (port: number, path: string): string => `http://127.0.0.1:${port}${path}`;

export interface ShopProcesses {
  /** A fresh temporary directory for this test file's data directories. */
  root: string;
  /** The PostgreSQL test database, when the project runs on PostgreSQL. */
  databaseUrl(): string | undefined;
  /** Starts a shop on `dataDir` (and on the test database, on PostgreSQL), with `env` added; killed after the file. */
  start(dataDir: string, env?: Record<string, string>): ShopProcess;
}

/** Shop processes for one test file, on the project's database, cleaned up afterwards. */
export const useShopProcesses = (): ShopProcesses => {
  const root = mkdtempSync(join(tmpdir(), 'shop-process-'));
  const running: ShopProcess[] = [];
  let database: { url: string; drop: () => Promise<void> } | undefined;
  beforeAll(async () => {
    if (testDatabaseKind() === 'postgres') database = await createPostgresDatabase();
  });
  afterAll(async () => {
    for (const shop of running) shop.kill('SIGKILL');
    await Promise.all(running.map((shop) => shop.exited));
    await database?.drop();
    rmSync(root, { recursive: true, force: true });
  });
  return {
    root,
    databaseUrl: () => database?.url,
    start: (dataDir, env = {}) => {
      const shop = startShopProcess({ ...env, DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });
      running.push(shop);
      return shop;
    },
  };
};

/** A first start seeds 100,000 numbers: tens of seconds when two cores are shared with other test files. */
export const START_TIMEOUT_MS = 90_000;
