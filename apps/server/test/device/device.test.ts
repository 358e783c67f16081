import { api, ONLINE_STATUS } from '@shop/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceCommands, guesses, sims, smsCodes, wifiCards } from '../../src/db/schema';
import { cardLogin, DEMO_CARD_PASSWORD, DemoCard, insertSim, simRow, useIotApp } from '../support/iot';
import { lastCodeSentTo } from '../support/shop-login';
import { type Holder, walletGet, walletPost } from '../support/wallet';

const shop = useIotApp();
const SECOND = 1000;
const BOUND_MOBILE = '13800138002';
const OFFLINE_DEVICE = '8986011234567899001';
const SPARE_DEVICE = '8986011234567899002';
let holder: Holder;

const get = async (who: Holder, path: string, query: Record<string, string> = {}) => (await walletGet(shop.app, who, path, query)).json();
const post = async (who: Holder, path: string, body: Record<string, unknown> = {}) => (await walletPost(shop.app, who, path, body)).json();
const info = (who: Holder = holder) => get(who, api.deviceInfo.path);
const login = async (simNo: string, extra: Record<string, unknown> = {}): Promise<Holder> => ({ simNo, token: await cardLogin(shop.app, simNo, extra) });

/** Sends a proof code; earlier codes are aged past the SMS resend limits (which run on the database's clock). */
const sendProofCode = async (who: Holder) => {
  await shop.db.update(smsCodes).set({ createdAt: sql`${smsCodes.createdAt} - interval '2 hours'` }).where(eq(smsCodes.mobile, BOUND_MOBILE));
  expect(await post(who, api.deviceProofCode.path)).toMatchObject({ code: 0, data: { boundMobile: '138****8002' } });
};

const proveBySms = async (who: Holder) => {
  await sendProofCode(who);
  return post(who, api.deviceProve.path, { code: await lastCodeSentTo(shop.db, BOUND_MOBILE) });
};

const commandsOf = (simNo: string) => shop.db.select().from(deviceCommands).where(eq(deviceCommands.simNo, simNo));

const aDevice = (name: string) => ({ name, password: 'factory-pw', encryption: 'WPA2-PSK', switch: true, show: true, connCount: 0, maxConnCount: 10 });

beforeAll(async () => {
  holder = await login(DemoCard.wifi);
  const device = { wifiEncrypt: 'WPA2-PSK', band2g: aDevice('Spare'), band5g: null };
  await insertSim(shop.db, OFFLINE_DEVICE, { sourceType: 2, device, onlineStatus: ONLINE_STATUS.offline });
  await insertSim(shop.db, SPARE_DEVICE, { sourceType: 2, device, imei: '860000011112222', boundMobile: BOUND_MOBILE });
});

describe('Wi-Fi passwords stay out of the SIM info', () => {
  it("simInfo names the bands but carries neither band's password", async () => {
    const answer = await get(holder, api.simInfo.path);
    expect(answer.data.device.band2g).toMatchObject({ name: 'SunMiFi-0002' });
    expect(answer.data.device.band5g).toMatchObject({ name: 'SunMiFi-0002-5G' });
    expect(answer.data.device.band2g).not.toHaveProperty('password');
    expect(JSON.stringify(answer)).not.toContain('88886666');
  });

  it('deviceInfo shows both bands and the way to prove, without a password', async () => {
    const answer = await info();
    expect(answer).toMatchObject({
      code: 0,
      data: { state: 'online', online: true, pending: [], proof: { methods: ['sms'], boundMobile: '138****8002', until: null } },
    });
    expect(answer.data.bands.map((band: { band: string }) => band.band)).toEqual(['2.4G', '5G']);
    expect(JSON.stringify(answer)).not.toContain('88886666');
  });

  it('a card that is not a Wi-Fi device has no device to manage', async () => {
    expect(await info(await login(DemoCard.normal))).toMatchObject({ code: -1, message: '该卡不是 Wi-Fi 设备，没有可管理的 Wi-Fi' });
  });
});

