import { api, SIM_STATUS } from '@shop/contract';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { simLayouts } from '../../src/db/schema';
import { createIotService } from '../../src/modules/iot/service';
import { createSandboxSimPlatform } from '../../src/providers/carrier';
import { cardPlans, cardRealname } from '../../src/services';
import { callCard, cardLogin, DEMO_CARD_PASSWORD, DemoCard, FAILING_CARD, insertSim, simRow, useIotApp } from '../support/iot';

const t = useIotApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const sessions = new Map<string, string>();
beforeAll(async () => {
  await insertSim(t.db, FAILING_CARD);
  for (const simNo of [...Object.values(DemoCard), FAILING_CARD]) {
    sessions.set(simNo, await cardLogin(t.app, simNo, simNo === DemoCard.password ? { password: DEMO_CARD_PASSWORD } : {}));
  }
});

const as = (simNo: string) => ({ simNo, token: sessions.get(simNo) });
const get = async (simNo: string, name: 'simInfo' | 'simLayout' | 'simHistoryLine' | 'simPackageList', query?: Record<string, string>) =>
  (await callCard(t.app, 'GET', api[name].path, { ...as(simNo), query })).json();
const refresh = async (simNo: string, force: boolean) =>
  (await callCard(t.app, 'POST', api.simRefresh.path, { ...as(simNo), body: { force } })).json();

describe('simInfo', () => {
  it("answers each demo card's state", async () => {
    expect((await get(DemoCard.normal, 'simInfo')).data).toMatchObject({
      simNo: DemoCard.normal,
      simStatus: SIM_STATUS.normal,
      cardPasswordMode: 'none',
      promoCode: 'demo',
      surplusFlow: 77 * 1024,
      surplusUnit: 1,
      device: null,
    });
    const wifi = (await get(DemoCard.wifi, 'simInfo')).data;
    expect(wifi).toMatchObject({ sourceType: 2, device: { band2g: { name: 'SunMiFi-0002' }, band5g: { name: 'SunMiFi-0002-5G' } } });
    expect((await get(DemoCard.needAuth, 'simInfo')).data).toMatchObject({ needAuth: true, authStatus: 0 });
    expect((await get(DemoCard.arrears, 'simInfo')).data).toMatchObject({ simStatus: SIM_STATUS.arrears, arrearsBalance: 1580, needBuyPackage: true, surplusTime: 0 });
    expect((await get(DemoCard.password, 'simInfo')).data).toMatchObject({ cardPasswordMode: 'password' });
    const vice = (await get(DemoCard.viceAndBreak, 'simInfo')).data;
    expect(vice).toMatchObject({ promoCode: 'sunrise', allowRemoveBreak: true, breakRuleId: 1, isInfiniteFlow: true, surplusUnit: 20, endAt: null });
    expect(vice.viceSims).toHaveLength(2);
    expect(JSON.stringify(vice)).not.toMatch(/passwordHash|dailyUsage/i);
  });
});

describe('simRefresh', () => {
  it('answers the last read within 60 s, reads again when forced, and accrues use with time', async () => {
    const card = DemoCard.normal;
    const first = await refresh(card, true);
    expect(first).toMatchObject({ code: 0, data: { refreshedAt: t.clock.now().toISOString() } });
    const used = (await simRow(t.db, card)).useFlow;
    t.clock.advance(30_000);
    expect((await refresh(card, false)).data.refreshedAt).toBe(first.data.refreshedAt);
    t.clock.advance(DAY);
    const second = await refresh(card, false);
    expect(second.data.refreshedAt).toBe(t.clock.now().toISOString());
    // 800 MB a day, give or take the whole MB under way at either end.
    const accrued = (await simRow(t.db, card)).useFlow - used;
    expect(accrued).toBeGreaterThanOrEqual(799);
    expect(accrued).toBeLessThanOrEqual(801);
    t.clock.advance(10_000);
    expect((await refresh(card, true)).data.refreshedAt).toBe(t.clock.now().toISOString());
    expect((await get(card, 'simInfo')).data.lastRobinAt).toBe(t.clock.now().toISOString());
  });

  it('adds the use to the month it was read in', async () => {
    const card = DemoCard.wifi;
    await refresh(card, true);
    const [before] = (await get(card, 'simHistoryLine')).data;
    t.clock.advance(HOUR);
    await refresh(card, true);
    const [after] = (await get(card, 'simHistoryLine')).data;
    if (after.month === before.month) expect(after.useFlow - before.useFlow).toBe(128);
    else expect(after.useFlow).toBe(128);
  });

  it('accrues nothing on a suspended or arrears line, but reports it', async () => {
    for (const card of [DemoCard.arrears, DemoCard.viceAndBreak]) {
      const before = await simRow(t.db, card);
      t.clock.advance(3 * DAY);
      expect(await refresh(card, true)).toMatchObject({ code: 0 });
      const after = await simRow(t.db, card);
      expect(after.useFlow).toBe(before.useFlow);
      expect(after.simStatus).toBe(before.simStatus);
      expect(after.lastUsageAt.getTime()).toBe(t.clock.now().getTime());
    }
  });

  it('answers -1 and changes nothing when the carrier fails', async () => {
    t.clock.advance(DAY);
    const before = await simRow(t.db, FAILING_CARD);
    expect(await refresh(FAILING_CARD, true)).toMatchObject({ code: -1, message: '运营商系统繁忙，请稍后再试' });
    expect(await simRow(t.db, FAILING_CARD)).toEqual(before);
  });

  it('counts use once when slow reads overlap', async () => {
    const card = DemoCard.password;
    const slow = createIotService(t.db, {
      auth: t.services.auth,
      platform: createSandboxSimPlatform(t.db, { delayMs: 200 }),
      logger: pino({ level: 'silent' }),
      clock: t.clock.now,
      realname: cardRealname(t.db),
      plans: cardPlans(t.db),
    });
    await refresh(card, true);
    const used = (await simRow(t.db, card)).useFlow;
    t.clock.advance(DAY);
    const user = { sessionId: 0, simId: (await simRow(t.db, card)).id, simNo: card };
    const answers = await Promise.all([slow.refresh(user, true), slow.refresh(user, true)]);
    expect(answers[0]).toEqual(answers[1]);
    const accrued = (await simRow(t.db, card)).useFlow - used;
    expect(accrued).toBeGreaterThanOrEqual(799);
    expect(accrued).toBeLessThanOrEqual(801);
  });
});

