import { api } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { SIM_LOOKUPS_PER_IP } from '../../src/modules/iot/service';
import { anIp } from '../support/shop-login';
import { callCard, DemoCard, useIotApp } from '../support/iot';

const t = useIotApp();
const UNKNOWN_CARD = '8986010000000000000';

const loginConfig = async (query: Record<string, string>, ip = anIp()) => (await callCard(t.app, 'GET', api.simLoginConfig.path, { query, ip })).json();

describe('simLoginConfig for a card number', () => {
  it("answers an unknown card exactly as a card of the visitor's promoter that logs in by number", async () => {
    expect(await loginConfig({ simNo: UNKNOWN_CARD })).toEqual(await loginConfig({ simNo: DemoCard.normal }));
    expect(await loginConfig({ simNo: UNKNOWN_CARD, promoCode: 'sunrise' })).toEqual(await loginConfig({ simNo: DemoCard.viceAndBreak, promoCode: 'sunrise' }));
  });

  it('answers an address only so many lookups, known cards or not, and says to try later', async () => {
    const ip = anIp();
    for (let n = 0; n < SIM_LOOKUPS_PER_IP; n += 1) {
      expect(await loginConfig({ simNo: n % 2 === 0 ? DemoCard.normal : UNKNOWN_CARD }, ip)).toMatchObject({ code: 0 });
    }
    expect(await loginConfig({ simNo: DemoCard.normal }, ip)).toEqual({ code: -1, message: '尝试过于频繁，请稍后再试', data: null });
    expect(await loginConfig({ simNo: UNKNOWN_CARD }, ip)).toEqual({ code: -1, message: '尝试过于频繁，请稍后再试', data: null });
    expect(await loginConfig({ simNo: DemoCard.normal })).toMatchObject({ code: 0, data: { mode: 'none' } });
  });

  it('still answers the login page itself, without a card number, to a busy address', async () => {
    const ip = anIp();
    for (let n = 0; n < SIM_LOOKUPS_PER_IP; n += 1) await loginConfig({ simNo: UNKNOWN_CARD }, ip);
    expect(await loginConfig({}, ip)).toMatchObject({ code: 0, data: { mode: 'none' } });
  });
});
