import { SANDBOX_CASHIER_PATH } from '@shop/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { anIdCard } from '../apps/server/src/seed/factories';
import { untilOpaque } from './dialogs';
import { useShop } from './fixture';
import { screenshot } from './harness';

const shop = useShop();

/** Pop-ups fade in: screenshots and taps wait until nothing on the page is still moving. */
const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

const submitButton = (page: Page) => page.getByRole('button', { name: /^提交订单/ });

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

/** Fills the form as a buyer would, the code read from the sandbox outbox. */
async function fillOrderForm(page: Page, buyer: { mobile: string; idCard: string }): Promise<void> {
  await page.getByLabel('姓名').fill('王小明');
  await page.getByLabel('身份证号').fill(buyer.idCard);
  await page.getByLabel('手机号').fill(buyer.mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText(/^验证码已发送至/).waitFor();
  await page.getByLabel('验证码').fill(await shop.api.smsCode(buyer.mobile));
  await page.getByLabel('所在地区').click();
  await page.getByRole('button', { name: '广东省' }).click();
  await page.getByRole('button', { name: '深圳市' }).click();
  await page.getByRole('button', { name: '南山区' }).click();
  await page.getByLabel('详细地址').fill('科技园南区高新南七道 8 号 1 栋 1203');
  await page.getByRole('checkbox').check();
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
    await fillOrderForm(page, { mobile: '13512345670', idCard: anIdCard({ region: '440305', birth: '19910305', serial: '118' }) });
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
    await fillOrderForm(page, { mobile: '13000000000', idCard: anIdCard({ region: '440305', birth: '19870720', serial: '356' }) });
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
