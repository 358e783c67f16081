import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShop } from './fixture';
import { screenshot } from './harness';

const shop = useShop();

const open = (hash: string): Promise<Page> => shop.open(hash);

const numbersShown = (page: Page) =>
  page.locator('.number-card__number').evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/\s/g, '')));

/** Where the page rests once a scroll has finished moving it. */
async function settledScrollY(page: Page): Promise<number> {
  let last = -1;
  for (;;) {
    const y = await page.evaluate(() => window.scrollY);
    if (y === last) return y;
    last = y;
    await page.waitForTimeout(150);
  }
}

/** Scrolls the number list as a visitor does, each next page arriving, past 1,200 px and three pages. */
async function scrollThroughPages(page: Page): Promise<number> {
  await page.locator('.number-card__number').first().waitFor();
  while ((await page.evaluate(() => window.scrollY)) < 1_200 || (await page.locator('.number-card__number').count()) <= 40) {
    await page.mouse.wheel(0, 400);
    await page.waitForLoadState('networkidle');
  }
  return settledScrollY(page);
}

/** Opens a number the visitor sees on screen. */
async function openNumberInView(page: Page): Promise<void> {
  const inView = await page
    .locator('.number-card__number')
    .evaluateAll((els) => els.findIndex((el) => el.getBoundingClientRect().top > window.innerHeight / 3));
  await page.locator('.number-card__number').nth(inView).click();
  await expect.poll(() => page.url()).toContain('#/pages/goods/pretty/index');
  await page.waitForLoadState('networkidle');
}

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

  it('comes back from a number to the same list at the same place, without searching again', async () => {
    const page = await open('/pages/index/VanityNumber/index?operator=1');
    await page.locator('.number-card__number').first().waitFor();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.waitForLoadState('networkidle');
    const scrolled = await page.evaluate(() => window.scrollY);
    const shown = await numbersShown(page);
    await page.locator('.number-card__number').nth(8).click();
    await expect.poll(() => page.url()).toContain('#/pages/goods/pretty/index');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.waitForLoadState('networkidle');

    const searches: string[] = [];
    page.on('request', (request) => void (request.url().includes('/api/shop/numberList') && searches.push(request.url())));
    await page.goBack();
    await page.locator('.number-card__number').first().waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await numbersShown(page)).toEqual(shown);
    expect(searches).toEqual([]);
    await page.context().close();
  });

  it('comes back from a number to a list scrolled through several pages at the same place', async () => {
    const page = await open('/pages/index/VanityNumber/index');
    const scrolled = await scrollThroughPages(page);
    await openNumberInView(page);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 4);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(4);
    await page.context().close();
  });

  it('comes back to the same place when the list must load its pages again over a slow network', async () => {
    const page = await open('/pages/index/VanityNumber/index?arrangement=2');
    const scrolled = await scrollThroughPages(page);
    await openNumberInView(page);
    // The phone dropped the tab's memory: the number page loads afresh, and the list's pages are gone.
    await page.route('**/api/shop/numberList**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 20_000 }).toBeGreaterThan(scrolled - 4);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(4);
    await page.context().close();
  });

  it('picks a city from the region files the server serves and searches its numbers', async () => {
    const page = await open('/pages/index/VanityNumber/fullPopup?operator=1');
    await page.getByRole('button', { name: '广东省' }).click();
    await page.getByRole('button', { name: '深圳市' }).click();
    await expect.poll(() => page.url()).toContain('#/pages/index/VanityNumber/index?');
    expect(new URL(page.url().replace('#', '')).searchParams.get('city')).toBe('440300');
    await page.locator('.number-card__number').first().waitFor();
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
