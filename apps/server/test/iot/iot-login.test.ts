import { api, maskMobile } from '@shop/contract';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardSessions, guesses } from '../../src/db/schema';
import { hashSessionToken } from '../../src/lib/session-token';
import { callCard, cardLogin, DEMO_CARD_PASSWORD, DemoCard, insertSim, simRow, useIotApp } from '../support/iot';
import { aMobile, anIp, lastCodeSentTo } from '../support/shop-login';

const t = useIotApp();

const SMS_CARD = '8986011234567899001';
let boundMobile: string;

beforeAll(async () => {
  boundMobile = aMobile();
  await insertSim(t.db, SMS_CARD, { cardPasswordMode: 'sms', boundMobile });
});

const loginConfig = async (query: Record<string, string> = {}) => (await callCard(t.app, 'GET', api.simLoginConfig.path, { query })).json();
const login = async (body: Record<string, unknown>, ip = anIp()) =>
  (await callCard(t.app, 'POST', api.simLogin.path, { body: { agreeProtocol: true, ...body }, ip })).json();
const sendCode = async (simNo: string, ip = anIp()) => (await callCard(t.app, 'POST', api.simLoginCode.path, { body: { simNo }, ip })).json();
const sessionsOf = async (simNo: string) => {
  const sim = await simRow(t.db, simNo);
  const [row] = await t.db.select({ n: count() }).from(cardSessions).where(eq(cardSessions.simId, sim.id));
  return row?.n ?? 0;
};

