import { api } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { callCard, cardLogin, DEMO_CARD_PASSWORD, DemoCard, useIotApp } from '../support/iot';

const t = useIotApp();
const DAY = 86_400_000;

const sessions = new Map<string, string>();
beforeAll(async () => {
  for (const simNo of [DemoCard.normal, DemoCard.wifi, DemoCard.password]) {
    sessions.set(simNo, await cardLogin(t.app, simNo, simNo === DemoCard.password ? { password: DEMO_CARD_PASSWORD } : {}));
  }
});

const get = async (simNo: string, name: 'simInfo' | 'simHistoryLine' | 'simPackageList') =>
  (await callCard(t.app, 'GET', api[name].path, { simNo, token: sessions.get(simNo) })).json().data;
const refresh = async (simNo: string) => {
  const answer = (await callCard(t.app, 'POST', api.simRefresh.path, { simNo, token: sessions.get(simNo), body: { force: true } })).json();
  expect(answer).toMatchObject({ code: 0 });
};

describe('simHistoryLine after a refresh', () => {
  it('keeps every month on the same basis: the monthly share of the plan', async () => {
    const card = DemoCard.password;
    const before: { month: string; totalFlow: number }[] = await get(card, 'simHistoryLine');
    const share = before[0]?.totalFlow;
    expect(share).toBe(Math.round((50 * 1024) / 6));
    t.clock.advance(DAY);
    await refresh(card);
    const after: { month: string; totalFlow: number }[] = await get(card, 'simHistoryLine');
    expect(after.map((month) => month.totalFlow)).toEqual(after.map(() => share));
  });
});

describe('simPackageList after a refresh', () => {
  it('counts the use the reading stored on the package in use, as simInfo does', async () => {
    for (const card of [DemoCard.wifi, DemoCard.normal]) {
      t.clock.advance(DAY / 3);
      await refresh(card);
      const info: { useFlow: number } = await get(card, 'simInfo');
      const packs: { current: boolean; useFlow: number }[] = await get(card, 'simPackageList');
      expect(packs.find((pack) => pack.current)?.useFlow).toBe(info.useFlow);
    }
  });
});
