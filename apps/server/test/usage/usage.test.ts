import { ADDON_CAP_MAX_FEN, api, IOT_ORDER_PAY_MINUTES } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { iotOrders, simUsageAlerts } from '../../src/db/schema';
import { recordLines } from '../../src/modules/iot/service';
import { createSandboxSimPlatform } from '../../src/providers/carrier';
import { cardLogin, DemoCard, insertSim, setBalance, simRow, useIotApp } from '../support/iot';
import { buy, offerId } from '../support/packages';
import { connectSandbox } from '../support/payments';
import { accelerateOfferId, buySpeed, GB, HOUR, hourlyGbCard, refresh, setUsage, textsTo, usageAlertOf, usageSettings } from '../support/usage';
import { balanceLinesOf, type Holder, walletPost } from '../support/wallet';

const shop = useIotApp();
/** 10:00 on 10 March 2026 in China. */
const T = new Date('2026-03-10T02:00:00.000Z');
const MOBILE = '13900000101';
const offers = { addon5: 0, addon20: 0, month30: 0, speedDay: 0 };

const login = async (simNo: string, overrides: Parameters<typeof hourlyGbCard>[1] = {}): Promise<Holder> => {
  await insertSim(shop.db, simNo, hourlyGbCard(shop.clock.now(), overrides));
  return { simNo, token: await cardLogin(shop.app, simNo) };
};

const simId = async (simNo: string) => (await simRow(shop.db, simNo)).id;

beforeAll(async () => {
  shop.clock.current = T;
  await connectSandbox(shop);
  Object.assign(offers, {
    addon5: await offerId(shop.db, 'demo', 1, '加油包 5GB'),
    addon20: await offerId(shop.db, 'demo', 1, '加油包 20GB'),
    month30: await offerId(shop.db, 'demo', 1, '月套餐 30GB'),
    speedDay: await accelerateOfferId(shop.db, 1, '5G 极速 24 小时'),
  });
});

let badInputCards = 10;

describe('usage settings', () => {
  it('start with no levels and no cap, and say where alerts are texted', async () => {
    const holder = await login('8986017700000000001', { boundMobile: '13900000100' });
    expect(await usageSettings(shop.app, holder)).toEqual({
      levels: [],
      addonCapFen: null,
      addonSpentFen: 0,
      month: '2026-03',
      unlimited: false,
      boundMobile: '139****0100',
    });
  });

  it('are saved as chosen, the levels in order, and read back', async () => {
    const holder = await login('8986017700000000002');
    const answer = await setUsage(shop.app, holder, { levels: [90, 50], addonCapFen: 3000 });
    expect(answer).toMatchObject({ code: 0, data: { levels: [50, 90], addonCapFen: 3000, boundMobile: null } });
    expect(await usageSettings(shop.app, holder)).toMatchObject({ levels: [50, 90], addonCapFen: 3000 });
    expect((await setUsage(shop.app, holder, { levels: [], addonCapFen: null })).data).toMatchObject({ levels: [], addonCapFen: null });
    await setUsage(shop.app, holder, { levels: [80], addonCapFen: 100 });
    // The client drops empty values: no levels and no cap arrive as an empty body.
    expect((await setUsage(shop.app, holder, {})).data).toMatchObject({ levels: [], addonCapFen: null });
  });

  it.each([
    [{ levels: [75], addonCapFen: null }, 'levels[0]：提醒档位只能是 50%、80%、90%、100%，且不能重复'],
    [{ levels: [80, 80], addonCapFen: null }, 'levels：提醒档位只能是 50%、80%、90%、100%，且不能重复'],
    [{ levels: '80', addonCapFen: null }, 'levels：提醒档位只能是 50%、80%、90%、100%，且不能重复'],
    [{ levels: [80], addonCapFen: -1 }, 'addonCapFen：加油包月限额（分）不能小于 0'],
    [{ levels: [80], addonCapFen: 12.5 }, 'addonCapFen：加油包月限额（分）必须是整数'],
    [{ levels: [80], addonCapFen: ADDON_CAP_MAX_FEN + 1 }, `addonCapFen：加油包月限额（分）不能大于 ${ADDON_CAP_MAX_FEN}`],
  ])('refuse %j naming the field, and keep what was saved', async (body, message) => {
    badInputCards += 1;
    const holder = await login(`89860177000000001${badInputCards}`);
    await setUsage(shop.app, holder, { levels: [50], addonCapFen: 100 });
    expect(await setUsage(shop.app, holder, body)).toMatchObject({ code: -1, message });
    expect(await usageSettings(shop.app, holder)).toMatchObject({ levels: [50], addonCapFen: 100 });
  });
});

