import { api, PAY_PASSWORD_LOCK_MINUTES, PAY_PASSWORD_MAX_TRIES } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { guesses } from '../../src/db/schema';
import { hashPin, newPinSalt } from '../../src/lib/pin-hash';
import { cardLogin, DemoCard, insertSim, simRow, useIotApp } from '../support/iot';
import { buy, offerId, ordersOf } from '../support/packages';
import { lastCodeSentTo } from '../support/shop-login';
import { balanceLinesOf, type Holder, walletGet, walletPost } from '../support/wallet';

const shop = useIotApp();
const BOUND_MOBILE = '13800138001';
const PASSWORD = '271828';
let holder: Holder;
let addon5: number;

beforeAll(async () => {
  holder = { simNo: DemoCard.normal, token: await cardLogin(shop.app, DemoCard.normal) };
  addon5 = await offerId(shop.db, 'demo', 1, '加油包 5GB');
});

const stateOf = async () => (await walletGet(shop.app, holder, api.packageDetails.path, { id: String(addon5) })).json().data.payPassword;
const setPassword = async (password: string, code: string) => (await walletPost(shop.app, holder, api.simUpdatePayPass.path, { code, password })).json();

describe('payPassCode', () => {
  it('is refused on a card with no bound mobile', async () => {
    const other = { simNo: DemoCard.needAuth, token: await cardLogin(shop.app, DemoCard.needAuth) };
    expect((await walletPost(shop.app, other, api.payPassCode.path, {})).json()).toMatchObject({
      code: -1,
      message: '本卡未绑定手机号，无法设置支付密码，请先绑定手机号',
    });
  });

  it('sends a code to the bound mobile and names it masked', async () => {
    const answer = (await walletPost(shop.app, holder, api.payPassCode.path, {})).json();
    expect(answer).toMatchObject({ code: 0, data: { boundMobile: '138****8001', resendAfterSeconds: expect.any(Number) } });
    expect(await lastCodeSentTo(shop.db, BOUND_MOBILE)).toMatch(/^\d{6}$/);
  });
});

describe('simUpdatePayPass', () => {
  it.each([
    ['one digit repeated', '888888', '支付密码不能是同一个数字，请换一个'],
    ['a run', '123456', '支付密码不能是连续数字（如 123456），请换一个'],
    ['a run down', '987654', '支付密码不能是连续数字（如 123456），请换一个'],
    ["the card number's last six digits", DemoCard.normal.slice(-6), '支付密码不能是卡号后 6 位，请换一个'],
  ])('refuses %s, keeping the code', async (_what, password, message) => {
    expect(await setPassword(password, await lastCodeSentTo(shop.db, BOUND_MOBILE))).toMatchObject({ code: -1, message });
    expect((await simRow(shop.db, DemoCard.normal)).payPasswordHash).toBeNull();
  });

  it('refuses a wrong code', async () => {
    const code = await lastCodeSentTo(shop.db, BOUND_MOBILE);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await setPassword(PASSWORD, wrong)).code).toBe(-1);
    expect((await simRow(shop.db, DemoCard.normal)).payPasswordHash).toBeNull();
  });

  it('sets the password as a salted slow hash, and the SIM info says one exists', async () => {
    const answer = await setPassword(PASSWORD, await lastCodeSentTo(shop.db, BOUND_MOBILE));
    expect(answer).toMatchObject({ code: 0, data: { set: true, lockedUntil: null, triesLeft: 5 } });
    const card = await simRow(shop.db, DemoCard.normal);
    expect(card.payPasswordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(card.payPasswordHash).not.toContain(PASSWORD);
    expect(card.payPasswordSalt).toBeTruthy();
    expect((await walletGet(shop.app, holder, api.simInfo.path)).json().data.existPayPassword).toBe(true);
  });
});