describe('the fresh proof', () => {
  it('is needed to read or change a Wi-Fi password', async () => {
    expect(await get(holder, api.deviceWifiPassword.path)).toMatchObject({ code: -1, message: '为保护 Wi-Fi 密码，请先验证身份' });
    expect(await post(holder, api.deviceSetWiFiSsidPwd.path, { band: '5G', ssid: 'Home-5G', password: 'new-secret-1' })).toMatchObject({
      code: -1,
      message: '为保护 Wi-Fi 密码，请先验证身份',
    });
    expect(await commandsOf(DemoCard.wifi)).toEqual([]);
  });

  it('is needed to switch the device off or reset it to its derivable factory password', async () => {
    for (const path of [api.deviceClose.path, api.deviceReset.path]) {
      expect(await post(holder, path)).toMatchObject({ code: -1, message: '关机和恢复出厂设置前，请先验证身份' });
    }
    expect(await commandsOf(DemoCard.wifi)).toEqual([]);
  });

  it('a wrong SMS code is refused and counted as a failed card login', async () => {
    await sendProofCode(holder);
    const cardGuesses = () => shop.db.select().from(guesses).where(and(eq(guesses.kind, 'card'), eq(guesses.subject, DemoCard.wifi)));
    const before = (await cardGuesses()).length;
    const code = await lastCodeSentTo(shop.db, BOUND_MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post(holder, api.deviceProve.path, { code: wrong })).code).toBe(-1);
    expect(await cardGuesses()).toHaveLength(before + 1);
  });

  it('by SMS code shows the passwords for 5 minutes of this session only', async () => {
    const proven = await proveBySms(holder);
    expect(proven).toMatchObject({ code: 0, data: { until: new Date(shop.clock.current.getTime() + 300 * SECOND).toISOString() } });
    expect((await info()).data.proof.until).toBe(proven.data.until);
    expect(await get(holder, api.deviceWifiPassword.path)).toMatchObject({
      code: 0,
      data: { bands: [{ band: '2.4G', password: '88886666' }, { band: '5G', password: '88886666' }] },
    });
    const otherSession = await login(DemoCard.wifi);
    expect((await get(otherSession, api.deviceWifiPassword.path)).code).toBe(-1);
    shop.clock.advance(301 * SECOND);
    expect(await get(holder, api.deviceWifiPassword.path)).toMatchObject({ code: -1, message: '为保护 Wi-Fi 密码，请先验证身份' });
  });

  it('by card password on a card that logs in with one; a wrong one is refused', async () => {
    const passwordCard = await login(DemoCard.password, { password: DEMO_CARD_PASSWORD });
    expect(await post(passwordCard, api.deviceProve.path, { password: '654321' })).toMatchObject({ code: -1, message: '卡密码错误，请核对后重试' });
    expect(await post(passwordCard, api.deviceProve.path, { password: DEMO_CARD_PASSWORD })).toMatchObject({ code: 0 });
    expect(await post(holder, api.deviceProve.path, { password: DEMO_CARD_PASSWORD })).toMatchObject({ code: -1, message: '该卡不使用卡密码，请用短信验证码验证' });
  });

  it('counts only wrong secrets as guesses: asking for a way the card does not use never locks its holder out', async () => {
    for (let i = 0; i < 12; i += 1) {
      expect(await post(holder, api.deviceProve.path, { password: DEMO_CARD_PASSWORD })).toMatchObject({ message: '该卡不使用卡密码，请用短信验证码验证' });
    }
    expect(await proveBySms(holder)).toMatchObject({ code: 0 });
  });
});

