import { api } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox, taskCompletions } from '../../src/db/schema';
import { bindingRow, callCard, cardLogin, insertSim, simRow, useIotApp } from '../support/iot';
import { aMobile, anIp, lastCodeSentTo } from '../support/shop-login';

const shop = useIotApp();
const FIRST = '8986014600000000001';
const CHANGER = '8986014600000000002';
const OLD_MOBILE = '13900139011';
/** A card whose bound mobile is offered as the new one. */
const REBINDER = '8986014600000000003';
const REBINDER_MOBILE = '13900139012';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await insertSim(shop.db, FIRST, { integral: 0 });
  await insertSim(shop.db, CHANGER, { integral: 0, boundMobile: OLD_MOBILE });
  await insertSim(shop.db, REBINDER, { integral: 0, boundMobile: REBINDER_MOBILE });
  for (const simNo of [FIRST, CHANGER, REBINDER]) tokens[simNo] = await cardLogin(shop.app, simNo);
});

const post = async (simNo: string, path: string, body: Record<string, unknown> = {}) =>
  (await callCard(shop.app, 'POST', path, { simNo, token: tokens[simNo], body, ip: anIp() })).json();
const sendNew = (simNo: string, mobile: string) => post(simNo, api.bindMobileCode.path, { mobile });
const bind = (simNo: string, body: Record<string, unknown>) => post(simNo, api.simBindMobile.path, body);
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');
const completions = async (simNo: string) =>
  shop.db.select().from(taskCompletions).where(eq(taskCompletions.simId, (await simRow(shop.db, simNo)).id));
const sentTo = async (mobile: string) => shop.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));