describe('a balance payment behind the pay password', () => {
  it('asks for it when none is given', async () => {
    expect(await buy(shop.app, holder, { packageId: addon5 })).toMatchObject({ code: -1, message: '请输入支付密码' });
  });

  it('counts a wrong one, and a right one clears the count', async () => {
    expect(await buy(shop.app, holder, { packageId: addon5, payPassword: '000000' })).toMatchObject({
      code: -1,
      message: '支付密码错误，还可尝试 4 次',
    });
    expect(await stateOf()).toEqual({ set: true, lockedUntil: null, triesLeft: 4 });
    const balance = (await simRow(shop.db, DemoCard.normal)).balance;
    expect(await buy(shop.app, holder, { packageId: addon5, payPassword: PASSWORD })).toMatchObject({ code: 0, data: { status: 'paid' } });
    expect((await simRow(shop.db, DemoCard.normal)).balance).toBe(balance - 1000);
    expect(await stateOf()).toEqual({ set: true, lockedUntil: null, triesLeft: 5 });
  });

  it('locks balance payments for 30 minutes after 5 wrong tries, says so with the time, and opens again after', async () => {
    const orders = (await ordersOf(shop.db, DemoCard.normal)).length;
    for (const left of [4, 3, 2, 1]) {
      expect((await buy(shop.app, holder, { packageId: addon5, payPassword: '000000' })).message).toBe(`支付密码错误，还可尝试 ${left} 次`);
    }
    const locked = await buy(shop.app, holder, { packageId: addon5, payPassword: '000000' });
    const until = new Date(shop.clock.now().getTime() + PAY_PASSWORD_LOCK_MINUTES * 60_000);
    const chinaClock = new Date(until.getTime() + 8 * 3_600_000).toISOString().slice(11, 16);
    expect(locked).toMatchObject({
      code: -1,
      message: `支付密码错误次数过多，余额支付已锁定 30 分钟，请于 ${chinaClock}（北京时间）后再试`,
    });
    expect(await stateOf()).toEqual({ set: true, lockedUntil: until.toISOString(), triesLeft: 0 });
    expect(await buy(shop.app, holder, { packageId: addon5, payPassword: PASSWORD })).toMatchObject({ code: -1, message: locked.message });
    expect(await ordersOf(shop.db, DemoCard.normal)).toHaveLength(orders);

    shop.clock.advance(PAY_PASSWORD_LOCK_MINUTES * 60_000 + 1000);
    expect(await stateOf()).toEqual({ set: true, lockedUntil: null, triesLeft: 5 });
    expect(await buy(shop.app, holder, { packageId: addon5, payPassword: PASSWORD })).toMatchObject({ code: 0 });
  });

  it('answers in the visitor’s locale', async () => {
    const answer = await shop.app.inject({
      method: 'POST',
      url: api.buyPackage.path,
      headers: { 'sim-no': holder.simNo, 'card-token': holder.token, 'accept-language': 'en' },
      payload: { packageId: addon5, effect: 'now', payWith: 'balance', payPassword: '000000', idempotencyKey: crypto.randomUUID() },
    });
    expect(answer.json()).toMatchObject({ code: -1, message: 'Wrong pay password: 4 tries left' });
  });
});

describe('pay passwords tried at once on one server', () => {
  it(`compares no more than ${PAY_PASSWORD_MAX_TRIES} of 20 wrong ones, then refuses the right one, and charges nothing`, async () => {
    const simNo = '8986014700000000101';
    const salt = newPinSalt();
    await insertSim(shop.db, simNo, { balance: 10_000, payPasswordHash: await hashPin(PASSWORD, salt), payPasswordSalt: salt });
    const { id } = await simRow(shop.db, simNo);
    const guesser = { simNo, token: await cardLogin(shop.app, simNo) };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => buy(shop.app, guesser, { packageId: addon5, payPassword: String(100_000 + i) })),
    );
    const kept = await shop.db.select().from(guesses).where(and(eq(guesses.kind, 'payPassword'), eq(guesses.subject, String(id))));
    expect(kept).toHaveLength(PAY_PASSWORD_MAX_TRIES);
    expect(answers.filter((answer) => String(answer.message).startsWith('支付密码错误，还可尝试'))).toHaveLength(PAY_PASSWORD_MAX_TRIES - 1);
    expect(await buy(shop.app, guesser, { packageId: addon5, payPassword: PASSWORD })).toMatchObject({ code: -1, message: expect.stringContaining('支付密码错误次数过多') });
    expect((await simRow(shop.db, simNo)).balance).toBe(10_000);
    expect(await balanceLinesOf(shop.db, simNo)).toEqual([]);
  });
});
