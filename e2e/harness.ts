import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const screenshots = join(repo, 'e2e', 'screenshots');

/** Chromium flags for a closed network: no background calls that would be refused or hang. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The product exited early:\n${output()}`);
    const healthy = await fetch(`${baseUrl}/health`).then((r) => r.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The product did not become healthy:\n${output()}`);
}

export interface Product {
  baseUrl: string;
  /** Stops the product; its data directory is removed unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface DataDirChoice {
  /** Where the product keeps its data (a new temporary folder by default). */
  dataDir?: string;
  /** A data directory a stopped product left, copied as the new one's starting data. */
  template?: string;
}

// The copy is a second start's data; the template's process lock is not part of it.
const withoutLock = (source: string): boolean => !source.endsWith('pglite.lock');

/** Starts the built product as `npm start` does, on a free loopback port and a fresh embedded database. */
export async function startProduct(env: Record<string, string> = {}, { dataDir, template }: DataDirChoice = {}): Promise<Product> {
  const port = await freePort();
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'shop-e2e-')));
  if (template) await cp(template, dir, { recursive: true, filter: withoutLock });
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repo, 'apps', 'server'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(baseUrl, child, () => log);
  return {
    baseUrl,
    async stop({ keepData = false } = {}) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!keepData) await rm(dir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
}

/** A phone-sized context (375x812, as the e2e review screenshots are judged). */
export function phone(browser: Browser, locale = 'zh-CN'): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale });
}

/** Holds the mouse on `target` past the shop's long-press time (350 ms), without moving. */
export async function longPress(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('Nothing to long-press: the target is not on screen.');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(600);
  await page.mouse.up();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `${name}.png`) });
}
