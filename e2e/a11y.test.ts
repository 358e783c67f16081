import { api, CARD_TOKEN_HEADER, type PagePath, pageRoutes, RequestHeader } from '@shop/contract';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { anIdCard } from '../apps/server/src/seed/factories';
import { useShop } from './fixture';
import { buyUnpaidPointsOrder } from './pointsShop';
import { screenshot } from './harness';
import { MIN_TAP_PX, smallTapTargets } from './tapTargets';

const BUYER_MOBILE = '13923456789';
const CARD = '8986011234567890001';

const shop = useShop();

/** What a page needs in its query to show its content rather than its empty state. */
let queries: Partial<Record<PagePath, string>> = {};

beforeAll(async () => {
  const [{ list: numbers }, { list: goods }, questions] = await Promise.all([
    shop.api.call('numberList', { query: { pageSize: 1, sort: 'priceAsc' } }),
    shop.api.call('goodsList', {}),
    shop.api.call('hotQuestionList', {}),
  ]);
  const number = numbers[0]?.number ?? '';
  const { packId, vipId, accelerateId } = await firstPerksOf(CARD);
  const pointsOrderSn = `orderSn=${(await buyUnpaidPointsOrder(shop, await cardHeaders(CARD))).orderSn}`;
  const shopGoodsId = (await shop.api.call('integralShopIndex', { headers: await cardHeaders(CARD) })).goods.list[0]?.id ?? '';
  const { order } = await shop.api.orderNumber(number, { name: '王小明', mobile: BUYER_MOBILE, idCard: anIdCard({ region: '440305' }) });
  const orderSn = `orderSn=${order.orderSn}`;
  const wifiCode = `code=${(await shop.api.call('wifiCreate', { body: { ssid: '我家的 Wi-Fi', password: 'guest-2026' }, headers: await cardHeaders(CARD) })).code}`;
  queries = {
    '/pages/goods/general/index': `id=${goods[0]?.id ?? ''}`,
    '/pages/goods/pretty/index': `number=${number}`,
    '/pages/goods/pretty/package': `number=${number}`,
    '/pages/customer/question/detail': `id=${questions[0]?.id ?? ''}`,
    '/pages-sub/single/index': 'pageCode=spring',
    '/pages/order/index': orderSn,
    '/pages/order/pay/index': orderSn,
    '/pages/order/logistics/index': orderSn,
    '/pages/iot/index/couponChoose/pay/index': `id=${packId}`,
    '/pages-sub/iot/index/vip/pay': `id=${vipId}`,
    '/pages-sub/iot/index/accelerate/cashier': `id=${accelerateId}`,
    '/pages-sub/iot/integralShop/details/index': `id=${shopGoodsId}`,
    '/pages-sub/iot/integralShop/details/payment': `id=${shopGoodsId}&quantity=1`,
    '/pages-sub/iot/integralShop/details/storePoint': `id=${shopGoodsId}`,
    '/pages-sub/iot/integralShop/order/orderDetails/index': pointsOrderSn,
    '/pages-sub/iot/integralShop/order/orderDetails/logistics': pointsOrderSn,
    '/pages-sub/iot/integralShop/order/orderDetails/pay': pointsOrderSn,
    '/pages-sub/iot/deviceManage/setSsidPwd/index': 'band=5G',
    '/pages-sub/wifi/share': wifiCode,
    '/pages-sub/wifi/connect': wifiCode,
  };
});

/** A new card session, as the headers of a card call. */
async function cardHeaders(simNo: string): Promise<Record<string, string>> {
  const { token } = await shop.api.call('simLogin', { body: { simNo, agreeProtocol: true } });
  return { [RequestHeader.simNo]: simNo, [CARD_TOKEN_HEADER]: token };
}

/** The first coupon pack, VIP plan and speed add-on on sale to a card, for the pages that pay for one. */
async function firstPerksOf(simNo: string) {
  const headers = await cardHeaders(simNo);
  const cardGet = async <T>(name: 'couponChoose' | 'vipList' | 'accelerateList'): Promise<T> => {
    const response = await fetch(`${shop.product.baseUrl}${api[name].path}`, { headers });
    return ((await response.json()) as { data: T }).data;
  };
  const [coupons, vip, accelerate] = await Promise.all([
    cardGet<{ packs: { id: number }[] }>('couponChoose'),
    cardGet<{ plans: { id: number }[] }>('vipList'),
    cardGet<{ offers: { id: number }[] }>('accelerateList'),
  ]);
  return { packId: coupons.packs[0]?.id ?? '', vipId: vip.plans[0]?.id ?? '', accelerateId: accelerate.offers[0]?.id ?? '' };
}

