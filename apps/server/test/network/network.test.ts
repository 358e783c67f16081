import { api, CARD_TOKEN_HEADER, REALNAME_REQUIRED_CODE, RequestHeader, SIM_STATUS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { networkSwitches } from '../../src/db/schema';
import { createNetworkService } from '../../src/modules/network/service';
import { createSandboxNetworkSwitcher, createSandboxSimPlatform } from '../../src/providers/carrier';
import { createServices } from '../../src/services';
import { useTestApp } from '../support/app';
import { callCard, cardLogin, insertSim, simRow, TestClock } from '../support/iot';

const SWITCH_MS = 5_000;
const clock = new TestClock();
const shop = useTestApp({
  services: (db) => ({ iot: { platform: createSandboxSimPlatform(db), clock: clock.now, switcher: createSandboxNetworkSwitcher(db, { delayMs: SWITCH_MS }) } }),
});
const MULTI = '8986014700000000001';
const RESTARTED = '8986014700000000002';
const REFUSED = '8986014700000000003';
const UNVERIFIED = '8986014700000000004';
const vices = [
  { simNo: '1440200000001', iccid: '89860220000000000001', operatorType: 2, simStatus: SIM_STATUS.normal },
  { simNo: '1440300000001', iccid: '89860320000000000001', operatorType: 3, simStatus: SIM_STATUS.suspended },
];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const simNo of [MULTI, RESTARTED, REFUSED, UNVERIFIED]) {
    await insertSim(shop.db, simNo, { operatorType: 1, apn: 'CMIOT', viceSims: vices, needAuth: simNo === UNVERIFIED });
    tokens[simNo] = await cardLogin(shop.app, simNo);
  }
});

const state = async (simNo = MULTI) => (await callCard(shop.app, 'GET', api.simNetState.path, { simNo, token: tokens[simNo] })).json();
const switchTo = async (operatorType: unknown, simNo = MULTI) =>
  (await callCard(shop.app, 'POST', api.simSwitchNet.path, { simNo, token: tokens[simNo], body: { operatorType } })).json();
const switchesOf = async (simNo: string) =>
  shop.db.select().from(networkSwitches).where(eq(networkSwitches.simId, (await simRow(shop.db, simNo)).id));

describe('simNetState', () => {
  it('lists the networks the card can use, the current one first, and no switch yet', async () => {
    expect(await state()).toEqual({
      code: 0,
      message: 'ok',
      data: {
        operatorType: 1,
        networks: [
          { operatorType: 1, current: true, inService: true },
          { operatorType: 2, current: false, inService: true },
          { operatorType: 3, current: false, inService: false },
        ],
        lastSwitch: null,
      },
    });
  });
});