describe('simLayout', () => {
  it("answers the card promoter's layout", async () => {
    const demo = (await get(DemoCard.normal, 'simLayout')).data;
    // Its pop-up is a real-name reminder, off for this verified card.
    expect(demo).toMatchObject({ name: '号码优选 · 流量卡自助', maxMenuTimes: 10, popup: { switch: false }, tabBar: { switch: true }, user: { maxMenuTimes: 0 } });
    expect(demo.menus.length).toBeGreaterThan(10);
    expect(demo.carousels[0].image).toMatch(/^data:image\/svg\+xml/);
    expect((await get(DemoCard.viceAndBreak, 'simLayout')).data).toMatchObject({ name: '朝阳通信 · 卡务中心', maxMenuTimes: 4, tabBar: { switch: false } });
  });

  it('answers the defaults when the promoter has no layout', async () => {
    await insertSim(t.db, '8986011234567899002', { promoCode: 'nolayout' });
    const token = await cardLogin(t.app, '8986011234567899002');
    const layout = (await callCard(t.app, 'GET', api.simLayout.path, { simNo: '8986011234567899002', token })).json().data;
    expect(layout).toMatchObject({ name: '物联网卡自助服务', maxMenuTimes: 10, user: { maxMenuTimes: 0 }, popup: { switch: false } });
    expect(await t.db.select().from(simLayouts)).toHaveLength(2);
  });
});

describe('simHistoryLine and simPackageList', () => {
  it('answers six months of use, newest first', async () => {
    const months = (await get(DemoCard.needAuth, 'simHistoryLine')).data;
    expect(months).toHaveLength(6);
    expect(months.map((m: { month: string }) => m.month)).toEqual([...months.map((m: { month: string }) => m.month)].sort().reverse());
  });

  it('answers the packages, the current one marked', async () => {
    const packs = (await get(DemoCard.normal, 'simPackageList')).data;
    expect(packs).toHaveLength(2);
    expect(packs[0]).toMatchObject({ name: '年卡 100GB', totalFlow: 100 * 1024, current: true });
    expect(packs[1]).toMatchObject({ current: false });
  });
});

describe('simRemoveBreak', () => {
  it('refuses a card without a break-rule suspension', async () => {
    const before = await simRow(t.db, DemoCard.normal);
    expect((await callCard(t.app, 'POST', api.simRemoveBreak.path, as(DemoCard.normal))).json()).toMatchObject({ code: -1, message: '该卡当前没有违规停机' });
    expect(await simRow(t.db, DemoCard.normal)).toEqual(before);
  });

  it('refuses a break the holder may not lift', async () => {
    await insertSim(t.db, '8986011234567899003', { simStatus: SIM_STATUS.suspended, breakRuleId: 2, breakTips: '涉嫌违规使用', allowRemoveBreak: false });
    const token = await cardLogin(t.app, '8986011234567899003');
    const call = { simNo: '8986011234567899003', token };
    expect((await callCard(t.app, 'POST', api.simRemoveBreak.path, call)).json()).toMatchObject({ code: -1, message: '该违规停机不支持自助解除，请联系客服处理' });
    expect((await simRow(t.db, '8986011234567899003')).breakRuleId).toBe(2);
  });

  it('lifts an allowed break: the line is back in service and starts accruing from now', async () => {
    const card = DemoCard.viceAndBreak;
    t.clock.advance(2 * DAY);
    expect((await callCard(t.app, 'POST', api.simRemoveBreak.path, as(card))).json()).toMatchObject({ code: 0, data: null });
    const info = (await get(card, 'simInfo')).data;
    expect(info).toMatchObject({ simStatus: SIM_STATUS.normal, breakRuleId: null, breakTips: '', allowRemoveBreak: false });
    const used = (await simRow(t.db, card)).useFlow;
    await refresh(card, true);
    expect((await simRow(t.db, card)).useFlow).toBe(used);
    expect((await callCard(t.app, 'POST', api.simRemoveBreak.path, as(card))).json()).toMatchObject({ code: -1 });
  });
});

describe('iotProtocol', () => {
  it("answers the promoter's texts, falling back to the defaults", async () => {
    const protocol = async (simNo: string, type: string) => (await callCard(t.app, 'GET', api.iotProtocol.path, { ...as(simNo), query: { type } })).json();
    expect((await protocol(DemoCard.normal, 'service')).data.title).toBe('号码优选流量卡服务协议');
    expect((await protocol(DemoCard.normal, 'taskRule')).data.title).toBe('积分任务规则');
    expect((await protocol(DemoCard.viceAndBreak, 'taskRule')).data.title).toBe('任务规则');
    const bad = await callCard(t.app, 'GET', api.iotProtocol.path, { ...as(DemoCard.normal), query: { type: 'other' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('协议类型只能是 service 或 taskRule');
  });
});
