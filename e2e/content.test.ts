import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anIdCard } from '../apps/server/src/seed/factories';
import { useShop } from './fixture';
import { longPress, screenshot } from './harness';

const BUYER_MOBILE = '13912340001';
const HELP_PAGE_TITLE = '本地帮助页';

const shop = useShop();
/** A tiny web page on another loopback port, for the web view to frame. */
let helpPage: { server: Server; url: string };

function serveHelpPage(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="zh-Hans"><meta name="viewport" content="width=device-width"><body style="font-family:sans-serif;padding:16px">` +
        `<h1 style="font-size:20px">${HELP_PAGE_TITLE}</h1><p>这是测试在 127.0.0.1 上提供的网页。</p></body></html>`,
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}/help` });
    });
  });
}

beforeAll(async () => {
  helpPage = await serveHelpPage();
});

afterAll(async () => {
  await new Promise((resolve) => helpPage?.server.close(resolve));
});

const open = (hash: string, locale?: string): Promise<Page> => shop.open(hash, locale);

/**
 * The answers the persisted query cache keeps, by endpoint name (`regionFile/index` for the
 * provinces), as the shop finds them on the next visit.
 */
const keptAnswers = (page: Page): Promise<Record<string, unknown>> =>
  page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem('queries') ?? '{}') as {
      clientState?: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    return Object.fromEntries((kept.clientState?.queries ?? []).map(({ queryKey, state }) => [queryKey[0] === 'regionFile' ? `regionFile/${String(queryKey.at(-1))}` : String(queryKey[0]), state.data]));
  });

/** A phone page not yet on the shop, for what must be in place before it loads. */
const newPhonePage = (): Promise<Page> => shop.newPage();

const settle = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
};

const navTitle = (page: Page) => page.locator('.nav-bar__title').textContent();

describe('the about pages', () => {
  it('shows the service promise and about us in Chinese', async () => {
    const page = await open('/pages/about/promise');
    await page.getByRole('heading', { name: '服务承诺', level: 2 }).waitFor();
    expect(await page.locator('.about__paragraph').count()).toBeGreaterThan(2);
    expect(await page.locator('.about__original').count()).toBe(0);
    await settle(page, 'about-promise');

    await page.goto(`${shop.product.baseUrl}/shop/#/pages/about/textTemplate?promoCode=sunrise`);
    await page.getByRole('heading', { name: '关于朝阳通信' }).waitFor();
    expect(await navTitle(page)).toBe('关于我们');
    await settle(page, 'about-us-sunrise');
  });

  it('shows them in English, and says so when only the Chinese original can be shown', async () => {
    const page = await open('/pages/about/promise', 'en-US');
    await page.getByRole('heading', { name: 'Our promise' }).waitFor();
    expect(await page.locator('.about__original').count()).toBe(0);
    await settle(page, 'about-promise-en');

    // Every demo page exists in English: the request is sent on in Chinese, as the server answers a page it has no English for.
    await page.route('**/api/site/aboutText?*', (route) => route.continue({ url: route.request().url().replace('locale=en', 'locale=zh-Hans') }));
    await page.goto(`${shop.product.baseUrl}/shop/#/pages/about/textTemplate`);
    await page.getByRole('heading', { name: '关于我们', level: 2 }).waitFor();
    expect(await page.locator('.about__original').textContent()).toBe('Not yet available in English: shown in the original Chinese.');
    expect(await page.locator('article').getAttribute('lang')).toBe('zh-Hans');
    await settle(page, 'about-us-en-fallback');
  });
});

