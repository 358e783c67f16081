/**
 * Web weight: the gzipped JS and CSS the home route loads before it is interactive; the
 * Lighthouse mobile performance score of the home page, the number list and the SIM home; and
 * the Lighthouse accessibility score of the home page, the number list, a goods detail, customer
 * service and the card login, all against the built product.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { shopApi } from '../e2e/api';
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

type Category = 'performance' | 'accessibility';

interface Audited {
  name: string;
  /** The page's hash route. */
  hash: string;
  /** The Lighthouse categories scored on this page. */
  categories: Category[];
  /** Logs the browser in first and keeps its storage, for a page behind the card login. */
  cardLogin?: boolean;
}

/** The pages scored, a goods detail on the first product of the demo seed. */
const auditedPages = (goodsId: number): Audited[] => [
  { name: 'home', hash: '/', categories: ['performance', 'accessibility'] },
  { name: 'number list', hash: '/pages/index/VanityNumber/index', categories: ['performance', 'accessibility'] },
  { name: 'SIM home', hash: '/pages/iot/index/index', categories: ['performance'], cardLogin: true },
  { name: 'goods detail', hash: `/pages/goods/general/index?id=${goodsId}`, categories: ['accessibility'] },
  // Performance too, for its layout shift while the hot questions arrive.
  { name: 'customer service', hash: '/pages/customer/index', categories: ['performance', 'accessibility'] },
  { name: 'card login', hash: '/pages/iot/login/index', categories: ['accessibility'] },
];

const PERFORMANCE_FIGURES = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

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

/** Runs Lighthouse on one page, prints its figures and answers its score (0 to 100) in each category asked for. */
async function lighthouseScores(product: Product, { name, hash, categories, cardLogin = false }: Audited): Promise<Map<Category, number>> {
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
      onlyCategories: categories,
      logLevel: 'error',
      output: 'json',
      disableStorageReset: cardLogin,
    });
    // A lost card session would show the login page instead: that is not the page to score.
    const landed = result?.lhr.finalDisplayedUrl ?? '';
    if (cardLogin && !landed.includes(`#${hash}`)) throw new Error(`Lighthouse measured ${landed}, not the ${name}`);
    console.log(`Lighthouse, ${name} (#${hash}):`);
    const scores = new Map<Category, number>();
    for (const category of categories) {
      const scored = result?.lhr.categories[category];
      if (typeof scored?.score !== 'number') throw new Error(`Lighthouse returned no ${category} score for the ${name}`);
      scores.set(category, Math.round(scored.score * 100));
      // Performance by its timings; accessibility by the audits it failed, each with its weight.
      const figures =
        category === 'performance'
          ? PERFORMANCE_FIGURES.map((id) => `${id}: ${result?.lhr.audits[id]?.displayValue ?? '-'}`)
          : scored.auditRefs
              .filter((ref) => ref.weight > 0 && result?.lhr.audits[ref.id]?.score === 0)
              .map((ref) => `failed ${ref.id} (weight ${ref.weight}): ${result?.lhr.audits[ref.id]?.title ?? ''}`);
      for (const figure of figures.length > 0 ? figures : ['no failed audit']) console.log(`  ${category} ${figure}`);
    }
    return scores;
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
  const [goods] = (await shopApi(product.baseUrl).call('goodsList', {})).list;
  if (!goods) throw new Error('The demo seed has no goods to score a goods detail on.');
  for (const page of auditedPages(goods.id)) {
    for (const [category, score] of await lighthouseScores(product, page)) {
      console.log(`Lighthouse mobile ${category}, ${page.name}: ${score} (target >= ${SCORE_TARGET}) ${score >= SCORE_TARGET ? 'met' : 'MISSED'}`);
    }
  }
} finally {
  await product.stop();
}