describe('usage alerts', () => {
  it('text the bound mobile and notice the SIM home once per level per cycle as reads pass each level', async () => {
    const holder = await login('8986017700000000010', { boundMobile: MOBILE });
    await setUsage(shop.app, holder, { levels: [50, 80, 100], addonCapFen: null });

    shop.clock.advance(HOUR / 2);
    await refresh(shop.app, holder);
    expect(await textsTo(shop.db, MOBILE)).toEqual([]);
    expect(await usageAlertOf(shop.app, holder)).toBeNull();

    shop.clock.advance(HOUR);
    await refresh(shop.app, holder);
    expect(await textsTo(shop.db, MOBILE)).toEqual(['【流量提醒】您的物联网卡本周期已使用 5.50GB，达到套餐 10.00GB 的 50%。可在卡片首页查看用量或购买加油包。']);
    expect(await usageAlertOf(shop.app, holder)).toMatchObject({ level: 50, useFlow: 5.5 * GB, totalFlow: 10 * GB, texted: true, alertedAt: shop.clock.now().toISOString() });

    shop.clock.advance(HOUR / 4);
    await refresh(shop.app, holder);
    expect(await textsTo(shop.db, MOBILE)).toHaveLength(1);

    shop.clock.advance(3 * HOUR);
    await refresh(shop.app, holder);
    expect((await textsTo(shop.db, MOBILE)).at(-1)).toContain('的 80%');
    expect(await usageAlertOf(shop.app, holder)).toMatchObject({ level: 80 });

    shop.clock.advance(5 * HOUR);
    await refresh(shop.app, holder);
    expect((await textsTo(shop.db, MOBILE)).at(-1)).toContain('已使用 10.00GB，达到套餐 10.00GB 的 100%');
    await refresh(shop.app, holder);
    expect(await textsTo(shop.db, MOBILE)).toHaveLength(3);
  });

  it('begin again in a new cycle', async () => {
    const holder = await login('8986017700000000011', { boundMobile: '13900000111' });
    await setUsage(shop.app, holder, { levels: [50], addonCapFen: null });
    shop.clock.advance(2 * HOUR);
    await refresh(shop.app, holder);
    expect(await textsTo(shop.db, '13900000111')).toHaveLength(1);

    // The carrier starts the card's next cycle (a new end, nothing used), and the card stores its answer, as the renewal job does.
    const cycle = { simNo: holder.simNo, flowMb: 10 * GB, endAt: new Date(shop.clock.now().getTime() + 30 * 24 * HOUR) };
    await recordLines(shop.db, await createSandboxSimPlatform(shop.db).startCycles([cycle], shop.clock.now()));
    expect(await usageAlertOf(shop.app, holder)).toBeNull();
    shop.clock.advance(6 * HOUR);
    await refresh(shop.app, holder);
    expect(await textsTo(shop.db, '13900000111')).toHaveLength(2);
    expect(await usageAlertOf(shop.app, holder)).toMatchObject({ level: 50, useFlow: 6 * GB });
  });

  it('text once, for the highest level, when one read passes several', async () => {
    const holder = await login('8986017700000000012', { boundMobile: '13900000112' });
    await setUsage(shop.app, holder, { levels: [50, 80, 90], addonCapFen: null });
    shop.clock.advance(4.5 * HOUR);
    await refresh(shop.app, holder);
    expect(await textsTo(shop.db, '13900000112')).toEqual([expect.stringContaining('的 80%')]);
    const levels = await shop.db.select({ level: simUsageAlerts.level }).from(simUsageAlerts).where(eq(simUsageAlerts.simId, await simId(holder.simNo)));
    expect(levels.map((row) => row.level).sort()).toEqual([50, 80]);
  });

  it('show only on the SIM home when no mobile is bound', async () => {
    const holder = await login('8986017700000000013');
    await setUsage(shop.app, holder, { levels: [50], addonCapFen: null });
    shop.clock.advance(2 * HOUR);
    await refresh(shop.app, holder);
    expect(await usageAlertOf(shop.app, holder)).toMatchObject({ level: 50, texted: false });
  });

  it('send one text when two reads of the same moment pass a level together', async () => {
    const holder = await login('8986017700000000014', { boundMobile: '13900000114' });
    await setUsage(shop.app, holder, { levels: [50], addonCapFen: null });
    shop.clock.advance(2 * HOUR);
    await Promise.all([refresh(shop.app, holder), refresh(shop.app, holder)]);
    expect(await textsTo(shop.db, '13900000114')).toHaveLength(1);
  });

  it('are dismissed from the SIM home by the holder, and a card dismisses only its own', async () => {
    const holder = await login('8986017700000000015');
    const other = await login('8986017700000000016');
    await setUsage(shop.app, holder, { levels: [50], addonCapFen: null });
    shop.clock.advance(2 * HOUR);
    await refresh(shop.app, holder);
    const { id } = await usageAlertOf(shop.app, holder);
    expect((await walletPost(shop.app, other, api.dismissSimUsageAlert.path, { id })).json()).toMatchObject({ code: -1, message: '没有这条用量提醒' });
    expect(await usageAlertOf(shop.app, holder)).toMatchObject({ id });
    expect((await walletPost(shop.app, holder, api.dismissSimUsageAlert.path, { id })).json()).toMatchObject({ code: 0, data: null });
    expect((await walletPost(shop.app, holder, api.dismissSimUsageAlert.path, { id })).json()).toMatchObject({ code: 0, data: null });
    expect(await usageAlertOf(shop.app, holder)).toBeNull();
  });

  it('never come for an unlimited plan', async () => {
    const holder = await login('8986017700000000017', { isInfiniteFlow: true, totalFlow: 0, boundMobile: '13900000117' });
    expect((await setUsage(shop.app, holder, { levels: [50], addonCapFen: null })).data).toMatchObject({ unlimited: true });
    shop.clock.advance(10 * HOUR);
    await refresh(shop.app, holder);
    expect(await usageAlertOf(shop.app, holder)).toBeNull();
    expect(await textsTo(shop.db, '13900000117')).toEqual([]);
  });
});