describe('the order login agreement', () => {
  it("opens the promoter's user agreement over the form and goes back to it on Agree", async () => {
    const page = await open('/pages/login/index?promoCode=sunrise');
    await page.getByLabel('手机号').fill(BUYER_MOBILE);
    await page.getByRole('button', { name: '《用户协议》' }).click();
    const sheet = page.getByRole('dialog', { name: '朝阳通信用户协议' });
    await sheet.waitFor();
    expect(await sheet.locator('.about__paragraph').count()).toBeGreaterThan(3);
    await settle(page, 'login-protocol');
    await sheet.locator('.sheet__body').evaluate((body) => body.scrollTo(0, body.scrollHeight));
    await page.getByRole('button', { name: '同意' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(await page.getByLabel('手机号').inputValue()).toBe(BUYER_MOBILE);
  });

  it("shows the shop's agreement in the visitor's language", async () => {
    const page = await open('/pages/login/index', 'fr-FR');
    await page.getByRole('button', { name: "conditions d'utilisation" }).click();
    await page.getByRole('dialog').locator('.about__paragraph').first().waitFor();
    expect(await page.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    await settle(page, 'login-protocol-fr');
  });
});

describe('the web view', () => {
  it('refuses a script link, says why and runs nothing', async () => {
    const page = await newPhonePage();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto(`${shop.product.baseUrl}/shop/#/pages/webview/index?url=${encodeURIComponent('javascript:alert(1)')}`);
    await page.getByRole('alert').getByText('无法打开此链接').waitFor();
    expect(await page.locator('.webview-refused__url').textContent()).toBe('javascript:alert(1)');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(dialogs).toBe(0);
    await settle(page, 'webview-refused');
  });

  it('says a url is missing', async () => {
    const page = await open('/pages/webview/index');
    await page.getByText('Missing required args: "url"').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await settle(page, 'webview-missing-url');
  });

  it('shows a web page in a frame, with a way to open it in the browser', async () => {
    const page = await open(`/pages/webview/index?url=${encodeURIComponent(helpPage.url)}`);
    await page.frameLocator('iframe').getByRole('heading', { name: HELP_PAGE_TITLE }).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    const link = page.getByRole('link', { name: '在浏览器中打开' });
    expect(await link.getAttribute('href')).toBe(helpPage.url);
    expect(await link.getAttribute('rel')).toContain('noopener');
    const frame = await page.locator('iframe').boundingBox();
    expect(frame?.height).toBeGreaterThan(600);
    await settle(page, 'webview-page');
  });

  it("opens a shop page given by the shop's own address in the shop, and frames nothing else of its site", async () => {
    const shopAddress = `${shop.product.baseUrl}/shop/#/pages/about/promise`;
    const page = await open(`/pages/webview/index?url=${encodeURIComponent(shopAddress)}`);
    await expect.poll(() => page.url()).toContain('#/pages/about/promise');
    await page.getByRole('heading', { name: '服务承诺', level: 2 }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);

    await page.goto(`${shop.product.baseUrl}/shop/#/pages/webview/index?url=${encodeURIComponent(`${shop.product.baseUrl}/api/docs`)}`);
    await page.getByRole('alert').getByText('本站的网址只有商城页面能在这里打开。').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await settle(page, 'webview-own-site-refused');
  });
});

describe('data initialisation', () => {
  it('fills the cache and dictionaries, then goes on to home', async () => {
    const page = await newPhonePage();
    // The provinces fail once, as on a dropped connection: the page says so and retries.
    await page.route('**/provinces/index.json', (route) => route.abort('connectionreset'), { times: 1 });
    await page.goto(`${shop.product.baseUrl}/shop/#/pages/index/loadDomain`);
    const retry = page.getByRole('button', { name: '重试' });
    await retry.waitFor();
    expect(await page.locator('.init-step--failed').textContent()).toContain('地区信息');
    await expect.poll(() => page.locator('.init-step--done').count()).toBe(2);
    await page.getByRole('heading', { name: '部分数据加载失败' }).waitFor();
    // The lost connection is also toasted, as every one is; the page keeps saying it once the toast has gone.
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    await settle(page, 'load-domain-failed');

    await retry.click();
    await expect.poll(() => page.url()).toContain('#/pages/index/index');
    // The persisted query cache is written at most once a second.
    await expect.poll(async () => Object.keys(await keptAnswers(page))).toEqual(expect.arrayContaining(['regionFile/index', 'hotQuestionList', 'dictOptions']));
    const kept = await keptAnswers(page);
    expect((kept['regionFile/index'] as unknown[]).length).toBeGreaterThan(30);
    expect((kept.hotQuestionList as unknown[]).length).toBeGreaterThan(0);
    const operators = (kept.dictOptions as Record<string, { label: string }[]>).operator ?? [];
    expect(operators.map((option) => option.label)).toContain('中国移动');
    await settle(page, 'load-domain-home');
  });

  it('shows its steps while they load, and goes on to the in-shop page asked for', async () => {
    const page = await newPhonePage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/shop/customer/hotQuestionList?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${shop.product.baseUrl}/shop/#/pages/index/loadDomain?redirect=${encodeURIComponent('/pages/about/promise')}`);
    await expect.poll(() => page.locator('.init-step--done').count()).toBe(2);
    expect(await page.locator('.init-step--running').textContent()).toContain('常见问题');
    // The bar glides to two thirds (0.3 s) before the picture is taken.
    await page.waitForTimeout(400);
    await screenshot(page, 'load-domain-progress');
    release();
    await expect.poll(() => page.url()).toContain('#/pages/about/promise');
    await page.getByRole('heading', { name: '服务承诺', level: 2 }).waitFor();
  });
});

describe('data initialisation without hot questions', () => {
  it('skips them when they cannot be loaded and goes on to home', async () => {
    const page = await newPhonePage();
    await page.route('**/api/shop/customer/hotQuestionList?*', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`${shop.product.baseUrl}/shop/#/pages/index/loadDomain`);
    await expect.poll(() => page.url()).toContain('#/pages/index/index');
    await expect.poll(async () => Object.keys(await keptAnswers(page))).toContain('regionFile/index');
    const kept = await keptAnswers(page);
    expect((kept['regionFile/index'] as unknown[]).length).toBeGreaterThan(30);
    expect(kept).not.toHaveProperty('hotQuestionList');
  });
});

describe('Mine', () => {
  it.each([
    ['联系客服', '/pages/customer/index', '客服中心'],
    ['常见问题', '/pages/customer/question/index', '常见问题'],
    ['服务承诺', '/pages/about/promise', '服务承诺'],
    ['交易条款', '/pages/about/payment', '交易条款'],
    ['关于我们', '/pages/about/textTemplate', '关于我们'],
  ])('links to %s', async (row, path, title) => {
    const page = await open('/pages/user/index2');
    await page.getByRole('button', { name: row, exact: true }).click();
    await expect.poll(() => page.url()).toContain(`#${path}`);
    await expect.poll(() => navTitle(page)).toBe(title);
    if (path === '/pages/about/promise') {
      await page.getByRole('button', { name: '返回' }).click();
      await page.getByRole('button', { name: '关于我们' }).waitFor();
      await settle(page, 'mine-links');
    }
  });
});

describe('copying an order number', () => {
  /** A buyer ordering through the API, as the order form does; ordering logs them in. */
  async function placeOrder(): Promise<{ orderSn: string; session: { token: string; mobile: string } }> {
    const { list } = await shop.api.call('numberList', { query: { pageSize: 1, sort: 'priceAsc' } });
    const created = await shop.api.orderNumber(list[0]?.number ?? '', {
      name: '李小红',
      mobile: BUYER_MOBILE,
      idCard: anIdCard({ region: '440305', birth: '19920515', serial: '246' }),
    });
    return { orderSn: created.order.orderSn, session: created.session };
  }

  it('copies the number held down in the list, and with the copy button in the order', { timeout: 90_000 }, async () => {
    const { orderSn, session } = await placeOrder();
    const page = await newPhonePage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.product.baseUrl });
    // The session as the order form leaves it: the token for this tab, the masked mobile kept.
    await page.goto(`${shop.product.baseUrl}/health`);
    await page.evaluate(
      ({ orderSessionId, masked }) => {
        sessionStorage.setItem('session', JSON.stringify({ state: { orderSessionId }, version: 0 }));
        localStorage.setItem('user', JSON.stringify({ state: { mobile: masked }, version: 0 }));
      },
      { orderSessionId: session.token, masked: session.mobile },
    );
    await page.goto(`${shop.product.baseUrl}/shop/#/pages/order/index`);
    const number = page.locator('.order-card__sn', { hasText: orderSn });
    await number.waitFor();

    await longPress(page, number);
    await page.getByText('内容已复制').waitFor();
    expect(page.url()).toContain('#/pages/order/index');
    expect(page.url()).not.toContain('orderSn=');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderSn);
    await screenshot(page, 'order-list-copied');
    await page.getByText('内容已复制').waitFor({ state: 'detached' });

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await number.click();
    await page.getByText('订单信息').waitFor();
    await page.getByRole('button', { name: '复制' }).click();
    await page.getByText('内容已复制').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderSn);
    await screenshot(page, 'order-detail-copied');
    await page.getByText('内容已复制').waitFor({ state: 'detached' });

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: '去支付' }).click();
    await page.getByText('应付金额').waitFor();
    await page.getByRole('button', { name: '复制' }).click();
    await page.getByText('内容已复制').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(orderSn);
    await screenshot(page, 'order-pay-copied');
  });
});
