import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phone, screenshot, startProduct, type Product } from './harness';

let product: Product;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const open = async (hash: string): Promise<Page> => {
  const page = await (await phone(browser)).newPage();
  await page.goto(`${product.baseUrl}/shop/#${hash}`);
  return page;
};

const numbersShown = (page: Page) =>
  page.locator('.number-card__number').evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/\s/g, '')));

describe('browsing numbers and SIM cards', () => {
  it('searches vanity numbers by pattern, keeps the search in the address and opens a number', async () => {
    const page = await open('/pages/index/VanityNumber/index?pattern=AAAA&sort=priceAsc');
    await page.locator('.number-card__number').first().waitFor();
    const numbers = await numbersShown(page);
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers) expect(number).toMatch(/^1\d{6}(\d)\1{3}$/);
    await screenshot(page, 'vanity-search-aaaa');
    await page.locator('.number-card__number').first().click();
    await expect.poll(() => page.url()).toContain('#/pages/goods/pretty/index');
    await expect.poll(() => page.getByText(/^\d{3}\s?\d{4}\s?\d{4}$/).first().isVisible().catch(() => false)).toBe(true);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'number-page');
    await page.context().close();
  });

  it('lists SIM products and opens one', async () => {
    const page = await open('/pages/goods/index');
    await page.locator('.goods-card').first().waitFor();
    expect(await page.locator('.goods-card').count()).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'goods-list');
    const name = await page.locator('.goods-card__name').first().textContent();
    await page.locator('.goods-card').first().click();
    await expect.poll(() => page.url()).toContain('#/pages/goods/general/index?id=');
    await expect.poll(() => page.getByText(name ?? '').first().isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'goods-detail');
    await page.context().close();
  });

  it('shows numbers and products in the home groups', async () => {
    const page = await open('/?group=1');
    await page.locator('.featured-numbers__list li').first().waitFor();
    expect(await page.locator('.featured-numbers__list li').count()).toBe(6);
    await screenshot(page, 'home-group-numbers');
    await page.context().close();
  });

  it('opens a featured single page by its page code', async () => {
    const page = await open('/pages-sub/single/index?pageCode=spring');
    await page.locator('.goods-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'single-spring');
    await page.context().close();
  });
});
