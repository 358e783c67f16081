import { SHOP_SESSION_DAYS, SMS_CODE_MAX_TRIES, SMS_RESEND_SECONDS } from '@shop/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guesses, orders, promoters, shopSessions, smsCodes } from '../../src/db/schema';
import { AuthText, LOGIN_FAILURES_PER_IP } from '../../src/modules/auth/service';
import { hashSessionToken } from '../../src/lib/session-token';
import { demoSettings } from '../../src/seed/demo';
import { useTestApp } from '../support/app';
import { aMobile, anIp, lastCodeSentTo, post } from '../support/shop-login';

const shop = useTestApp();

const sendCode = async (mobile: string, scene: 'login' | 'order' = 'login'): Promise<string> => {
  await shop.services.auth.sendCode(mobile, scene, anIp());
  return lastCodeSentTo(shop.db, mobile);
};

/** A code that is certainly not the one sent. */
const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const refusal = (message: string) => ({ code: -1, message });

const login = (body: Record<string, unknown>, ip = anIp()) => post(shop.app, '/api/shop/login', body, { ip });

const anOrderOf = async (mobile: string, orderSn: string): Promise<void> => {
  const [demo] = await shop.db.select({ id: promoters.id }).from(promoters).where(eq(promoters.promoCode, 'demo'));
  await shop.db.insert(orders).values({
    orderSn,
    kind: 'goods',
    promoterId: demo?.id ?? 0,
    title: '畅享流量卡',
    operator: 1,
    priceFen: 2900,
    planFen: 0,
    amountFen: 2900,
    buyerName: '张三',
    buyerIdCardHash: 'hash',
    buyerIdCardMasked: '110***********1234',
    buyerMobile: mobile,
    provinceCode: '110000',
    cityCode: '110100',
    countyCode: '110101',
    regionText: '北京市 北京市 东城区',
    addressDetail: '东长安街 1 号',
  });
};

const rowCount = async (table: typeof shopSessions | typeof guesses): Promise<number> =>
  (await shop.db.select({ rows: count() }).from(table))[0]?.rows ?? 0;