describe('bindMobileCode', () => {
  it('refuses a mobile that is not 11 digits, naming it, and sends nothing', async () => {
    const answer = await sendNew(FIRST, '1380013800');
    expect(answer).toMatchObject({ code: -1, message: expect.stringContaining('手机号') });
    expect(await sentTo('1380013800')).toEqual([]);
  });

  it('sends a code to the new mobile and names it masked, within the resend wait', async () => {
    const mobile = aMobile();
    expect(await sendNew(FIRST, mobile)).toMatchObject({ code: 0, data: { mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`, resendAfterSeconds: 60 } });
    expect(await lastCodeSentTo(shop.db, mobile)).toMatch(/^\d{6}$/);
    expect(await sendNew(FIRST, mobile)).toMatchObject({ code: -1, message: expect.stringMatching(/^请 \d+ 秒后再获取验证码$/) });
    expect(await sentTo(mobile)).toHaveLength(1);
  });

  it('answers the bound mobile as any other, so guessing numbers cannot unmask it', async () => {
    const other = aMobile();
    const [bound, unbound] = [await sendNew(REBINDER, REBINDER_MOBILE), await sendNew(REBINDER, other)];
    expect(bound).toEqual({ code: 0, message: 'ok', data: { ...unbound.data, mobile: '139****9012' } });
    expect(await lastCodeSentTo(shop.db, REBINDER_MOBILE)).toMatch(/^\d{6}$/);
  });
});

describe('bindMobileOldCode', () => {
  it('is refused on a card with nothing bound', async () => {
    expect(await post(FIRST, api.bindMobileOldCode.path)).toMatchObject({ code: -1, message: '本卡尚未绑定手机号，无需原手机号验证码' });
  });

  it('sends a code to the bound mobile, which the holder sees masked only', async () => {
    expect(await post(CHANGER, api.bindMobileOldCode.path)).toMatchObject({ code: 0, data: { mobile: '139****9011' } });
    expect(await lastCodeSentTo(shop.db, OLD_MOBILE)).toMatch(/^\d{6}$/);
  });
});

describe('simBindMobile', () => {
  it('refuses a code that is not 6 digits, naming it, and binds nothing', async () => {
    const answer = await bind(FIRST, { mobile: aMobile(), code: '12' });
    expect(answer).toMatchObject({ code: -1, message: expect.stringContaining('验证码') });
    expect((await bindingRow(shop.db, FIRST)).boundMobile).toBeNull();
  });

  it('refuses a wrong or expired code of the new mobile, saying which', async () => {
    const mobile = aMobile();
    await sendNew(FIRST, mobile);
    const code = await lastCodeSentTo(shop.db, mobile);
    expect(await bind(FIRST, { mobile, code: wrong(code) })).toMatchObject({ code: -1, message: '新手机号验证码：验证码错误，还可尝试 4 次' });
    await shop.db.update(smsCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(smsCodes.mobile, mobile));
    expect(await bind(FIRST, { mobile, code })).toMatchObject({ code: -1, message: '新手机号验证码：验证码已过期，请重新获取' });
    expect((await bindingRow(shop.db, FIRST)).boundMobile).toBeNull();
  });

  it('binds the first mobile with its code, shows it masked, and completes the task once', async () => {
    const mobile = aMobile();
    await sendNew(FIRST, mobile);
    const code = await lastCodeSentTo(shop.db, mobile);
    expect(await bind(FIRST, { mobile, code })).toEqual({ code: 0, message: 'ok', data: { boundMobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}` } });
    expect((await bindingRow(shop.db, FIRST)).boundMobile).toBe(mobile);
    const info = (await callCard(shop.app, 'GET', api.simInfo.path, { simNo: FIRST, token: tokens[FIRST] })).json().data;
    expect(info.boundMobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    expect(await completions(FIRST)).toHaveLength(1);
    expect((await simRow(shop.db, FIRST)).integral).toBe(20);
    // The code is spent: the same request binds nothing twice.
    expect(await bind(FIRST, { mobile, code })).toMatchObject({ code: -1, message: expect.stringMatching(/^新手机号验证码：/) });
  });

  it('says the mobile is already bound only once its code is proven', async () => {
    const code = await lastCodeSentTo(shop.db, REBINDER_MOBILE);
    expect(await bind(REBINDER, { mobile: REBINDER_MOBILE, code: wrong(code), oldCode: '123456' })).toMatchObject({
      code: -1,
      message: '新手机号验证码：验证码错误，还可尝试 4 次',
    });
    expect(await bind(REBINDER, { mobile: REBINDER_MOBILE, code })).toEqual({ code: -1, message: '该手机号已绑定本卡', data: null });
  });

  it('needs the old mobile\'s code to change the bound one, naming the field', async () => {
    const mobile = aMobile();
    await sendNew(CHANGER, mobile);
    const answer = await bind(CHANGER, { mobile, code: await lastCodeSentTo(shop.db, mobile) });
    expect(answer).toEqual({ code: -1, message: '更换绑定手机号需要原手机号的验证码（oldCode）', data: null });
    expect((await bindingRow(shop.db, CHANGER)).boundMobile).toBe(OLD_MOBILE);
  });

  it('refuses a wrong old code and keeps the new code usable; both right, the mobile changes with no second task', async () => {
    const mobile = aMobile();
    await sendNew(CHANGER, mobile);
    const code = await lastCodeSentTo(shop.db, mobile);
    const oldCode = await lastCodeSentTo(shop.db, OLD_MOBILE);
    expect(await bind(CHANGER, { mobile, code, oldCode: wrong(oldCode) })).toMatchObject({ code: -1, message: '原手机号验证码：验证码错误，还可尝试 4 次' });
    expect((await bindingRow(shop.db, CHANGER)).boundMobile).toBe(OLD_MOBILE);
    expect(await bind(CHANGER, { mobile, code, oldCode })).toMatchObject({ code: 0, data: { boundMobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}` } });
    const card = await simRow(shop.db, CHANGER);
    expect((await bindingRow(shop.db, CHANGER)).boundMobile).toBe(mobile);
    expect(card.integral).toBe(0);
    expect(await completions(CHANGER)).toEqual([]);
  });

  it('answers the holder only: another card session cannot bind for this card', async () => {
    const answer = (await callCard(shop.app, 'POST', api.simBindMobile.path, { simNo: FIRST, token: tokens[CHANGER], body: { mobile: aMobile(), code: '123456' } })).json();
    expect(answer.code).toBe(34061);
  });
});