describe('setWiFiSsidPwd input', () => {
  beforeAll(async () => {
    expect(await proveBySms(holder)).toMatchObject({ code: 0 });
  });

  it.each([
    ['an empty name', { ssid: '', password: 'abcdefgh' }, 'ssid', '请输入 Wi-Fi 名称'],
    ['11 Chinese characters (33 bytes)', { ssid: '家'.repeat(11), password: 'abcdefgh' }, 'ssid', 'Wi-Fi 名称最多 32 字节（一个汉字占 3 字节）'],
    ['a line break in the name', { ssid: 'Home\nNet', password: 'abcdefgh' }, 'ssid', 'Wi-Fi 名称不能包含换行等控制字符'],
    ['a 7-character password', { ssid: 'Home', password: 'abcdefg' }, 'password', '密码为 8-63 位'],
    ['a 64-character password', { ssid: 'Home', password: 'a'.repeat(64) }, 'password', '密码为 8-63 位'],
    ['a non-ASCII password', { ssid: 'Home', password: '密码密码密码密码' }, 'password', '密码只能包含英文字母、数字、空格和英文符号'],
    ['an open network with a password', { ssid: 'Home', password: 'abcdefgh', encryption: 'NONE' }, 'password', '开放网络不设密码，请清空密码或选择 WPA2 加密'],
    ['an empty WPA2 password', { ssid: 'Home', password: '' }, 'password', '密码为 8-63 位'],
    ['an unknown band', { band: '6G', ssid: 'Home', password: 'abcdefgh' }, 'band', '频段只能是 2.4G 或 5G'],
  ])('refuses %s, naming the field, and writes nothing', async (_case, body, field, message) => {
    const response = await walletPost(shop.app, holder, api.deviceSetWiFiSsidPwd.path, { band: '5G', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(response.json().message).toContain(field);
    expect(await commandsOf(DemoCard.wifi)).toEqual([]);
  });
});

describe('settings changes', () => {
  it('take a 32-byte multibyte name: pending first, applied once after the delay', async () => {
    const ssid = `${'家'.repeat(10)}5G`;
    expect(ssid.length).toBe(12);
    const accepted = await post(holder, api.deviceSetWiFiSsidPwd.path, { band: '5G', ssid, password: 'new-secret-1' });
    expect(accepted).toMatchObject({ code: 0, data: { state: 'online', pending: [{ kind: 'wifi', band: '5G', name: ssid, show: null }] } });
    expect(JSON.stringify(accepted)).not.toContain('new-secret-1');
    expect(accepted.data.bands[1]).toMatchObject({ name: 'SunMiFi-0002-5G' });
    expect(await post(holder, api.deviceSetWiFiSsidPwd.path, { band: '5G', ssid: 'Other', password: 'new-secret-2' })).toMatchObject({
      code: -1,
      message: '该频段的上一次修改还在生效中，请稍后再试',
    });

    shop.clock.advance(3 * SECOND);
    const applied = await info();
    expect(applied.data.pending).toEqual([]);
    expect(applied.data.bands[1]).toMatchObject({ band: '5G', name: ssid, encryption: 'WPA2-PSK' });
    expect(await shop.services.device.sweep()).toBe(0);
    const rows = await commandsOf(DemoCard.wifi);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ appliedAt: shop.clock.current, change: null });
    expect((await get(holder, api.deviceWifiPassword.path)).data.bands[1]).toEqual({ band: '5G', password: 'new-secret-1' });
  });

  it('an open network takes an empty password; the display toggle is applied by the sweeper', async () => {
    expect(await post(holder, api.deviceSetWiFiSsidPwd.path, { band: '2.4G', ssid: 'Guest', password: '', encryption: 'NONE' })).toMatchObject({ code: 0 });
    expect(await post(holder, api.deviceSetWiFiDisplay.path, { band: '5G', show: false })).toMatchObject({
      code: 0,
      data: { pending: [{ kind: 'wifi', band: '2.4G' }, { kind: 'display', band: '5G', show: false }] },
    });
    shop.clock.advance(3 * SECOND);
    expect(await shop.services.device.sweep()).toBe(2);
    const { data } = await info();
    expect(data.bands).toMatchObject([{ name: 'Guest', encryption: 'NONE' }, { show: false }]);
  });

  it('a band the device lacks is refused', async () => {
    const spare = await login(SPARE_DEVICE);
    expect(await post(spare, api.deviceSetWiFiDisplay.path, { band: '5G', show: false })).toMatchObject({ code: -1, message: '该设备没有这个频段' });
  });
});