describe('simSwitchNet', () => {
  it('refuses bad input and networks the card cannot use, naming the field, and writes nothing', async () => {
    expect(await switchTo('mobile')).toMatchObject({ code: -1, message: expect.stringContaining('运营商') });
    expect(await switchTo(4)).toEqual({ code: -1, message: '本卡不支持该运营商网络（operatorType）', data: null });
    expect(await switchTo(1)).toEqual({ code: -1, message: '本卡当前已在该网络', data: null });
    expect(await switchesOf(MULTI)).toEqual([]);
  });

  it('is refused to a card that must real-name first, with the code that leads to real-name, and writes nothing', async () => {
    expect(await switchTo(2, UNVERIFIED)).toEqual({ code: REALNAME_REQUIRED_CODE, message: '按国家规定，切换网络前需先完成实名认证', data: null });
    expect(await switchesOf(UNVERIFIED)).toEqual([]);
  });

  it('is 切换中 until the carrier answers, refuses a second switch meanwhile, then applies it once', async () => {
    const asked = await switchTo(2);
    expect(asked).toMatchObject({ code: 0, data: { operatorType: 1, lastSwitch: { fromOperator: 1, toOperator: 2, status: 'pending', reason: null, finishedAt: null } } });
    expect(Date.parse(asked.data.lastSwitch.dueAt) - clock.now().getTime()).toBe(SWITCH_MS);
    expect(await switchTo(3)).toEqual({ code: -1, message: '网络切换中，请等待本次切换完成后再试', data: null });

    clock.advance(SWITCH_MS - 1);
    expect((await state()).data).toMatchObject({ operatorType: 1, lastSwitch: { status: 'pending' } });

    clock.advance(1);
    const done = (await state()).data;
    expect(done).toMatchObject({ operatorType: 2, lastSwitch: { status: 'succeeded', finishedAt: clock.now().toISOString() } });
    expect(done.networks).toEqual([
      { operatorType: 2, current: true, inService: true },
      { operatorType: 1, current: false, inService: true },
      { operatorType: 3, current: false, inService: false },
    ]);
    const card = await simRow(shop.db, MULTI);
    expect({ operatorType: card.operatorType, apn: card.apn, vices: card.viceSims.map((vice) => vice.operatorType) }).toEqual({ operatorType: 2, apn: '3GNET', vices: [1, 3] });
    const info = (await callCard(shop.app, 'GET', api.simInfo.path, { simNo: MULTI, token: tokens[MULTI] })).json().data;
    expect(info).toMatchObject({ operatorType: 2, apn: '3GNET' });

    // Read again and swept again: applied once.
    clock.advance(SWITCH_MS);
    expect((await state()).data.lastSwitch).toEqual(done.lastSwitch);
    expect(await shop.services.network.sweep()).toBe(0);
    expect(await switchesOf(MULTI)).toHaveLength(1);
  });

  it('fails with the reason when the vice SIM of the network is out of service, leaving the card where it was', async () => {
    expect((await switchTo(3)).code).toBe(0);
    clock.advance(SWITCH_MS);
    expect((await state()).data).toMatchObject({
      operatorType: 2,
      lastSwitch: { toOperator: 3, status: 'failed', failure: 'notInService', reason: '该网络的副卡未在服务中，运营商无法切换' },
    });
    const english = (
      await shop.app.inject({
        method: 'GET',
        url: api.simNetState.path,
        headers: { [RequestHeader.simNo]: MULTI, [CARD_TOKEN_HEADER]: tokens[MULTI] ?? '', 'accept-language': 'en' },
      })
    ).json();
    expect(english.data.lastSwitch.reason).toBe("The card's SIM on that network is not in service, so the carrier could not switch");
    expect((await simRow(shop.db, MULTI)).apn).toBe('3GNET');
    // A failed switch is over: the next one may be asked.
    expect((await switchTo(1)).data.lastSwitch).toMatchObject({ toOperator: 1, status: 'pending' });
  });

  it('survives a restart: the pending switch is in the database, and a new process sweeps it once', async () => {
    expect((await switchTo(2, RESTARTED)).code).toBe(0);
    const restarted = createServices(shop.db, { iot: { clock: clock.now, switcher: createSandboxNetworkSwitcher(shop.db, { delayMs: SWITCH_MS }) } });
    expect(await restarted.network.sweep()).toBe(0);
    clock.advance(SWITCH_MS);
    expect(await restarted.network.sweep()).toBeGreaterThan(0);
    expect(await restarted.network.sweep()).toBe(0);
    expect(await switchesOf(RESTARTED)).toMatchObject([{ status: 'succeeded', finishedAt: clock.now() }]);
    expect((await simRow(shop.db, RESTARTED)).operatorType).toBe(2);
  });

  it('fails with the carrier\'s reason when the carrier refuses', async () => {
    const refusing = createNetworkService(shop.db, { switcher: createSandboxNetworkSwitcher(shop.db, { delayMs: SWITCH_MS, refuse: true }), clock: clock.now });
    const card = { sessionId: 0, simId: (await simRow(shop.db, REFUSED)).id, simNo: REFUSED };
    await refusing.switchTo(card, 2, 'zh-Hans');
    clock.advance(SWITCH_MS);
    expect((await refusing.state(card, 'zh-Hans')).lastSwitch).toMatchObject({ status: 'failed', failure: 'carrierRefused', reason: '运营商暂时无法切换网络，请稍后再试' });
    expect((await simRow(shop.db, REFUSED)).operatorType).toBe(1);
  });

  it('keeps the switch, failed with the reason, when the carrier refuses the request itself; the holder may ask again', async () => {
    const unreachable = createNetworkService(shop.db, { switcher: createSandboxNetworkSwitcher(shop.db, { refuseRequests: true }), clock: clock.now });
    const card = { sessionId: 0, simId: (await simRow(shop.db, REFUSED)).id, simNo: REFUSED };
    expect((await unreachable.switchTo(card, 2, 'zh-Hans')).lastSwitch).toMatchObject({
      status: 'failed',
      failure: 'carrierRefused',
      reason: '运营商暂时无法切换网络，请稍后再试',
      finishedAt: clock.now().toISOString(),
    });
    expect((await switchesOf(REFUSED)).at(-1)).toMatchObject({ status: 'failed', failure: 'carrierRefused' });
    expect((await switchTo(2, REFUSED)).data.lastSwitch).toMatchObject({ status: 'pending', toOperator: 2 });
  });
});
