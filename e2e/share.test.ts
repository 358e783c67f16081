import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShop } from './fixture';
import { screenshot } from './harness';

const shop = useShop();

/** A number on sale, its page opened in the sunrise promoter's shop, and the link that page shares. */
async function openSharedNumber(page: Page) {
  const [item] = (await shop.api.call('numberList', { query: { pageSize: 1, sort: 'priceDesc' } })).list;
  if (!item) throw new Error('The demo shop has no number on sale.');
  await page.goto(`${shop.product.baseUrl}/shop/#/pages/goods/pretty/index?id=${item.id}&number=${item.number}&promoCode=sunrise`);
  await page.locator('.number-hero').waitFor();
  await page.waitForLoadState('networkidle');
  return `${shop.product.baseUrl}/shop/#/pages/goods/pretty/index?id=${item.id}&number=${item.number}&promoCode=sunrise`;
}

/** The poster's pixels as the page draws them, decoded as a QR code in Node. */
async function posterQrCode(page: Page): Promise<string | undefined> {
  const { width, height, rgba } = await page.locator('.share-poster__image').evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2d canvas');
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
  });
  return jsQR(new Uint8ClampedArray(Buffer.from(rgba, 'base64')), width, height)?.data;
}

describe('sharing a number', () => {
  it("shares a poster whose QR code opens the number in the promoter's shop", async () => {
    const page = await (await shop.phone()).newPage();
    const link = await openSharedNumber(page);
    await screenshot(page, 'share-button');
    await page.getByRole('button', { name: '分享', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: '分享号码' });
    await expect.poll(() => sheet.getByText(link).isVisible()).toBe(true);
    await page.waitForTimeout(400);
    await screenshot(page, 'share-sheet');

    await sheet.getByRole('button', { name: '生成分享海报' }).click();
    const poster = page.getByRole('dialog', { name: '分享海报' }).getByRole('img', { name: /分享海报/ });
    await poster.waitFor();
    await screenshot(page, 'share-poster');
    expect(await posterQrCode(page)).toBe(link);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: '保存图片' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^1\d{10}\.png$/);
  });

  it("hands the link to the phone's share panel where the browser has one", async () => {
    const context = await shop.phone();
    await context.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
    });
    const page = await context.newPage();
    const link = await openSharedNumber(page);
    await page.getByRole('button', { name: '分享', exact: true }).click();
    await page.getByRole('button', { name: '发送链接' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.map((data) => data.url))).toEqual([link]);
  });

  it('copies the link where the browser cannot share', async () => {
    const context = await shop.phone();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const link = await openSharedNumber(page);
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    await page.getByRole('button', { name: '分享', exact: true }).click();
    await page.getByRole('button', { name: '复制链接' }).click();
    await page.getByText('内容已复制').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });
});