/**
 * Follows a page's requests: `quiet()` resolves once none has been in flight for `quietMs` (the
 * page's chunks and data have arrived), or after `capMs` on a page that keeps polling.
 */
function watchNetwork(page: Page, quietMs = 400, capMs = 5000) {
  let inFlight = 0;
  let lastChange = Date.now();
  const ended = () => ((inFlight = Math.max(0, inFlight - 1)), (lastChange = Date.now()));
  page.on('request', () => ((inFlight += 1), (lastChange = Date.now())));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async function quiet(): Promise<void> {
    const cap = Date.now() + capMs;
    while ((inFlight > 0 || Date.now() - lastChange < quietMs) && Date.now() < cap) await page.waitForTimeout(100);
  };
}

/**
 * Resolves once nothing on the page is fading (antd-mobile animates its toasts and dialogs from
 * script): a text half faded in would be judged on a contrast it never keeps.
 */
function untilStill(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const deadline = performance.now() + 3000;
        const fading = () =>
          Array.from(document.querySelectorAll<HTMLElement>('[style*="opacity"]')).some((element) => {
            const opacity = Number(getComputedStyle(element).opacity);
            return opacity > 0 && opacity < 1;
          });
        const check = () => (!fading() || performance.now() > deadline ? resolve() : requestAnimationFrame(check));
        check();
      }),
  );
}

interface Finding {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Runs axe-core on the settled page: its serious and critical findings. */
async function audit(page: Page): Promise<Finding[]> {
  await untilStill(page);
  // Evaluated, not added as a tag: the shop's script policy refuses inline scripts.
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'], elementRef: true });
    // The spec fixes the tab bar's colours (#018d71 selected, #999999 default on #f8f8f8).
    const specColours = (rule: string, element: Element | undefined) => rule === 'color-contrast' && element?.closest('.tab-bar') !== null;
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.filter((node) => !specColours(violation.id, node.element)).map((node) => node.target.join(' ')),
      }));
  });
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

interface PageReport {
  axe: string[];
  taps: string[];
}

/**
 * Opens every page of the route table in turn, as loaded afresh from its address, and audits it:
 * axe-core's findings and the tap targets under 44x44 px.
 */
async function auditEveryPage(context: BrowserContext, role: string): Promise<PageReport> {
  const page = await context.newPage();
  const quiet = watchNetwork(page);
  const report: PageReport = { axe: [], taps: [] };
  for (const { path } of pageRoutes) {
    const query = queries[path];
    await page.goto('about:blank');
    await page.goto(`${shop.product.baseUrl}/shop/#${path}${query ? `?${query}` : ''}`);
    await quiet();
    for (const finding of await audit(page)) {
      for (const node of finding.nodes) report.axe.push(`${role} ${path}: ${finding.rule} (${finding.impact}) at ${node} — ${finding.help}`);
    }
    for (const target of await smallTapTargets(page)) report.taps.push(`${role} ${path}: ${target}`);
  }
  return report;
}

