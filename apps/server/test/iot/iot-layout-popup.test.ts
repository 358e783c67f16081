import { api } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { simLayouts } from '../../src/db/schema';
import { callCard, cardLogin, DemoCard, insertSim, useIotApp } from '../support/iot';

const t = useIotApp();
const PLATFORM_AUTH_CARD = '8986019999999990061';

const sessions = new Map<string, string>();
beforeAll(async () => {
  await insertSim(t.db, PLATFORM_AUTH_CARD, { needPlatformAuth: true });
  for (const simNo of [DemoCard.normal, DemoCard.needAuth, DemoCard.viceAndBreak, PLATFORM_AUTH_CARD]) sessions.set(simNo, await cardLogin(t.app, simNo));
});

const popupOf = async (simNo: string) =>
  (await callCard(t.app, 'GET', api.simLayout.path, { simNo, token: sessions.get(simNo) })).json().data.popup as { switch: boolean; title: string };

describe("simLayout's real-name reminder", () => {
  it('is switched on for a card that still needs real-name authentication, here or at the platform', async () => {
    expect(await popupOf(DemoCard.needAuth)).toMatchObject({ switch: true, title: '实名认证提醒' });
    expect(await popupOf(PLATFORM_AUTH_CARD)).toMatchObject({ switch: true, title: '实名认证提醒' });
  });

  it('is switched off for a card already verified', async () => {
    expect(await popupOf(DemoCard.normal)).toMatchObject({ switch: false });
  });

  it('leaves a pop-up meant for every holder on for a verified card', async () => {
    await t.db.update(simLayouts).set({ popup: { switch: true, title: '春节服务安排', content: '春节期间客服照常在线。' } }).where(eq(simLayouts.promoCode, 'sunrise'));
    expect(await popupOf(DemoCard.viceAndBreak)).toMatchObject({ switch: true, title: '春节服务安排' });
  });
});