describe('actions', () => {
  it('restart: 重启中, one action at a time, then back online', async () => {
    expect(await post(holder, api.deviceRestart.path)).toMatchObject({ code: 0, data: { state: 'restarting', online: false, pending: [{ kind: 'restart' }] } });
    expect(await post(holder, api.deviceRestart.path)).toMatchObject({ code: -1, message: '设备正在执行上一个操作，请等它完成后再试' });
    expect(await post(holder, api.deviceSetWiFiDisplay.path, { band: '5G', show: true })).toMatchObject({ code: -1, message: '设备正在执行上一个操作，请等它完成后再试' });
    shop.clock.advance(3 * SECOND);
    expect(await info()).toMatchObject({ data: { state: 'online', pending: [] } });
  });

  it('close: 已关机 and refusing, until it is switched on at the device', async () => {
    expect(await post(holder, api.deviceClose.path)).toMatchObject({ code: 0, data: { state: 'off' } });
    expect(await post(holder, api.deviceRestart.path)).toMatchObject({ code: -1, message: '设备正在执行上一个操作，请等它完成后再试' });
    shop.clock.advance(3 * SECOND);
    expect(await info()).toMatchObject({ data: { state: 'off', pending: [{ kind: 'powerOn' }] } });
    expect((await simRow(shop.db, DemoCard.wifi)).onlineStatus).toBe(ONLINE_STATUS.offline);
    expect(await post(holder, api.deviceRestart.path)).toMatchObject({ code: -1, message: '设备已关机，需在设备上长按电源键开机后才能操作' });
    shop.clock.advance(120 * SECOND);
    expect(await info()).toMatchObject({ data: { state: 'online', pending: [] } });
  });

  it("reset: 恢复出厂中, then the label's names and password", async () => {
    const spare = await login(SPARE_DEVICE);
    expect(await proveBySms(spare)).toMatchObject({ code: 0 });
    expect(await post(spare, api.deviceReset.path)).toMatchObject({ code: 0, data: { state: 'resetting' } });
    shop.clock.advance(3 * SECOND);
    expect(await info(spare)).toMatchObject({ data: { state: 'online', bands: [{ name: 'SunMiFi-9002', encryption: 'WPA2-PSK', show: true }] } });
    expect((await simRow(shop.db, SPARE_DEVICE)).device?.band2g.password).toBe('11112222');
  });

  it('an offline device refuses every action and change, and nothing is written', async () => {
    const offline = await login(OFFLINE_DEVICE);
    expect(await info(offline)).toMatchObject({ code: 0, data: { state: 'offline', online: false } });
    expect(await post(offline, api.deviceRestart.path)).toMatchObject({ code: -1, message: '设备离线，无法执行操作。请确认设备已开机、有信号后再试' });
    for (const path of [api.deviceClose.path, api.deviceReset.path]) expect(await post(offline, path)).toMatchObject({ code: -1 });
    expect(await post(offline, api.deviceSetWiFiDisplay.path, { band: '2.4G', show: false })).toMatchObject({ code: -1 });
    expect(await commandsOf(OFFLINE_DEVICE)).toEqual([]);
  });

  it('a command is applied once even when the sweeper and a read meet', async () => {
    expect(await post(holder, api.deviceSetWiFiDisplay.path, { band: '5G', show: true })).toMatchObject({ code: 0 });
    shop.clock.advance(3 * SECOND);
    const [swept] = await Promise.all([shop.services.device.sweep(), info()]);
    expect(swept).toBeLessThanOrEqual(1);
    const applied = await shop.db
      .select()
      .from(deviceCommands)
      .where(and(eq(deviceCommands.simNo, DemoCard.wifi), eq(deviceCommands.kind, 'display'), isNotNull(deviceCommands.appliedAt)));
    expect(applied).toHaveLength(2);
    expect((await info()).data.bands[1]).toMatchObject({ show: true });
  });
});

