import { SANDBOX_CASHIER_PATH } from '@shop/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShop } from './fixture';
import { goTo, openHomeAs, settle } from './cardSession';

const NORMAL_CARD = '8986011234567890001';
const NORMAL_CARD_MOBILE = '13800138001';
const ARREARS_CARD = '8986011234567890004';
const PAY_PASSWORD = '204816';

const shop = useShop();

/** From the card's cashier page to the sandbox cashier, pays there, and comes back. */
async function payAtCashier(page: Page, shot: string): Promise<void> {
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain(SANDBOX_CASHIER_PATH);
  await settle(page, shot);
  await page.getByRole('button', { name: /^支付/ }).click();
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/pages/iot/index/balance/pay/index');
}

describe('the card wallet', () => {
  it('tops up the card in arrears: what is owed is paid and the line resumes', { timeout: 120_000 }, async () => {
    const page = await openHomeAs(shop, ARREARS_CARD);
    const card = page.getByRole('region', { name: '卡号' });
    expect(await card.getByText('欠费停机').count()).toBe(1);
    await page.getByRole('button', { name: '去充值' }).click();
    await page.getByText('已欠费 ¥15.80').waitFor();
    await settle(page, 'wallet-recharge-arrears');

    // The first amount that clears the arrears is chosen for the holder.
    await page.getByText('其中 ¥15.80 补缴欠费，¥14.20 存入余额').waitFor();
    await page.getByRole('button', { name: '充值 ¥30.00' }).click();
    await page.getByText('应付金额').waitFor();
    await settle(page, 'wallet-cashier');
    await payAtCashier(page, 'wallet-sandbox-cashier');
    await page.getByText('充值成功').waitFor({ timeout: 30_000 });
    await page.getByText('已补缴欠费 ¥15.80，号码恢复使用。').waitFor();
    await settle(page, 'wallet-recharged');

    await page.getByRole('button', { name: '返回卡片首页' }).click();
    await card.getByText('正常').waitFor();
    expect(await card.getByText('欠费停机').count()).toBe(0);
    expect(await page.getByText(/已欠费/).count()).toBe(0);
    await settle(page, 'wallet-home-resumed');
  });

  it('sets the pay password, buys from the balance and online, sets up renewal and reads the ledger', { timeout: 180_000 }, async () => {
    const page = await openHomeAs(shop, NORMAL_CARD);

    await goTo(shop, page, '/pages/iot/index/payPassword/index');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(/138\*\*\*\*8001/).waitFor();
    await page.getByLabel('验证码').fill(await shop.api.smsCode(NORMAL_CARD_MOBILE));
    await page.getByLabel('新密码').fill('123456');
    await page.getByText('不能是 123456 这样的连续数字').waitFor();
    await settle(page, 'wallet-pay-password-weak');
    await page.getByLabel('新密码').fill(PAY_PASSWORD);
    await page.getByLabel('确认密码').fill(PAY_PASSWORD);
    await page.getByRole('button', { name: '保存' }).click();
    // The toast says it once; the pages after it are pictured without it.
    await page.getByText('支付密码已保存').waitFor();
    await page.getByText('支付密码已保存').waitFor({ state: 'hidden' });

    await goTo(shop, page, '/pages/iot/index/package/index');
    await page.getByRole('tab', { name: '加油包' }).click();
    await settle(page, 'wallet-packages');
    await page.getByRole('button', { name: /加油包 5GB/ }).click();
    await page.getByRole('button', { name: '支付 ¥10.00' }).waitFor();
    await settle(page, 'wallet-package-details');
    await page.getByRole('button', { name: '支付 ¥10.00' }).click();
    const step = page.getByRole('dialog', { name: '输入支付密码' });
    await step.getByRole('button', { name: '1', exact: true }).waitFor();
    await step.getByRole('button', { name: '2', exact: true }).click();
    await settle(page, 'wallet-pay-password-step');
    for (const digit of PAY_PASSWORD.slice(1)) await step.getByRole('button', { name: digit, exact: true }).click();
    await page.getByText('套餐订购成功').waitFor();
    await settle(page, 'wallet-package-bought');

    await goTo(shop, page, '/pages/iot/index/package/index');
    await page.getByRole('button', { name: /月套餐 100GB/ }).click();
    // The card's best coupon (¥5 off from ¥20) is taken off the ¥59.00 plan for the holder.
    await page.getByText('-¥5.00').waitFor();
    await page.getByText('余额 ¥26.50，不足支付').waitFor();
    await settle(page, 'wallet-package-balance-short');
    await page.getByRole('button', { name: '支付 ¥54.00' }).click();
    await page.getByText('应付金额').waitFor();
    await payAtCashier(page, 'wallet-sandbox-cashier-package');
    await page.getByText('套餐订购成功').waitFor({ timeout: 30_000 });
    await settle(page, 'wallet-package-paid-online');

    await goTo(shop, page, '/pages/iot/index/setRenew/index');
    await page.getByRole('radio', { name: /月套餐 30GB/ }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('自动续费已设置').waitFor();
    await page.getByText(/下次续费：\d{4}-\d{2}-\d{2}/).waitFor();
    await page.getByText('自动续费已设置').waitFor({ state: 'hidden' });
    await settle(page, 'wallet-renewal');

    await goTo(shop, page, '/pages/iot/index/BalanceLogList');
    const line = page.getByRole('article').filter({ hasText: '购买套餐' });
    await line.getByText('-¥10.00').waitFor();
    await line.getByText('余额 ¥26.50').waitFor();
    await settle(page, 'wallet-ledger');

    await goTo(shop, page, '/pages/iot/index/orderLogs/index');
    await page.getByRole('article').first().waitFor();
    await settle(page, 'wallet-orders');
  });
});