describe('simLoginConfig', () => {
  it('answers the default texts and mode none without a card', async () => {
    expect(await loginConfig()).toMatchObject({ code: 0, data: { title: '物联网卡自助服务', mode: 'none', boundMobile: null, protocolTitle: '物联网卡用户服务协议' } });
  });

  it("answers the card promoter's texts and the card's mode", async () => {
    const answer = await loginConfig({ simNo: DemoCard.password });
    expect(answer.data).toMatchObject({ title: '号码优选 · 流量卡自助', logo: '/shop/brand/demo-logo.svg', mode: 'password', protocolTitle: '号码优选流量卡用户协议' });
    expect(answer.data.notice).toContain('ICCID');
    expect((await loginConfig({ simNo: DemoCard.viceAndBreak })).data).toMatchObject({ title: '朝阳通信 · 卡务中心', mode: 'none' });
  });

  it('answers the promo code texts before a card is typed', async () => {
    expect((await loginConfig({ promoCode: 'sunrise' })).data).toMatchObject({ title: '朝阳通信 · 卡务中心', mode: 'none' });
  });

  it("masks an sms card's bound mobile", async () => {
    expect((await loginConfig({ simNo: SMS_CARD })).data).toMatchObject({ mode: 'sms', boundMobile: maskMobile(boundMobile) });
    expect(maskMobile(boundMobile)).not.toContain(boundMobile.slice(3, 7));
  });

  it('answers mode none for an unknown card, without saying so', async () => {
    expect(await loginConfig({ simNo: '8986010000000000000' })).toMatchObject({ code: 0, data: { mode: 'none', boundMobile: null } });
  });

  it('refuses a malformed card number', async () => {
    const response = await callCard(t.app, 'GET', api.simLoginConfig.path, { query: { simNo: '12ab' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('卡号格式不正确');
  });
});

describe('simLogin', () => {
  it('logs a mode-none card in by its number, ICCID or line number, a new token each time', async () => {
    const card = await simRow(t.db, DemoCard.normal);
    const first = await cardLogin(t.app, DemoCard.normal);
    const byLine = await login({ simNo: card.mobile });
    expect(byLine).toMatchObject({ code: 0, data: { simNo: DemoCard.normal } });
    expect(byLine.data.token).not.toBe(first);
    const [stored] = await t.db.select().from(cardSessions).where(eq(cardSessions.tokenHash, hashSessionToken(first)));
    expect(stored?.simId).toBe(card.id);
    expect(JSON.stringify(await t.db.select().from(cardSessions))).not.toContain(first);
  });

  it('refuses an unknown card', async () => {
    expect(await login({ simNo: '8986010000000000001' })).toMatchObject({ code: -1, message: '卡号不存在，请核对后重试' });
  });

  it('refuses without agreeing to the protocol, writing nothing', async () => {
    const before = await sessionsOf(DemoCard.normal);
    const response = await callCard(t.app, 'POST', api.simLogin.path, { body: { simNo: DemoCard.normal, agreeProtocol: false } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('请阅读并同意用户协议');
    expect(await sessionsOf(DemoCard.normal)).toBe(before);
  });

  it('asks a password card for its password and checks it', async () => {
    expect(await login({ simNo: DemoCard.password })).toMatchObject({ code: -1, message: '请输入卡密码' });
    expect(await login({ simNo: DemoCard.password, password: '654321' })).toMatchObject({ code: -1, message: '卡密码错误，请核对后重试' });
    expect(await login({ simNo: DemoCard.password, password: DEMO_CARD_PASSWORD })).toMatchObject({ code: 0, data: { simNo: DemoCard.password } });
  });

  it('logs an sms card in with the code sent to its bound mobile', async () => {
    expect(await login({ simNo: SMS_CARD })).toMatchObject({ code: -1, message: '请输入短信验证码' });
    const sent = await sendCode(SMS_CARD);
    expect(sent).toMatchObject({ code: 0, data: { boundMobile: maskMobile(boundMobile), resendAfterSeconds: 60 } });
    expect(JSON.stringify(sent)).not.toContain(boundMobile);
    const code = await lastCodeSentTo(t.db, boundMobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await login({ simNo: SMS_CARD, code: wrong })).toMatchObject({ code: -1, message: expect.stringContaining('验证码错误') });
    expect(await login({ simNo: SMS_CARD, code })).toMatchObject({ code: 0, data: { simNo: SMS_CARD } });
    expect(await login({ simNo: SMS_CARD, code })).toMatchObject({ code: -1, message: '验证码已使用，请重新获取' });
  });

  it('sends codes only for sms cards that exist', async () => {
    expect(await sendCode(DemoCard.normal)).toMatchObject({ code: -1, message: '该卡无需短信验证码，请直接登录' });
    expect(await sendCode('8986010000000000002')).toMatchObject({ code: -1, message: '卡号不存在，请核对后重试' });
  });
});

describe('login rate limits', () => {
  it('stops a card after 10 failed logins in 10 minutes, from any address', async () => {
    // Out of the window of the failures above.
    t.clock.advance(10 * 60_000 + 1000);
    for (let i = 0; i < 10; i += 1) {
      expect(await login({ simNo: DemoCard.password, password: '000000' })).toMatchObject({ message: '卡密码错误，请核对后重试' });
    }
    const before = await sessionsOf(DemoCard.password);
    expect(await login({ simNo: DemoCard.password, password: DEMO_CARD_PASSWORD })).toMatchObject({ code: -1, message: '尝试过于频繁，请稍后再试' });
    expect(await sessionsOf(DemoCard.password)).toBe(before);
    // Other cards are not held up.
    expect(await login({ simNo: DemoCard.wifi })).toMatchObject({ code: 0 });
    t.clock.advance(10 * 60_000 + 1000);
    expect(await login({ simNo: DemoCard.password, password: DEMO_CARD_PASSWORD })).toMatchObject({ code: 0 });
  });

  it('counts guesses sent at once: 10 wrong passwords in all are checked before the card is stopped', async () => {
    t.clock.advance(10 * 60_000 + 1000);
    const wrong = '卡密码错误，请核对后重试';
    const answers = await Promise.all(Array.from({ length: 25 }, () => login({ simNo: DemoCard.password, password: '000000' })));
    let checked = answers.filter((answer) => answer.message === wrong).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.filter((answer) => answer.message === '尝试过于频繁，请稍后再试')).toHaveLength(25 - checked);
    // Guesses refused by the limit were never checked: those left are checked one by one, up to 10 in all.
    for (let more = 0; more <= 10 && (await login({ simNo: DemoCard.password, password: '000000' })).message === wrong; more += 1) checked += 1;
    expect(checked).toBe(10);
    expect(await login({ simNo: DemoCard.password, password: DEMO_CARD_PASSWORD })).toMatchObject({ code: -1, message: '尝试过于频繁，请稍后再试' });
    t.clock.advance(10 * 60_000 + 1000);
  });

  it('stops an address after 30 failed logins in 10 minutes, on any card', async () => {
    const ip = anIp();
    for (let i = 0; i < 30; i += 1) {
      expect(await login({ simNo: `89860100000000010${String(i).padStart(2, '0')}` }, ip)).toMatchObject({ message: '卡号不存在，请核对后重试' });
    }
    expect(await login({ simNo: DemoCard.normal }, ip)).toMatchObject({ code: -1, message: '尝试过于频繁，请稍后再试' });
    expect(await sendCode(SMS_CARD, ip)).toMatchObject({ code: -1, message: '尝试过于频繁，请稍后再试' });
    const [failures] = await t.db.select({ n: count() }).from(guesses).where(and(eq(guesses.kind, 'card'), eq(guesses.ip, ip)));
    expect(failures?.n).toBe(30);
    expect(await login({ simNo: DemoCard.normal }, anIp())).toMatchObject({ code: 0 });
  });
});

describe('simLogout', () => {
  it('ends only its own session', async () => {
    const ending = await cardLogin(t.app, DemoCard.wifi);
    const staying = await cardLogin(t.app, DemoCard.wifi);
    const call = (token: string) => callCard(t.app, 'GET', api.simInfo.path, { simNo: DemoCard.wifi, token });
    expect((await callCard(t.app, 'POST', api.simLogout.path, { simNo: DemoCard.wifi, token: ending })).json()).toMatchObject({ code: 0 });
    expect((await call(ending)).json()).toMatchObject({ code: 34061 });
    expect((await call(staying)).json()).toMatchObject({ code: 0 });
  });
});

describe('iotLoginProtocol', () => {
  it("answers the promoter's agreement, or the default one", async () => {
    const protocol = async (query: Record<string, string>) => (await callCard(t.app, 'GET', api.iotLoginProtocol.path, { query })).json();
    const demo = await protocol({ promoCode: 'demo' });
    expect(demo.data.title).toBe('号码优选流量卡用户协议');
    expect(demo.data.paragraphs.length).toBeGreaterThan(3);
    expect((await protocol({})).data.title).toBe('物联网卡用户服务协议');
    expect((await protocol({ promoCode: 'nobody' })).data.title).toBe('物联网卡用户服务协议');
  });

  it("answers a typed card's promoter's agreement, the one its login page names, wherever the visitor came from", async () => {
    const protocol = async (query: Record<string, string>) => (await callCard(t.app, 'GET', api.iotLoginProtocol.path, { query })).json();
    expect((await protocol({ simNo: DemoCard.viceAndBreak, promoCode: 'demo' })).data.title).toBe('朝阳通信用户服务协议');
    const config = (await callCard(t.app, 'GET', api.simLoginConfig.path, { query: { simNo: DemoCard.viceAndBreak, promoCode: 'demo' } })).json();
    expect(config.data.protocolTitle).toBe('朝阳通信用户服务协议');
    expect((await protocol({ simNo: '8986019999999999999', promoCode: 'demo' })).data.title).toBe('号码优选流量卡用户协议');
  });
});
