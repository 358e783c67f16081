import { CARD_TOKEN_HEADER, RequestHeader, SANDBOX_CASHIER_PATH, type ShopGoodsDetail } from '@shop/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { goTo, openHomeAs, settle } from './cardSession';
import { useShop } from './fixture';

const NORMAL_CARD = '8986011234567890001';

const shop = useShop();

/** The card's points and every item of its points shop, with what the card may buy of each. */
async function pointsShopOf(simNo: string): Promise<{ integral: number; goods: ShopGoodsDetail[] }> {
  const { token } = await shop.api.call('simLogin', { body: { simNo, agreeProtocol: true } });
  const headers = { [RequestHeader.simNo]: simNo, [CARD_TOKEN_HEADER]: token };
  const index = await shop.api.call('integralShopIndex', { query: { pageSize: 50 }, headers });
  const details = await Promise.all(index.goods.list.map(({ id }) => shop.api.call('integralShopGoodsDetails', { query: { goodsId: id }, headers })));
  return { integral: index.integral, goods: details.map(({ goods }) => goods) };
}

function pick(goods: readonly ShopGoodsDetail[], what: string, fits: (item: ShopGoodsDetail) => boolean): ShopGoodsDetail {
  const item = goods.find((candidate) => candidate.canBuy > 0 && fits(candidate));
  if (!item) throw new Error(`The demo points shop has no ${what} the normal card can buy.`);
  return item;
}

/** The card's points as the shop's head shows them. */
const shownPoints = (page: Page) => page.locator('.shop-head__points').textContent();

/** From the card's cashier to the sandbox cashier, pays there, and comes back to the points shop's cashier. */
async function payAtCashier(page: Page, shot: string): Promise<void> {
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain(SANDBOX_CASHIER_PATH);
  await settle(page, shot);
  await page.getByRole('button', { name: /^支付/ }).click();
  await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/#\/pages-sub\/iot\/integralShop\/details\/cashier\?orderSn=/);
}

describe('the points shop', () => {
  it('redeems a virtual item in points alone: the points go down and the order is completed', { timeout: 120_000 }, async () => {
    const before = await pointsShopOf(NORMAL_CARD);
    const item = pick(before.goods, 'virtual item priced in points alone', (candidate) => candidate.kind !== 'physical' && candidate.cashFen === 0);
    const page = await openHomeAs(shop, NORMAL_CARD);
    await goTo(shop, page, '/pages-sub/iot/integralShop/index');
    await expect.poll(() => shownPoints(page)).toBe(String(before.integral));
    await settle(page, 'points-shop');

    await page.getByRole('button', { name: item.name }).first().click();
    await page.getByRole('button', { name: '立即兑换' }).waitFor();
    await settle(page, 'points-shop-details-virtual');
    await page.getByRole('button', { name: '立即兑换' }).click();
    await page.getByText(/兑换后立即充入本卡/).waitFor();
    await settle(page, 'points-shop-payment-virtual');

    await page.getByRole('button', { name: '立即兑换' }).click();
    await page.getByText('兑换成功').waitFor();
    await settle(page, 'points-shop-redeemed-virtual');
    await page.getByRole('button', { name: '查看订单' }).click();
    await page.getByText('已完成').first().waitFor();
    await settle(page, 'points-shop-order-virtual');

    await goTo(shop, page, '/pages-sub/iot/integralShop/index');
    await expect.poll(() => shownPoints(page)).toBe(String(before.integral - item.points));
    await settle(page, 'points-shop-after-virtual');
  });

  it('buys a physical item with points and cash through the sandbox cashier, adding an address on the way', { timeout: 180_000 }, async () => {
    const before = await pointsShopOf(NORMAL_CARD);
    const item = pick(before.goods, 'physical item with a cash part', (candidate) => candidate.kind === 'physical' && candidate.cashFen > 0 && candidate.deliveries.includes('express'));
    const page = await openHomeAs(shop, NORMAL_CARD);
    await goTo(shop, page, `/pages-sub/iot/integralShop/details/index?id=${item.id}`);
    await page.getByRole('button', { name: '立即兑换' }).click();
    if (item.deliveries.length > 1) await page.getByRole('radio', { name: '快递配送' }).click();
    await page.getByText('请先添加收货地址').waitFor();
    await settle(page, 'points-shop-payment-no-address');

    await page.getByRole('button', { name: '添加收货地址' }).click();
    await page.getByText('还没有收货地址').waitFor();
    await settle(page, 'points-shop-addresses-empty');
    await page.getByRole('button', { name: '新增收货地址' }).click();
    await page.getByLabel('收货人').fill('王小明');
    await page.getByLabel('手机号').fill('2391234');
    await page.getByText('请输入 11 位手机号').waitFor();
    await settle(page, 'points-shop-address-invalid');
    await page.getByLabel('手机号').fill('13912345678');
    await page.getByLabel('所在地区').click();
    await page.getByRole('button', { name: '广东省' }).click();
    await page.getByRole('button', { name: '深圳市' }).click();
    await page.getByRole('button', { name: '南山区' }).click();
    await page.getByLabel('详细地址').fill('科技园南区高新南七道 8 号 1 栋 1203');
    await settle(page, 'points-shop-address-form');
    // The address added while choosing is the one the order ships to: saving goes back to the order.
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('科技园南区高新南七道 8 号 1 栋 1203', { exact: false }).waitFor();
    await page.getByText('地址已保存').waitFor({ state: 'hidden' });
    await page.getByRole('radio', { name: /在线支付/ }).click();
    await settle(page, 'points-shop-payment-physical');
    await page.getByRole('button', { name: '立即兑换' }).click();
    await page.getByText('应付金额').waitFor();
    await settle(page, 'points-shop-cashier');
    await payAtCashier(page, 'points-shop-sandbox-cashier');
    await page.getByText('积分订单支付成功').waitFor({ timeout: 30_000 });
    await settle(page, 'points-shop-paid-online');

    await page.getByRole('button', { name: '我的积分订单' }).click();
    await page.getByText(item.name).first().waitFor();
    await settle(page, 'points-shop-orders');
    // Read last: a login through the API starts a new session for the card.
    expect((await pointsShopOf(NORMAL_CARD)).integral).toBe(before.integral - item.points);
  });
});