describe('shareable Wi-Fi cards', () => {
  it('wifiCreate needs a card session and answers an unguessable code', async () => {
    const anonymous = await shop.app.inject({ method: 'POST', url: api.wifiCreate.path, payload: { ssid: 'Home', password: 'abcdefgh' } });
    expect(anonymous.json().code).not.toBe(0);
    const created = await post(holder, api.wifiCreate.path, { ssid: 'Home 家', password: 'abc;,:"\\defg', hidden: true });
    expect(created).toMatchObject({ code: 0, data: { code: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) } });
    const card = await shop.app.inject({ method: 'GET', url: api.getWifiCode.path, query: { code: created.data.code } });
    expect(card.json()).toMatchObject({ code: 0, data: { ssid: 'Home 家', password: 'abc;,:"\\defg', encryption: 'WPA2-PSK', hidden: true } });
  });

  it('refuses a bad network as setWiFiSsidPwd does, and stores nothing', async () => {
    const response = await walletPost(shop.app, holder, api.wifiCreate.path, { ssid: '家'.repeat(11), password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Wi-Fi 名称最多 32 字节');
    expect(await shop.db.select().from(wifiCards).where(eq(wifiCards.ssid, '家'.repeat(11)))).toEqual([]);
  });

  it('an unknown, malformed or expired code is refused with a clear message', async () => {
    const codeOf = (code: string) => shop.app.inject({ method: 'GET', url: api.getWifiCode.path, query: { code } });
    expect((await codeOf('A'.repeat(22))).json()).toMatchObject({ code: -1, message: '该 Wi-Fi 卡片不存在，请向分享人重新索取' });
    expect((await codeOf('short')).statusCode).toBe(400);
    const created = await post(holder, api.wifiCreate.path, { ssid: 'Open', password: '', encryption: 'NONE' });
    shop.clock.advance(7 * 86_400 * SECOND);
    expect((await codeOf(created.data.code)).json()).toMatchObject({ code: -1, message: '该 Wi-Fi 卡片已过期，请向分享人重新索取' });
  });

  it('an expired card is deleted, with its password, by the sweep; a live one stays', async () => {
    const expired = await post(holder, api.wifiCreate.path, { ssid: 'Old', password: 'old-secret-1' });
    shop.clock.advance(7 * 86_400 * SECOND);
    const live = await post(holder, api.wifiCreate.path, { ssid: 'New', password: 'new-secret-1' });
    expect(await shop.services.wifiCards.sweep()).toBeGreaterThanOrEqual(1);
    expect(await shop.db.select().from(wifiCards).where(eq(wifiCards.code, expired.data.code))).toEqual([]);
    expect(await shop.db.select().from(wifiCards).where(eq(wifiCards.code, live.data.code))).toHaveLength(1);
  });
});

describe('the device sandbox keeps its state in the database', () => {
  it('a pending command survives a new set of services (a restart) and is applied by it', async () => {
    expect(await post(holder, api.deviceSetWiFiDisplay.path, { band: '2.4G', show: false })).toMatchObject({ code: 0 });
    const { createServices } = await import('../../src/services');
    const restarted = createServices(shop.db, { iot: { clock: shop.clock.now } });
    shop.clock.advance(3 * SECOND);
    expect(await restarted.device.sweep()).toBe(1);
    const [row] = await shop.db.select({ device: sims.device }).from(sims).where(eq(sims.simNo, DemoCard.wifi));
    expect(row?.device?.band2g.show).toBe(false);
  });
});
