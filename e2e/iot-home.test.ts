import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openHomeAs } from './cardSession';
import { useShop } from './fixture';
import { screenshot } from './harness';

const shop = useShop();

const card = (page: Page) => page.getByRole('region', { name: '卡号' });

describe('the SIM home', () => {
  it('shows a normal data card, refreshes it and opens the user centre', { timeout: 120_000 }, async () => {
    const page = await openHomeAs(shop, '8986011234567890001');
    expect(await card(page).getByText('8986011234567890001').count()).toBe(1);
    expect(await card(page).getByRole('meter').count()).toBe(1);
    await screenshot(page, 'iot-home-normal');

    await page.getByRole('button', { name: '刷新' }).click();
    await page.getByText('刷新成功').waitFor();
    await screenshot(page, 'iot-home-refreshed');
    await page.getByText('刷新成功').waitFor({ state: 'detached' });

    await page.goto(`${shop.product.baseUrl}/shop/#/pages-sub/iot/user/index`);
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'iot-user');
  });

  it('shows a Wi-Fi device with its bands', { timeout: 60_000 }, async () => {
    const page = await openHomeAs(shop, '8986011234567890002');
    const wifi = page.getByRole('region', { name: 'Wi-Fi' });
    expect(await wifi.getByText('2.4G').count()).toBe(1);
    expect(await wifi.getByText('5G', { exact: true }).count()).toBe(1);
    await screenshot(page, 'iot-home-wifi');
  });

  it('asks a card to do real-name first', { timeout: 60_000 }, async () => {
    const page = await openHomeAs(shop, '8986011234567890003');
    await page.getByRole('button', { name: '去实名' }).waitFor();
    await screenshot(page, 'iot-home-need-auth');
  });

  it('tells a card in arrears what it owes', { timeout: 60_000 }, async () => {
    const page = await openHomeAs(shop, '8986011234567890004');
    await page.getByText(/^已欠费 ¥/).waitFor();
    await page.getByRole('button', { name: '去订购' }).waitFor();
    await screenshot(page, 'iot-home-arrears');
  });

  it('shows a password card once logged in with its password', { timeout: 60_000 }, async () => {
    const page = await openHomeAs(shop, '8986011234567890005', '123456');
    expect(await card(page).getByText('8986011234567890005').count()).toBe(1);
    await screenshot(page, 'iot-home-password-card');
  });

  it('shows vice SIMs and lifts a break-rule suspension', { timeout: 60_000 }, async () => {
    const page = await openHomeAs(shop, '8986011234567890006');
    await page.getByRole('region', { name: '副卡' }).waitFor();
    const tips = page.getByRole('alert');
    await screenshot(page, 'iot-home-break-rule');
    await tips.getByRole('button', { name: '解除' }).click();
    await tips.waitFor({ state: 'detached' });
    await card(page).getByText('正常', { exact: true }).waitFor();
    await screenshot(page, 'iot-home-break-lifted');
  });
});
