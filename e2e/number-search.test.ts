import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShop } from './fixture';
import { screenshot } from './harness';

const shop = useShop();

const numbersShown = async (page: Page): Promise<string[]> => {
  await page.locator('.number-card__number').first().waitFor();
  return page.locator('.number-card__number').evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/\s/g, '')));
};

describe('searching numbers as a buyer types', () => {
  it('finds numbers with an 8 in them from one digit', async () => {
    const page = await shop.open('/pages/index/VanityNumber/index?contains=8');
    const numbers = await numbersShown(page);
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers) expect(number).toContain('8');
    await screenshot(page, 'number-search-contains-8');
    await page.context().close();
  });

  it('finds numbers without a 4 ending in 8', async () => {
    const page = await shop.open('/pages/index/VanityNumber/index?exclude=4&endsWith=8');
    const numbers = await numbersShown(page);
    expect(numbers.length).toBeGreaterThan(0);
    for (const number of numbers) expect(number).toMatch(/^[0-35-9]{10}8$/);
    await screenshot(page, 'number-search-no-4-ends-8');
    await page.context().close();
  });

  it('reads full-width digits typed on a Chinese keyboard as digits', async () => {
    const page = await shop.open('/pages/index/VanityNumber/index');
    const input = page.locator('.search-head__input');
    await input.fill('８８');
    await expect.poll(() => input.inputValue()).toBe('88');
    await page.locator('.search-head__submit').click();
    await expect.poll(() => page.url()).toContain('contains=88');
    await expect.poll(async () => (await numbersShown(page)).every((number) => number.includes('88'))).toBe(true);
    await screenshot(page, 'number-search-full-width-88');
    await page.context().close();
  });

  it('says at once which filter leaves nothing when two contradict', async () => {
    const page = await shop.open('/pages/index/VanityNumber/index?endsWith=4&exclude=4');
    const notice = page.locator('.number-empty__notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('“不含”');
    expect(await page.locator('.number-card__number').count()).toBe(0);
    await screenshot(page, 'number-search-contradiction');
    await page.context().close();
  });
});
