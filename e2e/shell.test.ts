import { describe, expect, it } from 'vitest';
import { useShop } from './fixture';
import { screenshot } from './harness';

const shop = useShop();

const baseConfig = (promoCode?: string) => shop.api.call('baseConfig', { query: { promoCode } });

describe('the storefront shell', () => {
  it('shows the default promoter on the home page with its logo, banners, tips and ICP code', async () => {
    const expected = await baseConfig();
    const context = await shop.phone();
    const page = await context.newPage();
    await page.goto(`${shop.product.baseUrl}/shop/`);
    await expect.poll(() => page.locator('.brand__title').textContent()).toBe(expected.front.title);
    expect(await page.title()).toBe(expected.front.title);
    expect(await page.locator('.brand__logo').getAttribute('src')).toBe(expected.front.logo);
    expect(await page.locator('.carousel__slide').count()).toBeGreaterThan(0);
    expect(await page.locator('.home-footer__icp').textContent()).toBe(expected.front.ipcCode);
    expect(await page.locator('.home-footer__tips').textContent()).toBe(expected.front.bottomTips);
    await page.locator('.carousel__slide img').first().evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(page, 'home-demo');
    await context.close();
  });

  it('shows the second promoter under its own promo code', async () => {
    const [demo, sunrise] = await Promise.all([baseConfig('demo'), baseConfig('sunrise')]);
    expect(sunrise.front.title).not.toBe(demo.front.title);
    const context = await shop.phone();
    const page = await context.newPage();
    await page.goto(`${shop.product.baseUrl}/shop/#/?promoCode=sunrise`);
    await expect.poll(() => page.locator('.brand__title').textContent()).toBe(sunrise.front.title);
    expect(await page.locator('.brand__logo').getAttribute('src')).toBe(sunrise.front.logo);
    await screenshot(page, 'home-sunrise');
    await context.close();
  });

  it('tells the visitor when a promo code does not exist and offers a retry', async () => {
    const context = await shop.phone();
    const page = await context.newPage();
    await page.goto(`${shop.product.baseUrl}/shop/#/?promoCode=nobody`);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('nobody');
    await expect.poll(() => page.getByRole('button', { name: '重试' }).isVisible()).toBe(true);
    await screenshot(page, 'home-unknown-promoter');
    await context.close();
  });

  it('switches between the Home and Mine tabs', async () => {
    const context = await shop.phone();
    const page = await context.newPage();
    await page.goto(`${shop.product.baseUrl}/shop/`);
    await page.getByRole('button', { name: '我的', exact: true }).click();
    await expect.poll(() => page.url()).toContain('#/pages/user/index2');
    await expect.poll(() => page.locator('.nav-bar__title').textContent()).toBe('我的');
    expect(await page.getByRole('button', { name: '我的', exact: true }).getAttribute('aria-current')).toBe('page');
    const selected = await page.locator('.tab-bar__item--selected').evaluate((el) => getComputedStyle(el).color);
    expect(selected).toBe('rgb(1, 141, 113)');
    await screenshot(page, 'mine-guest');
    await page.getByRole('button', { name: '首页', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/#\/pages\/index\/index$/);
    await expect.poll(() => page.locator('.brand__title').isVisible()).toBe(true);
    await context.close();
  });

  it('sends a logged-out visitor of the order list to the order login page with a redirect', async () => {
    const context = await shop.phone();
    const page = await context.newPage();
    await page.goto(`${shop.product.baseUrl}/shop/#/pages/user/index2`);
    await page.getByRole('button', { name: '我的订单' }).click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain('#/pages/login/index?redirect=/pages/order/index');
    await expect.poll(() => page.locator('.nav-bar__title').textContent()).toBe('订单查询');
    await screenshot(page, 'order-login-redirect');
    await page.getByRole('button', { name: '返回' }).click();
    await expect.poll(() => page.url()).toContain('#/pages/user/index2');
    await context.close();
  });

  it('answers an unknown page with "page is not found" and a way home', async () => {
    const context = await shop.phone();
    const page = await context.newPage();
    await page.goto(`${shop.product.baseUrl}/shop/#/pages/nowhere/index`);
    await expect.poll(() => page.getByText('page is not found').isVisible()).toBe(true);
    await screenshot(page, 'not-found');
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect.poll(() => page.locator('.brand__title').isVisible()).toBe(true);
    await context.close();
  });
});

describe('locale', () => {
  const openMine = async (locale: string) => {
    const context = await shop.phone(locale);
    const page = await context.newPage();
    await page.goto(`${shop.product.baseUrl}/shop/#/pages/user/index2`);
    await page.locator('.tab-bar').waitFor();
    return { context, page };
  };

  it.each([
    ['en-US', 'en', 'Home', 'Mine'],
    ['fr-FR', 'fr', 'Accueil', 'Mon compte'],
    ['es-ES', 'es', 'Inicio', 'Mi cuenta'],
    ['zh-TW', 'zh-Hant', '首頁', '我的'],
    ['zh-CN', 'zh-Hans', '首页', '我的'],
    ['de-DE', 'en', 'Home', 'Mine'],
  ])('follows the browser language %s', async (browserLocale, lang, home, mine) => {
    const { context, page } = await openMine(browserLocale);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.locator('.tab-bar__item').allTextContents()).toEqual([home, mine]);
    if (lang === 'en') await screenshot(page, `mine-${browserLocale}`);
    await context.close();
  });

  it('keeps the language chosen on Mine over the browser language, across reloads', async () => {
    const { context, page } = await openMine('zh-CN');
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');
    await screenshot(page, 'mine-french');
    await page.reload();
    await page.locator('.tab-bar').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('.tab-bar__item').allTextContents()).toEqual(['Accueil', 'Mon compte']);
    await context.close();
  });
});
