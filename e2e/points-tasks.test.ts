import { describe, expect, it } from 'vitest';
import { cardHeadersOf, goTo, openHomeAs, settle } from './cardSession';
import { untilOpaque } from './dialogs';
import { useShop } from './fixture';
import { screenshot } from './harness';
import { buyUnpaidPointsOrder } from './pointsShop';

const CARD = '8986011234567890001';

const shop = useShop();

describe('points: the daily sign-in, a cancelled points order and the points log', () => {
  it('signs in for the day: the points go up by the day’s points and the button turns to signed', { timeout: 90_000 }, async () => {
    const page = await openHomeAs(shop, CARD);
    const before = await shop.api.call('taskCenter', { headers: await cardHeadersOf(page) });
    const today = before.signIn?.days.find((day) => !day.signed);
    if (!before.signIn || before.signIn.signedToday || !today) throw new Error('the demo promoter has a sign-in with today left to sign');
    await goTo(shop, page, '/pages-sub/iot/task/index');
    const points = page.getByRole('region', { name: '我的积分' });
    await points.getByText(String(before.integral), { exact: true }).waitFor();
    await settle(page, 'points-task-centre');

    await page.getByRole('button', { name: '签到', exact: true }).click();
    const gained = (today.points + today.bonus) * before.multiplier;
    await points.getByText(String(before.integral + gained), { exact: true }).waitFor();
    const signed = page.getByRole('button', { name: '今日已签到' });
    await signed.waitFor();
    expect(await signed.isDisabled()).toBe(true);
    await settle(page, 'points-signed-in');
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });

    await goTo(shop, page, '/pages-sub/iot/task/landscape');
    await page.getByRole('button', { name: '今日已签到' }).waitFor();
    await settle(page, 'points-task-centre-landscape');
  });

  it('cancels an unpaid order and gives its points back', { timeout: 120_000 }, async () => {
    const page = await openHomeAs(shop, CARD);
    const headers = await cardHeadersOf(page);
    const { integral } = await shop.api.call('simInfo', { headers });
    const order = await buyUnpaidPointsOrder(shop, headers);
    expect(order.status).toBe('unpaid');
    expect((await shop.api.call('simInfo', { headers })).integral).toBe(integral - order.points);

    await goTo(shop, page, '/pages-sub/iot/integralShop/order/index');
    await page.getByRole('tab', { name: '待支付' }).click();
    const card = page.getByRole('article', { name: order.goodsName });
    await card.getByText(/^剩余 /).waitFor();
    await settle(page, 'points-orders-unpaid');

    await card.getByRole('button', { name: order.goodsName }).click();
    await page.getByRole('heading', { name: '待支付' }).waitFor();
    await settle(page, 'points-order-details-unpaid');
    await page.getByRole('button', { name: '去支付' }).click();
    await page.getByRole('radiogroup', { name: '支付方式' }).first().waitFor();
    await settle(page, 'points-order-pay');

    await goTo(shop, page, '/pages-sub/iot/integralShop/order/index?tab=unpaid');
    await card.getByRole('button', { name: '取消订单' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`确定取消该订单吗？${order.points} 积分将退回卡上。`).waitFor();
    await untilOpaque(dialog);
    await screenshot(page, 'points-order-cancel-confirm');
    await dialog.getByRole('button', { name: '取消订单' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`${order.points} 积分已退回`).waitFor();
    await settle(page, 'points-order-cancelled');
    await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
    expect((await shop.api.call('simInfo', { headers })).integral).toBe(integral);

    await page.getByRole('tab', { name: '已取消' }).click();
    const cancelled = page.getByRole('article', { name: order.goodsName }).first();
    await cancelled.getByText('已取消').waitFor();
    await cancelled.getByRole('button', { name: order.goodsName }).click();
    await page.getByRole('heading', { name: '已取消' }).waitFor();
    await settle(page, 'points-order-details-cancelled');
  });

  it('reads the points log: the sign-in and the returned points are there', { timeout: 60_000 }, async () => {
    const page = await openHomeAs(shop, CARD);
    const { list } = await shop.api.call('shopOrderList', { headers: await cardHeadersOf(page), query: { tab: 'cancelled' } });
    const [cancelled] = list;
    if (!cancelled) throw new Error('the journey before cancelled an order');
    await goTo(shop, page, '/pages-sub/iot/index/integralLog/index');
    await page.getByRole('article', { name: '每日签到' }).first().waitFor();
    const refund = page.getByRole('article', { name: '订单取消退回' }).first();
    await refund.getByText(`+${cancelled.points}`).waitFor();
    await refund.getByText(cancelled.goodsName).waitFor();
    await settle(page, 'points-log');
  });
});