describe('verifyCode (the order form uses it)', () => {
  it('accepts the code sent, once', async () => {
    const mobile = aMobile();
    const code = await sendCode(mobile, 'order');
    await expect(shop.services.auth.verifyCode(mobile, 'order', code)).resolves.toBeUndefined();
    await expect(shop.services.auth.verifyCode(mobile, 'order', code)).rejects.toMatchObject(refusal(AuthText.codeUsed));
  });

  it('lets exactly one of two parallel verifications of one code succeed', async () => {
    const mobile = aMobile();
    const code = await sendCode(mobile, 'order');
    const outcomes = await Promise.allSettled(Array.from({ length: 2 }, () => shop.services.auth.verifyCode(mobile, 'order', code)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it(`counts down ${SMS_CODE_MAX_TRIES} wrong tries, then the code is dead even when right`, async () => {
    const mobile = aMobile();
    const code = await sendCode(mobile, 'order');
    for (let left = SMS_CODE_MAX_TRIES - 1; left > 0; left -= 1) {
      await expect(shop.services.auth.verifyCode(mobile, 'order', wrong(code))).rejects.toMatchObject(refusal(AuthText.wrongCode(left)));
    }
    await expect(shop.services.auth.verifyCode(mobile, 'order', wrong(code))).rejects.toMatchObject(refusal(AuthText.codeExhausted));
    await expect(shop.services.auth.verifyCode(mobile, 'order', code)).rejects.toMatchObject(refusal(AuthText.codeExhausted));
  });

  it('refuses an expired code', async () => {
    const mobile = aMobile();
    const code = await sendCode(mobile, 'order');
    await shop.db.update(smsCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(smsCodes.mobile, mobile));
    await expect(shop.services.auth.verifyCode(mobile, 'order', code)).rejects.toMatchObject(refusal(AuthText.codeExpired));
  });

  it('honours only the newest code, and only in the scene it was sent for', async () => {
    const mobile = aMobile();
    const first = await sendCode(mobile, 'order');
    await shop.db.update(smsCodes).set({ createdAt: sql`now() - make_interval(secs => ${SMS_RESEND_SECONDS + 1})` }).where(eq(smsCodes.mobile, mobile));
    const second = await sendCode(mobile, 'order');
    if (first !== second) {
      await expect(shop.services.auth.verifyCode(mobile, 'order', first)).rejects.toMatchObject({ code: -1 });
    }
    await expect(shop.services.auth.verifyCode(mobile, 'login', second)).rejects.toMatchObject(refusal(AuthText.noCode));
    await expect(shop.services.auth.verifyCode(mobile, 'order', second)).resolves.toBeUndefined();
  });
});

describe('POST /api/shop/login by SMS code', () => {
  it('opens a session: a fresh token (only its hash stored), the mobile masked, seven days', async () => {
    const mobile = aMobile();
    const code = await sendCode(mobile);
    const body = (await login({ mode: 'sms', mobile, code })).json();
    expect(body).toMatchObject({ code: 0, data: { mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`, orderSn: null } });
    const { token, expiresAt } = body.data;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(SHOP_SESSION_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(SHOP_SESSION_DAYS);
    const [stored] = await shop.db.select().from(shopSessions).where(eq(shopSessions.mobile, mobile));
    expect(stored?.tokenHash).toBe(hashSessionToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a wrong code and records the failure', async () => {
    const mobile = aMobile();
    const ip = anIp();
    const code = await sendCode(mobile);
    expect((await login({ mode: 'sms', mobile, code: wrong(code) }, ip)).json()).toMatchObject(refusal(AuthText.wrongCode(4)));
    expect(await shop.db.select().from(guesses).where(and(eq(guesses.kind, 'shopLogin'), eq(guesses.ip, ip)))).toHaveLength(1);
    expect(await shop.db.select().from(shopSessions).where(eq(shopSessions.mobile, mobile))).toHaveLength(0);
  });

  it('does not accept a code sent for the order form', async () => {
    const mobile = aMobile();
    const code = await sendCode(mobile, 'order');
    expect((await login({ mode: 'sms', mobile, code })).json()).toMatchObject(refusal(AuthText.noCode));
  });

  it(`slows down an address after ${LOGIN_FAILURES_PER_IP} failures, even with a right code`, async () => {
    const ip = anIp();
    for (let failure = 0; failure < LOGIN_FAILURES_PER_IP; failure += 1) {
      expect((await login({ mode: 'sms', mobile: aMobile(), code: '000000' }, ip)).json().code).toBe(-1);
    }
    const mobile = aMobile();
    const code = await sendCode(mobile);
    expect((await login({ mode: 'sms', mobile, code }, ip)).json()).toMatchObject(refusal(AuthText.tooManyFailures));
    expect((await login({ mode: 'sms', mobile, code }, anIp())).json().code).toBe(0);
  });

  it.each([
    ['an unknown mode', { mode: 'password', mobile: '13900000000', code: '123456' }, 'mode'],
    ['a short code', { mode: 'sms', mobile: '13900000000', code: '12345' }, 'code'],
    ['a bad mobile', { mode: 'sms', mobile: '1390000', code: '123456' }, 'mobile'],
    ['a bad order number', { mode: 'orderSn', orderSn: 'sn-1', mobile: '13900000000', code: '123456' }, 'orderSn'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_case, body, field) => {
    const before = { sessions: await rowCount(shopSessions), failures: await rowCount(guesses) };
    const response = await login(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: -1, message: expect.stringContaining(field) });
    expect({ sessions: await rowCount(shopSessions), failures: await rowCount(guesses) }).toEqual(before);
  });
});

describe('POST /api/shop/login by order number', () => {
  it('is closed while orderQueryMode is sms', async () => {
    const mobile = aMobile();
    const code = await sendCode(mobile);
    await anOrderOf(mobile, 'SN20240601000001');
    const body = (await login({ mode: 'orderSn', orderSn: 'SN20240601000001', mobile, code })).json();
    expect(body).toMatchObject(refusal(AuthText.orderSnLoginClosed));
  });

  describe('when orderQueryMode is smsOrOrderSn', () => {
    it('opens a session scoped to the order', async () => {
      await shop.services.hk.saveGenericSettings({ ...demoSettings, orderQueryMode: 'smsOrOrderSn' });
      const mobile = aMobile();
      await anOrderOf(mobile, 'SN20240601000002');
      const code = await sendCode(mobile);
      const body = (await login({ mode: 'orderSn', orderSn: 'SN20240601000002', mobile, code })).json();
      expect(body).toMatchObject({ code: 0, data: { orderSn: 'SN20240601000002' } });
      const [stored] = await shop.db.select().from(shopSessions).where(eq(shopSessions.mobile, mobile));
      expect(stored?.orderSn).toBe('SN20240601000002');
    });

    it('answers an unknown order exactly as another buyer’s, and keeps the code for a corrected try', async () => {
      const buyer = aMobile();
      const stranger = aMobile();
      await anOrderOf(buyer, 'SN20240601000003');
      const strangerCode = await sendCode(stranger);
      const otherBuyers = await login({ mode: 'orderSn', orderSn: 'SN20240601000003', mobile: stranger, code: strangerCode });
      const buyerCode = await sendCode(buyer);
      const unknown = await login({ mode: 'orderSn', orderSn: 'SN20249999999999', mobile: buyer, code: buyerCode });
      expect(otherBuyers.json()).toEqual({ code: -1, message: AuthText.orderMismatch, data: null });
      expect(unknown.json()).toEqual(otherBuyers.json());
      expect(unknown.statusCode).toBe(otherBuyers.statusCode);
      const corrected = await login({ mode: 'orderSn', orderSn: 'SN20240601000003', mobile: buyer, code: buyerCode });
      expect(corrected.json()).toMatchObject({ code: 0, data: { orderSn: 'SN20240601000003' } });
    });

    it('still logs in by SMS code alone', async () => {
      const mobile = aMobile();
      const code = await sendCode(mobile);
      expect((await login({ mode: 'sms', mobile, code })).json()).toMatchObject({ code: 0, data: { orderSn: null } });
    });
  });
});
