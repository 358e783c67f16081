import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { useShop } from './fixture';
import { goTo, openHomeAs, settle } from './cardSession';

const NORMAL_CARD = '8986011234567890001';
const NEED_COUPON_CARD = '8986011234567890007';

const shop = useShop();

/** Pays the checkout's total from the balance of a card without a pay password, as its holder chooses to. */
async function payFromBalance(page: Page, total: string): Promise<void> {
  await page.getByRole('button', { name: `支付 ${total}` }).click();
  await page.getByRole('button', { name: '直接支付' }).click();
}

describe('coupons, VIP membership and speed add-ons', () => {
  it('leads a card that must buy a coupon pack to the packs, buys one and uses a coupon on a package', { timeout: 120_000 }, async () => {
    const page = await openHomeAs(shop, NEED_COUPON_CARD);
    await page.getByText('您的卡需先购买优惠券包，才能订购套餐').waitFor();
    await settle(page, 'perks-home-need-coupon');
    await page.getByRole('button', { name: '去购买' }).click();
    await page.getByRole('article', { name: '5 张 ¥10 套餐券' }).waitFor();
    await settle(page, 'perks-coupon-packs');

    await page.getByRole('button', { name: '购买 5 张 ¥10 套餐券' }).click();
    await payFromBalance(page, '¥45.00');
    await page.getByText('已到账 5 张优惠券').waitFor();
    await settle(page, 'perks-coupon-pack-bought');

    await page.getByRole('button', { name: '去订购套餐' }).click();
    await page.getByRole('button', { name: /月套餐 30GB/ }).click();
    // The best coupon is chosen for the holder: ¥10 off the ¥29.00 plan.
    await page.getByText('-¥10.00').waitFor();
    await settle(page, 'perks-package-with-coupon');
    await payFromBalance(page, '¥19.00');
    await page.getByText('套餐订购成功').waitFor();
    await settle(page, 'perks-package-bought-with-coupon');

    await goTo(shop, page, '/pages/iot/index/index');
    await page.getByRole('region', { name: '卡号' }).waitFor();
    // The home shows the card as last kept until its fresh read arrives: then the notice is gone.
    await page.getByText('您的卡需先购买优惠券包，才能订购套餐').waitFor({ state: 'hidden' });
    await settle(page, 'perks-home-coupon-bought');
    await goTo(shop, page, '/pages-sub/iot/index/couponExchange/order');
    await page.getByRole('tab', { name: '已使用' }).click();
    await page.getByText('5 张 ¥10 套餐券').first().waitFor();
    await settle(page, 'perks-coupons-used');
  });

  it('exchanges a code for coupons once, and refuses it the second time', { timeout: 90_000 }, async () => {
    const page = await openHomeAs(shop, NORMAL_CARD);
    await goTo(shop, page, '/pages-sub/iot/index/couponExchange/index');
    const code = page.getByLabel('兑换码');
    await code.fill('welcome!');
    await page.getByText('兑换码为 6-32 位字母、数字或短横线').waitFor();
    await settle(page, 'perks-exchange-code-malformed');
    await code.fill('welcome-2026');
    await page.getByRole('button', { name: '兑换', exact: true }).click();
    await page.getByText(/^已到账：/).waitFor();
    await settle(page, 'perks-exchange-code-done');

    await code.fill('WELCOME-2026');
    await page.getByRole('button', { name: '兑换', exact: true }).click();
    await page.getByText(/已被使用|已兑换/).waitFor();
    await settle(page, 'perks-exchange-code-used');
  });

  it('buys a VIP membership and shows the member price on the packages', { timeout: 90_000 }, async () => {
    const page = await openHomeAs(shop, NORMAL_CARD);
    await goTo(shop, page, '/pages-sub/iot/index/vip/popup');
    await page.getByText('套餐 9 折').first().waitFor();
    await settle(page, 'perks-vip-invitation');
    await goTo(shop, page, '/pages-sub/iot/index/vip/index');
    const plan = page.getByRole('article', { name: '月度会员' });
    await plan.waitFor();
    await settle(page, 'perks-vip-plans');
    await plan.getByRole('button', { name: /开通/ }).click();
    await payFromBalance(page, '¥9.90');
    await page.getByText('会员已生效').waitFor();
    await settle(page, 'perks-vip-bought');

    await goTo(shop, page, '/pages/iot/index/package/index');
    // 月套餐 30GB at ¥29.00 costs a monthly member 90%: ¥26.10.
    await page.getByRole('button', { name: /月套餐 30GB/ }).getByText('¥26.10').waitFor();
    await settle(page, 'perks-vip-package-price');
  });

  it('buys a speed add-on and shows it on the SIM home until it ends', { timeout: 90_000 }, async () => {
    const page = await openHomeAs(shop, NORMAL_CARD);
    await goTo(shop, page, '/pages-sub/iot/index/accelerate/index');
    await page.getByRole('article', { name: '5G 极速 24 小时' }).waitFor();
    await settle(page, 'perks-accelerate-offers');
    await page.getByRole('button', { name: '购买 5G 极速 24 小时' }).click();
    await payFromBalance(page, '¥3.00');
    await page.getByText('加速已生效').waitFor();
    await settle(page, 'perks-accelerate-bought');

    await goTo(shop, page, '/pages/iot/index/index');
    await page.getByText(/5G 极速 24 小时 · 至/).waitFor();
    await settle(page, 'perks-home-boost');
  });
});
