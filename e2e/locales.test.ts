import * as OpenCC from 'opencc-js';
import { MAX_LIVE_ORDERS_PER_ID_CARD } from '@shop/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { placeName } from '../apps/server/src/lib/places';
import { anIdCard } from '../apps/server/src/seed/factories';
import { untilOpaque } from './dialogs';
import { useShop } from './fixture';
import { screenshot } from './harness';

const shop = useShop();

const CARD = '8986011234567890001';

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

/**
 * Whether a line has Simplified characters: converting it to Traditional changes it, and not
 * merely because a character is also Traditional (岳 of 岳陽 would become 嶽): its Simplified
 * reading converts to the same Traditional.
 */
const hasSimplified = (line: string): boolean => {
  const traditional = toTraditional(line);
  return traditional !== line && toTraditional(toSimplified(line)) === traditional;
};

/** The visitor's locales other than Simplified Chinese, each with the browser language that picks it. */
const VISITORS = [
  { locale: 'en', language: 'en-US', buyer: 1 },
  { locale: 'fr', language: 'fr-FR', buyer: 2 },
  { locale: 'es', language: 'es-ES', buyer: 3 },
  { locale: 'zh-Hant', language: 'zh-TW', buyer: 4 },
] as const;
type Visitor = (typeof VISITORS)[number];

/**
 * What the visitor reads and hears on the page, a line each: the visible text, placeholders,
 * accessible names and image texts, less the navigation bar's title (Chinese by the spec).
 */
const readTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const title = document.querySelector('.nav-bar__title')?.textContent?.trim();
    const attributes = Array.from(document.querySelectorAll('[placeholder], [aria-label], img[alt]')).flatMap((element) =>
      ['placeholder', 'aria-label', 'alt'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [...document.body.innerText.split('\n'), ...attributes].map((line) => line.trim()).filter((line) => line !== '' && line !== title);
  });

/** The promoter's ICP licence number is a registration, shown as it was issued (粤ICP备…号). */
const ICP_NUMBER = /ICP备\d+号/;

/** Lines in Simplified Chinese: any Chinese in en, fr and es; Simplified characters in zh-Hant. */
const simplifiedLines = (lines: readonly string[], { locale }: Visitor): string[] =>
  lines.filter((line) => !ICP_NUMBER.test(line) && (locale === 'zh-Hant' ? hasSimplified(line) : HAN.test(line)));

async function expectInLocale(page: Page, visitor: Visitor, shot: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await screenshot(page, `locale-${visitor.locale}-${shot}`);
  expect(simplifiedLines(await readTexts(page), visitor), `${shot} in ${visitor.locale}`).toEqual([]);
}

/** One holder's identity card; each visitor orders with a mobile of their own. */
const HOLDER_ID_CARD = anIdCard({ region: '440305', birth: '19900101', serial: '601' });
const mobileOf = ({ buyer }: Visitor) => `1391234560${buyer}`;

let liveOrdersTaken: Promise<void> | undefined;

/**
 * The holder's identity card already holds the most live orders the shop allows, taken once
 * through the API with other mobiles: every visitor's next order is refused with the reason (30003).
 */
const takeLiveOrders = (numbers: readonly string[]): Promise<void> =>
  (liveOrdersTaken ??= (async () => {
    for (const [index, number] of numbers.slice(0, MAX_LIVE_ORDERS_PER_ID_CARD).entries()) {
      await shop.api.orderNumber(number, { name: '王小明', idCard: HOLDER_ID_CARD, mobile: `137000000${10 + index}` });
    }
  })());

/** A number on sale with its detail page open and the order form shown; the other numbers on sale. */
async function openOrderForm(visitor: Visitor): Promise<{ page: Page; others: string[] }> {
  const { list } = await shop.api.call('numberList', { query: { sort: 'priceDesc', pageSize: 1 + MAX_LIVE_ORDERS_PER_ID_CARD, page: visitor.buyer } });
  const [number, ...others] = list;
  if (!number) throw new Error('no number on sale');
  const page = await shop.open(`/pages/goods/pretty/index?id=${number.id}&number=${number.number}`, visitor.language);
  await page.locator('.bottom-bar__button').click();
  await page.getByRole('dialog').waitFor();
  await untilOpaque(page.getByRole('dialog'));
  return { page, others: others.map((other) => other.number) };
}

/** The region picker names places in the visitor's locale. */
const pickPlace = (page: Page, chinese: string, { locale }: Visitor) => page.getByRole('button', { name: placeName(chinese, locale), exact: true }).click();

