import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { anIdCard } from '../apps/server/src/seed/factories';
import { useShop } from './fixture';
import { screenshot } from './harness';

const BUYER_MOBILE = '13912345678';

// The sandbox courier scans a parcel every 1.2 s, so a paid order ships while the test watches.
const shop = useShop({ env: { LOGISTICS_SANDBOX_MINUTES_PER_STEP: '0.02' } });
let orderSn: string;

/** The buyer's order, placed through the API as the order form does. */
beforeAll(async () => {
  const { list } = await shop.api.call('numberList', { query: { pageSize: 1, sort: 'priceAsc' } });
  const created = await shop.api.orderNumber(list[0]?.number ?? '', {
    name: '王小明',
    mobile: BUYER_MOBILE,
    idCard: anIdCard({ region: '440305', birth: '19900307', serial: '123' }),
  });
  orderSn = created.order.orderSn;
});

const open = (hash: string): Promise<Page> => shop.open(hash);

const settle = async (page: Page, name: string) => {
  await page.waitForLoadState('networkidle');
  await screenshot(page, name);
};

/** Sends the login code; the order's own code started the resend window, which the page states. */
async function sendLoginCode(page: Page): Promise<void> {
  const send = page.getByRole('button', { name: '获取验证码' });
  await send.click();
  const refusal = page.getByRole('alert').filter({ hasText: /^请 \d+ 秒后再获取验证码$/ });
  await refusal.waitFor();
  await settle(page, 'order-login-resend-refused');
  const seconds = Number(/\d+/.exec((await refusal.textContent()) ?? '')?.[0]);
  // The buyer waits as told, then asks again.
  await page.waitForTimeout((seconds + 1) * 1000);
  await send.click();
  await page.getByText(/^验证码已发送至 139\*\*\*\*5678/).waitFor();
}

describe('looking an order up', () => {
  it('logs in by SMS code, finds the order, pays it, follows its delivery and logs out', { timeout: 180_000 }, async () => {
    const page = await open('/pages/order/index');
    await page.getByRole('button', { name: '登录' }).waitFor();
    expect(page.url()).toContain('#/pages/login/index?redirect=');
    await settle(page, 'order-login');

    await page.getByLabel('手机号').fill('2391234');
    await page.getByText('手机号为 1 开头的 11 位数字').waitFor();
    await page.getByLabel('手机号').fill(BUYER_MOBILE);
    await sendLoginCode(page);
    await expect.poll(() => page.getByRole('button', { name: /秒后重发$/ }).isDisabled()).toBe(true);
    await page.getByLabel('验证码').fill(await shop.api.smsCode(BUYER_MOBILE));
    await settle(page, 'order-login-filled');
    await page.getByRole('button', { name: '登录' }).click();

    const card = page.locator('.order-card').first();
    await card.waitFor();
    expect(page.url()).toContain('#/pages/order/index');
    expect(page.url()).not.toContain(BUYER_MOBILE);
    expect(await card.getByRole('timer').textContent()).toMatch(/^剩余 1\d:\d\d$/);
    await settle(page, 'order-list');

    await card.getByText(orderSn).click();
    await page.getByText('等待付款').waitFor();
    expect(await page.getByText('139****5678').count()).toBe(1);
    await settle(page, 'order-detail-unpaid');

    await page.getByRole('button', { name: '去支付' }).click();
    await page.getByText('应付金额').waitFor();
    await settle(page, 'order-pay');
    await page.getByRole('button', { name: /^确认支付 ¥/ }).click();
    await page.getByRole('button', { name: /^支付/ }).click();
    await page.getByText('支付成功').waitFor({ timeout: 30_000 });
    await settle(page, 'order-pay-success');

    await page.getByRole('button', { name: '查看订单' }).click();
    await page.getByText('订单信息').waitFor();
    await expect
      .poll(
        async () => {
          // The page's data arrives after the reload's load event: read it once it has come.
          await page.reload({ waitUntil: 'networkidle' });
          return page.getByRole('button', { name: '查看物流' }).isVisible();
        },
        { timeout: 20_000, interval: 1_500 },
      )
      .toBe(true);
    await settle(page, 'order-detail-shipped');

    await page.getByRole('button', { name: '查看物流' }).click();
    await page.locator('.timeline__event').first().waitFor();
    await settle(page, 'order-logistics-in-transit');
    await expect
      .poll(
        async () => {
          // The page's data arrives after the reload's load event: read it once it has come.
          await page.reload({ waitUntil: 'networkidle' });
          return page.getByText('已签收', { exact: true }).isVisible();
        },
        { timeout: 20_000, interval: 2_000 },
      )
      .toBe(true);
    expect(await page.locator('.timeline__event').count()).toBeGreaterThan(3);
    await settle(page, 'order-logistics-delivered');

    await page.goto(`${shop.product.baseUrl}/shop/#/pages/user/index`);
    await page.getByRole('button', { name: '退出登录' }).waitFor();
    await settle(page, 'shop-user');
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect.poll(() => page.url()).toContain('#/pages/user/index2');
    await page.getByText('未登录').waitFor();
    await settle(page, 'mine-logged-out');

    await page.goto(`${shop.product.baseUrl}/shop/#/pages/order/index?orderSn=${orderSn}`);
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.context().close();
  });
});
