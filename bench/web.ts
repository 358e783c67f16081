/**
 * Web weight: the gzipped JS and CSS the home route loads before it is interactive, and the
 * Lighthouse mobile performance score of the home page, the number list and the SIM home, all
 * against the built product.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, freePort, launchBrowser, phone, startProduct, type Product } from '../e2e/harness';

const JS_BUDGET_KB = 110;
const SCORE_TARGET = 95;

interface Asset {
  url: string;
  type: 'js' | 'css';
  gzipBytes: number;
}

async function homeAssets(product: Product): Promise<Asset[]> {
  const browser = await launchBrowser();
  const context = await phone(browser);
  const page = await context.newPage();
  const pending: Promise<Asset | null>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    const type = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : null;
    if (!type) return;
    pending.push(response.body().then((body) => ({ url, type, gzipBytes: gzipSync(body, { level: 9 }).length }), () => null));
  });
  await page.goto(`${product.baseUrl}/shop/`, { waitUntil: 'networkidle' });
  await page.locator('.brand__title').waitFor();
  const assets = (await Promise.all(pending)).filter((asset): asset is Asset => asset !== null);
  await browser.close();
  return assets;
}

/** A card of the demo seed that logs in without a password. */
const DEMO_CARD = '8986011234567890001';

interface Audited {
  name: string;
  /** The page's hash route. */
  hash: string;
  /** Logs the browser in first and keeps its storage, for a page behind the card login. */
  cardLogin?: boolean;
}

const audited: Audited[] = [
  { name: 'home', hash: '/' },
  { name: 'number list', hash: '/pages/index/VanityNumber/index' },
  { name: 'SIM home', hash: '/pages/iot/index/index', cardLogin: true },
];

/** Logs the demo card in through the login page, in the Chromium that Lighthouse then drives. */
async function logInCard(product: Product, debuggingPort: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${product.baseUrl}/shop/#/pages/iot/login/index`);
    // By the form's fields, not their labels: this Chromium speaks the system's language.
    await page.locator('input[name="simNo"]').fill(DEMO_CARD);
    const agreement = page.locator('input[type="checkbox"]');
    if (!(await agreement.isChecked())) await agreement.check();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/#\/pages\/iot\/index\/index/);
    await page.waitForLoadState('networkidle');
    await page.close();
  } finally {
    // Connected over CDP, this only disconnects: the logged-in Chromium stays for Lighthouse.
    await browser.close();
  }
}

async function lighthouseScore(product: Product, { name, hash, cardLogin = false }: Audited): Promise<number> {
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'shop-lighthouse-'));
  const chrome = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
    '--headless=new',
    `--remote-debugging-port=${port}`,
    '--remote-debugging-address=127.0.0.1',
    `--user-data-dir=${profile}`,
    ...chromiumArgs,
    'about:blank',
  ], { stdio: 'ignore' });
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const up = await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.ok, () => false);
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (cardLogin) await logInCard(product, port);
    const result = await lighthouse(`${product.baseUrl}/shop/#${hash}`, {
      port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      disableStorageReset: cardLogin,
    });
    const score = result?.lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse returned no performance score for the ${name}`);
    // A lost card session would show the login page instead: that is not the page to score.
    const landed = result?.lhr.finalDisplayedUrl ?? '';
    if (cardLogin && !landed.includes(`#${hash}`)) throw new Error(`Lighthouse measured ${landed}, not the ${name}`);
    console.log(`Lighthouse, ${name} (#${hash}):`);
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']) {
      const audit = result?.lhr.audits[id];
      console.log(`  ${id}: ${audit?.displayValue ?? '-'}`);
    }
    return Math.round(score * 100);
  } finally {
    // The profile folder is Chromium's until it has exited: removing it earlier races its last writes.
    const exited = chrome.exitCode === null ? new Promise((resolve) => chrome.once('exit', resolve)) : Promise.resolve();
    chrome.kill('SIGTERM');
    await exited;
    await rm(profile, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const product = await startProduct();
try {
  const assets = await homeAssets(product);
  for (const asset of assets) console.log(`  ${asset.type} ${kb(asset.gzipBytes).padStart(6)} KB  ${new URL(asset.url).pathname}`);
  const total = (type: Asset['type']) => assets.filter((a) => a.type === type).reduce((sum, a) => sum + a.gzipBytes, 0);
  const js = total('js');
  console.log(`home route JS (gzip): ${kb(js)} KB (target <= ${JS_BUDGET_KB} KB) ${js <= JS_BUDGET_KB * 1024 ? 'met' : 'MISSED'}`);
  console.log(`home route CSS (gzip): ${kb(total('css'))} KB`);
  for (const page of audited) {
    const score = await lighthouseScore(product, page);
    console.log(`Lighthouse mobile performance, ${page.name}: ${score} (target >= ${SCORE_TARGET}) ${score >= SCORE_TARGET ? 'met' : 'MISSED'}`);
  }
} finally {
  await product.stop();
}