async function fillOrderForm(page: Page, visitor: Visitor): Promise<void> {
  const mobile = mobileOf(visitor);
  await page.locator('#order-name').fill('王小明');
  await page.locator('#order-idCard').fill(HOLDER_ID_CARD);
  await page.locator('#order-mobile').fill(mobile);
  await page.locator('.order-code-button').click();
  await expect.poll(() => shop.api.smsCode(mobile).catch(() => '')).not.toBe('');
  await page.locator('#order-smsCode').fill(await shop.api.smsCode(mobile));
  await page.locator('#order-region').click();
  await pickPlace(page, '广东省', visitor);
  await pickPlace(page, '深圳市', visitor);
  await pickPlace(page, '南山区', visitor);
  await page.locator('#order-detail').fill('科技园南区高新南七道 8 号');
  await page.locator('#order-agreed').check();
}

async function openSimHome(visitor: Visitor): Promise<Page> {
  const session = await shop.api.call('simLogin', { body: { simNo: CARD, agreeProtocol: true } });
  const page = await shop.newPage(visitor.language);
  // Storage is written on a page of the same origin that runs no shop code, so no store overwrites it.
  await page.goto(`${shop.product.baseUrl}/health`);
  await page.evaluate(({ simNo, token }) => {
    const state = { loginSns: [simNo], simNo, simInfo: null, cardToken: token, iotIndexPopupPrevent: true };
    localStorage.setItem('iot', JSON.stringify({ state, version: 0 }));
  }, session);
  await page.goto(`${shop.product.baseUrl}/shop/#/pages/iot/index/index`);
  await page.locator('.sim-card').waitFor();
  return page;
}

describe.each(VISITORS)('a visitor in $locale', (visitor) => {
  it('reads the home and the number list in their language', { timeout: 60_000 }, async () => {
    const home = await shop.open('/', visitor.language);
    await home.locator('.brand').waitFor();
    await expectInLocale(home, visitor, 'home');

    const list = await shop.open('/pages/index/VanityNumber/index', visitor.language);
    await list.locator('.number-card').first().waitFor();
    await expectInLocale(list, visitor, 'numbers');
  });

  it('orders in their language and reads a refusal in it', { timeout: 90_000 }, async () => {
    const { page, others } = await openOrderForm(visitor);
    await expectInLocale(page, visitor, 'order-form');

    await takeLiveOrders(others);
    await fillOrderForm(page, visitor);
    await page.locator('.order-submit').click();
    const refusal = page.getByRole('alertdialog').or(page.getByRole('dialog').filter({ hasNot: page.locator('form') }));
    await refusal.first().waitFor();
    await untilOpaque(refusal.first());
    const lines = await refusal.first().evaluate((dialog) => (dialog as HTMLElement).innerText.split('\n').filter((line) => line.trim() !== ''));
    expect(lines.length).toBeGreaterThan(0);
    expect(simplifiedLines(lines, visitor), `the refusal in ${visitor.locale}`).toEqual([]);
    await screenshot(page, `locale-${visitor.locale}-order-refused`);
  });

  it('reads the SIM home in their language', { timeout: 60_000 }, async () => {
    const page = await openSimHome(visitor);
    await expectInLocale(page, visitor, 'sim-home');
  });

  it("reads the card's wallet in their language: top-up, packages, one package, renewal, pay password, the lists", { timeout: 120_000 }, async () => {
    const page = await openSimHome(visitor);
    const visit = async (path: string, shot: string, ready: () => Promise<void>) => {
      await page.goto(`${shop.product.baseUrl}/shop/#${path}`);
      await ready();
      await expectInLocale(page, visitor, shot);
    };
    await visit('/pages/iot/index/balance/index', 'wallet-recharge', () => page.getByRole('radio').first().waitFor());
    await visit('/pages/iot/index/package/index', 'wallet-packages', () => page.getByRole('tab').first().waitFor());
    await page.locator('.offers button').first().click();
    await page.getByRole('radiogroup').first().waitFor();
    await expectInLocale(page, visitor, 'wallet-package-details');
    await visit('/pages/iot/index/setRenew/index', 'wallet-renewal', () => page.getByRole('radio').first().waitFor());
    await visit('/pages/iot/index/payPassword/index', 'wallet-pay-password', () => page.locator('form').waitFor());
    await visit('/pages/iot/index/BalanceLogList', 'wallet-ledger', () => page.getByRole('article').first().waitFor());
    await visit('/pages/iot/index/orderLogs/index', 'wallet-orders', () => page.getByRole('tab').first().waitFor());
    await visit('/pages/iot/index/BalanceList', 'wallet-recharges', () => page.locator('.empty-state, [role="article"]').first().waitFor());
  });
});
