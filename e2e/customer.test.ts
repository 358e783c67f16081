import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilOpaque } from './dialogs';
import { useShop } from './fixture';
import { longPress, screenshot } from './harness';

const shop = useShop();

const open = (hash: string, locale?: string): Promise<Page> => shop.open(hash, locale);

const settle = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
};

const queryOf = (page: Page) => new URL(page.url().replace('#', '')).searchParams;

const questionTitles = (page: Page) => page.locator('.question-item__title').allTextContents();

describe('customer service', () => {
  it('shows the service channels and hot questions, and offers to save a QR code', async () => {
    const page = await open('/pages/customer/index');
    await page.locator('.question-row__title').first().waitFor();
    expect(await page.getByRole('link', { name: '拨打' }).getAttribute('href')).toBe('tel:4008001234');
    await expect.poll(() => page.locator('.qr-tile__image').evaluateAll((images) => images.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    expect(await page.locator('.question-row__title').count()).toBeGreaterThan(2);
    await settle(page, 'customer-service');

    const tile = page.getByRole('button', { name: /微信客服/ });
    await longPress(page, tile);
    const dialog = page.getByRole('dialog').filter({ hasText: '将这张二维码保存到手机？' });
    await dialog.waitFor();
    await untilOpaque(dialog);
    expect(page.url()).toContain('#/pages/customer/index');
    await screenshot(page, 'customer-qr-save');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '保存图片' }).click();
    expect((await download).suggestedFilename()).toBe('demo-kefu-qr.svg');

    await tile.click();
    await expect.poll(() => page.url()).toContain('#/pages/customer/code?');
    expect(queryOf(page).get('type')).toBe('kefu');
    await page.getByRole('heading', { name: '添加微信客服' }).waitFor();
    await expect.poll(() => page.locator('.qr-large__image').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await settle(page, 'customer-code');
  });

  it('opens a hot question, records that it helped and moves on to a related one', async () => {
    const page = await open('/pages/customer/index');
    const first = page.locator('.question-row__title').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect.poll(() => page.url()).toContain('#/pages/customer/question/detail?');
    await page.getByRole('heading', { name: title }).waitFor();
    await settle(page, 'question-detail');

    await page.getByRole('button', { name: '有帮助' }).click();
    await page.getByText('感谢您的反馈！').waitFor();
    const id = queryOf(page).get('id') ?? '';
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('questionHelpful') ?? '{}'))).toEqual({ [id]: true });
    await page.getByText('相关问题').scrollIntoViewIfNeeded();
    await screenshot(page, 'question-helpful');

    const related = page.locator('.related__title').first();
    const relatedTitle = (await related.textContent()) ?? '';
    await related.click();
    await page.getByRole('heading', { name: relatedTitle }).waitFor();
    expect(queryOf(page).get('id')).not.toBe(id);
    await page.getByRole('button', { name: '有帮助' }).waitFor();

    await page.goBack();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('感谢您的反馈！').waitFor();
    expect(await page.getByRole('button', { name: '有帮助' }).count()).toBe(0);
  });

  it('searches the questions from the service page and in the list, with and without a match', async () => {
    const page = await open('/pages/customer/index');
    await page.getByRole('searchbox', { name: '搜索问题' }).fill('退款');
    await page.getByRole('searchbox', { name: '搜索问题' }).press('Enter');
    await expect.poll(() => page.url()).toContain('#/pages/customer/question/index?');
    expect(queryOf(page).get('keyword')).toBe('退款');
    await page.locator('.question-item mark').first().waitFor();
    for (const title of await questionTitles(page)) expect(title.length).toBeGreaterThan(0);
    await settle(page, 'question-search');

    const field = page.getByRole('searchbox', { name: '搜索问题' });
    await field.fill('火星上的卫星电话');
    await page.getByText('没有与“火星上的卫星电话”相关的问题').waitFor();
    expect(queryOf(page).get('keyword')).toBe('火星上的卫星电话');
    await settle(page, 'question-no-match');

    await field.fill('长'.repeat(51));
    await page.getByRole('alert').filter({ hasText: '最多 50 个字' }).waitFor();
    expect(await page.getByRole('button', { name: '搜索', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'question-search-too-long');

    await page.getByRole('button', { name: '联系客服' }).click();
    await expect.poll(() => page.url()).toContain('#/pages/customer/index');
  });

  it('lists every question by category, and keeps the search on the way back from an answer', async () => {
    const page = await open('/pages/customer/question/index');
    await page.locator('.question-item__title').first().waitFor();
    const all = await questionTitles(page);
    expect(await page.getByRole('navigation', { name: '问题分类' }).getByRole('button').count()).toBeGreaterThan(2);
    await settle(page, 'question-list');

    await page.getByRole('button', { name: '售后与退款' }).click();
    await expect.poll(() => queryOf(page).get('categoryId')).toMatch(/^\d+$/);
    // While the category loads, the list shows loading rows without titles: wait for its questions.
    const inCategoryShown = async () => {
      const count = (await questionTitles(page)).length;
      return count > 0 && count < all.length;
    };
    await expect.poll(inCategoryShown).toBe(true);
    const inCategory = await questionTitles(page);
    for (const title of inCategory) expect(all).toContain(title);
    await settle(page, 'question-category');

    await page.getByRole('searchbox', { name: '搜索问题' }).fill('退款');
    await expect.poll(() => queryOf(page).get('keyword')).toBe('退款');
    await page.locator('.question-item mark').first().waitFor();
    await page.locator('button.question-item').first().click();
    await expect.poll(() => page.url()).toContain('#/pages/customer/question/detail?');
    await page.goBack();
    await page.locator('.question-item mark').first().waitFor();
    expect(await page.getByRole('searchbox', { name: '搜索问题' }).inputValue()).toBe('退款');
    expect(await page.getByRole('button', { name: '售后与退款' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("renders an answer's table and in-shop link, the link opening the page in the app", async () => {
    const page = await open('/pages/customer/question/index');
    await page.getByRole('button', { name: /号码价格和最低月套餐/ }).click();
    await page.locator('.rich-text table').waitFor();
    await settle(page, 'question-detail-table');
    // A mark on this document: a full reload would lose it.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    const link = page.locator('.rich-text a[href^="/shop/#/pages/"]').first();
    const target = ((await link.getAttribute('href')) ?? '').replace('/shop/#', '');
    await link.click();
    await expect.poll(() => page.url()).toContain(`#${target}`);
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
  });

  it('says plainly when a question does not exist', async () => {
    const page = await open('/pages/customer/question/detail?id=999999');
    await page.getByText('该问题不存在').waitFor();
    await settle(page, 'question-not-found');
    await page.goto(`${shop.product.baseUrl}/shop/#/pages/customer/question/detail?id=abc`);
    await page.getByText('该问题不存在').waitFor();
  });

  it("shows the second promoter's own channels and says which code it lacks", async () => {
    const page = await open('/pages/customer/index?promoCode=sunrise');
    await page.getByText('010-8000-5678').waitFor();
    expect(await page.locator('.qr-tile').count()).toBe(1);
    await page.locator('.question-row__title').first().waitFor();
    await settle(page, 'customer-service-sunrise');
    await page.goto(`${shop.product.baseUrl}/shop/#/pages/customer/code?type=follow&promoCode=sunrise`);
    await page.getByText('本店暂未提供公众号二维码').waitFor();
    await settle(page, 'customer-code-missing');
  });

  it('speaks the visitor’s language, with the English where an answer has no French', async () => {
    const english = await open('/pages/customer/index', 'en-US');
    await english.getByRole('heading', { name: 'Hi, how can we help?' }).waitFor();
    await english.locator('.question-row__title').first().waitFor();
    await settle(english, 'customer-service-en');

    const french = await open('/pages/customer/question/index', 'fr-FR');
    // The loading rows share the class but are not buttons: wait for a question.
    await french.locator('button.question-item').first().click();
    await french.getByText(/voici la version anglaise/).waitFor();
    await settle(french, 'question-detail-fr');
  });
});