async function buyer(): Promise<BrowserContext> {
  const context = await shop.phone();
  const page = await context.newPage();
  await page.goto(`${shop.product.baseUrl}/shop/#/pages/login/index`);
  await page.getByLabel('手机号').fill(BUYER_MOBILE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  // The order's own code started the resend window: the buyer waits as told, then asks again.
  const refusal = page.getByRole('alert').filter({ hasText: /^请 \d+ 秒后再获取验证码$/ });
  const sent = page.getByText(/^验证码已发送至/);
  await Promise.race([refusal.waitFor(), sent.waitFor()]);
  if (await refusal.isVisible()) {
    const seconds = Number(/\d+/.exec((await refusal.textContent()) ?? '')?.[0]);
    await page.waitForTimeout((seconds + 1) * 1000);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await sent.waitFor();
  }
  await page.getByLabel('验证码').fill(await shop.api.smsCode(BUYER_MOBILE));
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/#\/pages\/order\/index/);
  await page.close();
  return context;
}

async function cardHolder(locale?: string): Promise<BrowserContext> {
  const context = await shop.phone(locale);
  const page = await context.newPage();
  await page.goto(`${shop.product.baseUrl}/shop/#/pages/iot/login/index`);
  // By the form's fields, not their labels: the holder may read the page in any language.
  await page.locator('input[name="simNo"]').fill(CARD);
  // The agreement is to the typed card's promoter's terms: tick it once the card is known, as a holder sees them.
  await page.waitForLoadState('networkidle');
  await page.getByRole('checkbox').check();
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/#\/pages\/iot\/index\/index/);
  await page.close();
  return context;
}

describe('accessibility', () => {
  let reports: PageReport[] = [];
  beforeAll(async () => {
    reports = await Promise.all([
      shop.phone().then((context) => auditEveryPage(context, 'visitor')),
      buyer().then((context) => auditEveryPage(context, 'buyer')),
      cardHolder().then((context) => auditEveryPage(context, 'card holder')),
    ]);
  }, 600_000);

  it('finds no serious or critical axe-core violation on any page, for a visitor, a buyer or a card holder', () => {
    expect(reports.flatMap((report) => report.axe).join('\n')).toBe('');
  });

  it(`gives every tap target a hit area of at least ${MIN_TAP_PX}x${MIN_TAP_PX} px on every page, for a visitor, a buyer or a card holder`, () => {
    expect(reports.flatMap((report) => report.taps).join('\n')).toBe('');
  });
});

/** Promoter content (the shop's title, goods names and blurbs) may end in an ellipsis by design. */
const PROMOTER_CONTENT = '.nav-bar__title, .brand__desc, .goods-card__name, .goods-card__subtitle';

/**
 * The shop's own texts the layout cuts off: an element clipping its own text (ellipsis or hidden
 * overflow) and a field whose placeholder is wider than its box.
 */
function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate((content) => {
    const clipped: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d');
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(element);
      const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const clips = (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') && !element.matches(content);
      if (ownText && clips && (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)) {
        clipped.push(`${element.className}: "${element.textContent?.trim()}"`);
      }
      if (element instanceof HTMLInputElement && element.placeholder && canvas) {
        const placeholder = getComputedStyle(element, '::placeholder');
        canvas.font = `${placeholder.fontSize} ${placeholder.fontFamily}`;
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (canvas.measureText(element.placeholder).width > room + 1) clipped.push(`${element.className} placeholder: "${element.placeholder}"`);
      }
    }
    return clipped;
  }, PROMOTER_CONTENT);
}

/** Whether the SIM home's operator badge overlaps the card number. */
const badgeCoversNumber = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const number = document.querySelector('.sim-card__no')?.getBoundingClientRect();
    const badge = document.querySelector('.sim-card__head .operator-badge')?.getBoundingClientRect();
    if (!number || !badge) throw new Error('The SIM home shows no card number or operator badge.');
    return badge.left < number.right && badge.right > number.left && badge.top < number.bottom && badge.bottom > number.top;
  });

describe('the longest locales', () => {
  it('fit every label, placeholder and the card number, in en, fr and es', { timeout: 180_000 }, async () => {
    const clipped: string[] = [];
    for (const locale of ['en-US', 'fr-FR', 'es-ES']) {
      const context = await cardHolder(locale);
      const page = await context.newPage();
      const quiet = watchNetwork(page);
      for (const [name, path] of [
        ['home', '/'],
        ['numbers', '/pages/index/VanityNumber/index'],
        ['customer', '/pages/customer/index'],
        ['questions', '/pages/customer/question/index'],
        ['bind-phone', '/pages/iot/index/bindPhone/index'],
        ['switch-net', '/pages/iot/index/switchNet/index'],
        // Last: the badge check below reads the page left open.
        ['sim-home', '/pages/iot/index/index'],
      ] as const) {
        await page.goto('about:blank');
        await page.goto(`${shop.product.baseUrl}/shop/#${path}`);
        await quiet();
        await screenshot(page, `locale-${locale}-${name}`);
        for (const text of await clippedTexts(page)) clipped.push(`${locale} ${path}: ${text}`);
      }
      expect(await badgeCoversNumber(page)).toBe(false);
      await context.close();
    }
    expect(clipped.join('\n')).toBe('');
  });
});
