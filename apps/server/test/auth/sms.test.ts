import { CatalogueText, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, SMS_SENDS_PER_IP, SMS_SENDS_PER_MOBILE } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox } from '../../src/db/schema';
import { AuthText } from '../../src/modules/auth/service';
import type { SmsProvider } from '../../src/providers/sms';
import { createSandboxSms } from '../../src/providers/sms/sandbox';
import { createServices } from '../../src/services';
import { capturedLogger, useTestApp } from '../support/app';
import { aMobile, anIp, lastCodeSentTo, post } from '../support/shop-login';

const { logger, lines } = capturedLogger();
const shop = useTestApp({ logger });

const sendLoginCode = (mobile: unknown, ip = anIp()) => post(shop.app, '/api/sms/send', { mobile }, { ip });
const sendOrderCode = (mobile: unknown, ip = anIp()) => post(shop.app, '/api/hk/sendCode', { mobile }, { ip });

const codesOf = (mobile: string) => shop.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));

/** Moves a mobile's codes back in time, as if the resend wait had passed. */
const age = (mobile: string, seconds: number) =>
  shop.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(smsCodes.mobile, mobile));

describe('sending an SMS code', () => {
  it('delivers six digits to the outbox, keeps only a salted hash, and tells the page its countdown', async () => {
    const mobile = aMobile();
    const response = await sendLoginCode(mobile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      message: 'ok',
      data: { resendAfterSeconds: SMS_RESEND_SECONDS, expiresInSeconds: SMS_CODE_TTL_SECONDS },
    });
    const code = await lastCodeSentTo(shop.db, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const [message] = await shop.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(message?.text).toContain(code);
    const [stored] = await codesOf(mobile);
    expect(stored).toMatchObject({ scene: 'login', usedAt: null });
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('logs the message with the mobile masked', async () => {
    const mobile = aMobile();
    await sendOrderCode(mobile);
    const code = await lastCodeSentTo(shop.db, mobile);
    const line = lines.find((entry) => JSON.stringify(entry).includes(code));
    expect(line).toMatchObject({ msg: 'sandbox SMS sent', sms: { mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}` } });
    expect(lines.some((entry) => JSON.stringify(entry).includes(mobile))).toBe(false);
  });

  it('sends order-form codes for the order scene', async () => {
    const mobile = aMobile();
    expect((await sendOrderCode(mobile)).json().code).toBe(0);
    expect((await codesOf(mobile)).map((row) => row.scene)).toEqual(['order']);
  });

  it('refuses a bad mobile with a 400 naming the field, and sends nothing', async () => {
    const response = await sendLoginCode('2390000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: -1, message: expect.stringContaining('mobile') });
    expect(await codesOf('2390000')).toHaveLength(0);
  });
});

describe('send limits', () => {
  it(`refuses a second code within ${SMS_RESEND_SECONDS} s, in any scene, saying how long to wait`, async () => {
    const mobile = aMobile();
    await sendLoginCode(mobile);
    const again = await sendOrderCode(mobile);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ code: -1, message: expect.stringMatching(/^请 (59|60) 秒后再获取验证码$/) });
    expect(await codesOf(mobile)).toHaveLength(1);
  });

  it('lets only one of many parallel sends to one mobile through', async () => {
    const mobile = aMobile();
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendLoginCode(mobile)));
    expect(answers.filter((answer) => answer.json().code === 0)).toHaveLength(1);
    expect(await codesOf(mobile)).toHaveLength(1);
  });

  it(`allows ${SMS_SENDS_PER_MOBILE} codes per mobile in the window, then says when to come back`, async () => {
    const mobile = aMobile();
    for (let sent = 0; sent < SMS_SENDS_PER_MOBILE; sent += 1) {
      expect((await sendLoginCode(mobile)).json().code).toBe(0);
      await age(mobile, SMS_RESEND_SECONDS + 1);
    }
    // The oldest code is now 305 s old: the window eases in under five minutes.
    expect((await sendLoginCode(mobile)).json()).toMatchObject({ code: -1, message: AuthText.mobileLimit(5) });
    expect(await codesOf(mobile)).toHaveLength(SMS_SENDS_PER_MOBILE);
  });

  it(`allows ${SMS_SENDS_PER_IP} codes per address in the window, even sent all at once`, async () => {
    const ip = anIp();
    const answers = await Promise.all(Array.from({ length: SMS_SENDS_PER_IP + 10 }, () => sendLoginCode(aMobile(), ip)));
    const codes = answers.map((answer) => answer.json());
    expect(codes.filter((body) => body.code === 0)).toHaveLength(SMS_SENDS_PER_IP);
    expect(codes.filter((body) => body.code !== 0)).toEqual(Array(10).fill({ code: -1, message: AuthText.ipLimit, data: null }));
    const [row] = await shop.db.select({ count: sql<number>`count(*)::int` }).from(smsCodes).where(eq(smsCodes.ip, ip));
    expect(row?.count).toBe(SMS_SENDS_PER_IP);
  });
});

describe('a provider that fails', () => {
  it('answers a clear refusal and leaves no code behind to count against the limits', async () => {
    const mobile = aMobile();
    const { auth } = createServices(shop.db, { logger, sms: createSandboxSms(shop.db, logger, { refuses: () => true }) });
    await expect(auth.sendCode(mobile, 'login', anIp())).rejects.toMatchObject({ code: -1, message: AuthText.sendFailed });
    expect(await codesOf(mobile)).toHaveLength(0);
    expect((await sendLoginCode(mobile)).json().code).toBe(0);
  });
});

describe('GET /api/dev/smsOutbox', () => {
  it("lists a mobile's messages, newest first", async () => {
    const mobile = aMobile();
    await sendLoginCode(mobile);
    await age(mobile, SMS_RESEND_SECONDS + 1);
    await sendOrderCode(mobile);
    const body = (await shop.app.inject({ method: 'GET', url: `/api/dev/smsOutbox?mobile=${mobile}` })).json();
    expect(body.code).toBe(0);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({ mobile, code: await lastCodeSentTo(shop.db, mobile) });
    expect(body.data[0].text).toContain('下单');
    expect(body.data[1].text).toContain('订单查询');
  });
});

describe('the outbox when closed', () => {
  const moduleClosed = { code: 40001, message: CatalogueText.moduleClosed };
  const vendor: SmsProvider = { name: 'sandbox', send: () => Promise.resolve() };

  it('is closed in production (NODE_ENV=production turns smsOutbox off)', async () => {
    const { auth } = createServices(shop.db, { smsOutbox: false });
    await expect(auth.outbox(aMobile())).rejects.toMatchObject(moduleClosed);
  });

  it('is closed with a provider that keeps no outbox (a real vendor)', async () => {
    const { auth } = createServices(shop.db, { sms: vendor });
    await expect(auth.outbox(aMobile())).rejects.toMatchObject(moduleClosed);
  });
});