describe('the monthly add-on cap', () => {
  it('lets add-on packages and speed add-ons from the balance reach it exactly, then refuses, saying the cap, the spending and where to change it', async () => {
    const holder = await login('8986017700000000020');
    await setUsage(shop.app, holder, { levels: [], addonCapFen: 3500 });
    expect(await buy(shop.app, holder, { packageId: offers.addon5 })).toMatchObject({ code: 0, data: { status: 'paid', amountFen: 1000 } });
    expect(await buy(shop.app, holder, { packageId: offers.addon20 })).toMatchObject({ code: 0, data: { status: 'paid', amountFen: 2500 } });
    const before = await balanceLinesOf(shop.db, holder.simNo);
    expect(await buySpeed(shop.app, holder, { accelerateId: offers.speedDay })).toMatchObject({
      code: -1,
      message: '本月加油包已花费 ¥35.00（含待支付订单），再买这笔 ¥3.00 将超过您设定的月限额 ¥35.00。如需购买，请在「卡片首页 → 用量提醒与加油包限额」中调高或取消限额',
    });
    expect(await balanceLinesOf(shop.db, holder.simNo)).toEqual(before);
    expect(await usageSettings(shop.app, holder)).toMatchObject({ addonCapFen: 3500, addonSpentFen: 3500 });
    // Base plans are not add-ons.
    expect(await buy(shop.app, holder, { packageId: offers.month30 })).toMatchObject({ code: 0 });
    await setUsage(shop.app, holder, { levels: [], addonCapFen: null });
    expect(await buySpeed(shop.app, holder, { accelerateId: offers.speedDay })).toMatchObject({ code: 0 });
  });

  it('counts unpaid online orders while they are open, and stops counting them once they close', async () => {
    const holder = await login('8986017700000000021');
    await setUsage(shop.app, holder, { levels: [], addonCapFen: 2000 });
    expect(await buy(shop.app, holder, { packageId: offers.addon5, payWith: 'online' })).toMatchObject({ code: 0, data: { status: 'unpaid' } });
    expect(await buy(shop.app, holder, { packageId: offers.addon5, payWith: 'online' })).toMatchObject({ code: 0, data: { status: 'unpaid' } });
    const refused = await buy(shop.app, holder, { packageId: offers.addon5, payWith: 'online' });
    expect(refused).toMatchObject({ code: -1, message: expect.stringContaining('已花费 ¥20.00') });
    expect(await buy(shop.app, holder, { packageId: offers.addon5 })).toMatchObject({ code: -1 });
    const orders = await shop.db.select({ id: iotOrders.id }).from(iotOrders).where(eq(iotOrders.simId, await simId(holder.simNo)));
    expect(orders).toHaveLength(2);

    shop.clock.advance((IOT_ORDER_PAY_MINUTES + 1) * 60_000);
    expect(await buy(shop.app, holder, { packageId: offers.addon5 })).toMatchObject({ code: 0, data: { status: 'paid' } });
  });

  it('starts again in the next China calendar month', async () => {
    const holder = await login('8986017700000000022');
    await setUsage(shop.app, holder, { levels: [], addonCapFen: 1000 });
    expect(await buy(shop.app, holder, { packageId: offers.addon5 })).toMatchObject({ code: 0 });
    expect(await buy(shop.app, holder, { packageId: offers.addon5 })).toMatchObject({ code: -1 });
    const saved = shop.clock.current;
    // 00:00 on 1 April in China is 16:00 UTC on 31 March.
    shop.clock.current = new Date('2026-03-31T16:00:00.000Z');
    try {
      expect(await usageSettings(shop.app, holder)).toMatchObject({ month: '2026-04', addonSpentFen: 0 });
      expect(await buy(shop.app, holder, { packageId: offers.addon5 })).toMatchObject({ code: 0 });
    } finally {
      shop.clock.current = saved;
    }
  });

  it('lets a zero cap refuse every paid add-on', async () => {
    const holder = await login('8986017700000000023');
    await setUsage(shop.app, holder, { levels: [], addonCapFen: 0 });
    expect(await buySpeed(shop.app, holder, { accelerateId: offers.speedDay, payWith: 'online' })).toMatchObject({ code: -1, message: expect.stringContaining('月限额 ¥0.00') });
    await setBalance(shop.db, [holder.simNo], 0);
  });
});

it('demo card 008 is near its plan: its first read passes 80%', async () => {
  shop.clock.current = new Date();
  const holder = { simNo: DemoCard.nearlyUsed, token: await cardLogin(shop.app, DemoCard.nearlyUsed) };
  await setUsage(shop.app, holder, { levels: [80], addonCapFen: null });
  await refresh(shop.app, holder);
  expect(await usageAlertOf(shop.app, holder)).toMatchObject({ level: 80, texted: true });
  expect(await textsTo(shop.db, '13800138008')).toEqual([expect.stringContaining('的 80%')]);
});
