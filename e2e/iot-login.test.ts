import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShop } from './fixture';
import { screenshot } from './harness';

const NORMAL_CARD = '8986011234567890001';
const PASSWORD_CARD = '8986011234567890005';

const shop = useShop();

const settle = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
};

/** Waits for the IoT home to load the card's info with the new session. */
const simInfoLoaded = (page: Page) =>
  page.waitForResponse(async (response) => response.url().includes('/api/iot/simInfo') && (await response.json()).code === 0);

async function logIn(page: Page, simNo: string, password?: string): Promise<void> {
  await page.getByLabel('卡号').fill(simNo);
  if (password !== undefined) await page.getByLabel('卡密码').fill(password);
  const agreement = page.getByRole('checkbox');
  if (!(await agreement.isChecked())) await agreement.check();
  await page.getByRole('button', { name: '登录' }).click();
}

/** Logs out the way a holder does: the button at the bottom of the user centre. */
async function logOut(page: Page): Promise<void> {
  await page.goto(`${shop.product.baseUrl}/shop/#/pages-sub/iot/user/index`);
  await page.getByRole('button', { name: /退出/ }).click();
  await page.waitForURL(/#\/pages\/iot\/login\/index/);
}

describe('the card login', () => {
  it('logs in with a card, then a password card, keeps both as recent cards and refuses a wrong password', { timeout: 120_000 }, async () => {
    const page = await shop.open('/pages/iot/login/index?promoCode=demo');
    await page.getByRole('button', { name: '登录' }).waitFor();
    await settle(page, 'iot-login');

    let info = simInfoLoaded(page);
    await logIn(page, NORMAL_CARD);
    await info;
    expect(page.url()).toContain('#/pages/iot/index/index');

    await logOut(page);
    await page.getByLabel('卡号').fill(PASSWORD_CARD);
    await page.getByLabel('卡密码').waitFor();
    await settle(page, 'iot-login-password');

    await logIn(page, PASSWORD_CARD, '000000');
    await page.getByRole('alert').filter({ hasText: /密码/ }).waitFor();
    expect(page.url()).toContain('#/pages/iot/login/index');
    await settle(page, 'iot-login-wrong-password');

    info = simInfoLoaded(page);
    await logIn(page, PASSWORD_CARD, '123456');
    await info;
    expect(page.url()).toContain('#/pages/iot/index/index');

    await logOut(page);
    const recent = page.getByRole('region', { name: '最近登录' });
    await recent.waitFor();
    expect(await recent.locator('.recent-cards__pick').allTextContents()).toEqual([PASSWORD_CARD, NORMAL_CARD]);
    await settle(page, 'iot-login-recent');

    await recent.getByRole('button', { name: NORMAL_CARD, exact: true }).click();
    expect(await page.getByLabel('卡号').inputValue()).toBe(NORMAL_CARD);
  });
});
