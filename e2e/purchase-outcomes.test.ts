import { SANDBOX_CASHIER_PATH } from '@shop/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { anIdCard } from '../apps/server/src/seed/factories';
import { untilOpaque } from './dialogs';
import { useShop } from './fixture';
import { screenshot } from './harness';
import { fillOrderForm, settled, submitButton } from './orderForm';

const shop = useShop();

/** The `index`-th number on sale, most expensive first, on its detail page with the order form open. */
async function orderFormFor(index: number): Promise<Page> {
  const { list } = await shop.api.call('numberList', { query: { sort: 'priceDesc', pageSize: index + 1 } });
  const wanted = list[index];
  if (!wanted) throw new Error('not enough numbers on sale');
  const page = await shop.open(`/pages/goods/pretty/index?id=${wanted.id}&number=${wanted.number}`);
  await page.getByRole('button', { name: '立即预约' }).click();
  await page.getByRole('dialog', { name: '填写订单' }).waitFor();
  await settled(page);
  return page;
}

/** From the pay page to the sandbox cashier, where `button` is pressed; back on the pay page after. */
async function payAtCashier(page: Page, button: RegExp, shot?: string): Promise<void> {
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain(SANDBOX_CASHIER_PATH);
  await page.waitForLoadState('networkidle');
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/pages/order/pay/index');
}

/** The outcome is told at once, not after the 30 s the page would wait for a payment in flight. */
const AT_ONCE_MS = 5_000;

describe('a payment that does not go through', () => {
  it('says at once that the gateway declined or the buyer cancelled, and pays on 重新支付', async () => {
    const page = await orderFormFor(0);
    await fillOrderForm(page, shop.api, { mobile: '13512345670', idCard: anIdCard({ region: '440305', birth: '19910305', serial: '118' }) });
    await submitButton(page).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/pages/order/pay/index?orderSn=');
    await page.getByText('应付金额').waitFor();

    await payAtCashier(page, /^模拟失败/, 'pay-cashier-before-decline');
    await page.getByText('支付失败').waitFor({ timeout: AT_ONCE_MS });
    expect(await page.getByText('正在确认支付结果…').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'pay-declined');

    await page.getByRole('button', { name: '重新支付' }).click();
    await page.getByText('应付金额').waitFor();
    await payAtCashier(page, /^取消/);
    await page.getByText('支付已取消').waitFor({ timeout: AT_ONCE_MS });
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'pay-cancelled');

    await page.getByRole('button', { name: '重新支付' }).click();
    await page.getByText('应付金额').waitFor();
    await payAtCashier(page, /^支付/);
    await page.getByText('支付成功').waitFor({ timeout: 30_000 });
  });
});

describe('an order the shop refuses (30003)', () => {
  it('closes the refusal by 我知道了 and leaves the filled form open to correct', async () => {
    const page = await orderFormFor(1);
    await fillOrderForm(page, shop.api, { mobile: '13000000000', idCard: anIdCard({ region: '440305', birth: '19870720', serial: '356' }) });
    const refusal = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '联系客服' }) });

    await submitButton(page).click();
    await refusal.waitFor();
    await untilOpaque(refusal);
    expect(await refusal.getByRole('button').allTextContents()).toEqual(['联系客服', '我知道了']);
    await screenshot(page, 'order-refused');

    await refusal.getByRole('button', { name: '我知道了' }).click();
    await refusal.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('#/pages/goods/pretty/index');
    await page.getByRole('dialog', { name: '填写订单' }).waitFor();
    expect(await page.getByLabel('姓名').inputValue()).toBe('王小明');
    expect(await page.getByLabel('详细地址').inputValue()).toBe('科技园南区高新南七道 8 号 1 栋 1203');
    await settled(page);
    await screenshot(page, 'order-refused-closed');
  });
});
