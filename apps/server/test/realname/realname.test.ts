import { randomUUID } from 'node:crypto';
import { api, AUTH_STATUS, BIND_PHONE_MODE, BIND_PHONE_REQUIRED_CODE, Code, REALNAME_REQUIRED_CODE, REALNAME_SANDBOX_NOTIFY_PATH, ValidationText } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { realnameRequests, sims } from '../../src/db/schema';
import type { NotificationRequest } from '../../src/providers/payment';
import { signSandbox } from '../../src/providers/notify/signature';
import { aRealnameRequest, anIdCard } from '../../src/seed/factories';
import { useTestApp } from '../support/app';
import { callCard, cardLogin, DEMO_CARD_PASSWORD, DemoCard, insertSim, realnameRow, renewalRow, simRow, TestClock, updateCard } from '../support/iot';
import type { CardInsert } from '../../src/seed/cards';
import { offerId } from '../support/packages';
import { injectDelivery, recordingDelivery, sendNotification } from '../support/payments';
import { openOfficial, operatorCheck, requestsOf, stateOf, submitOperatorPage } from '../support/realname';
import { post } from '../support/shop-login';
import type { Holder } from '../support/wallet';

const SECRET = 'realname-test-secret-0123456789abcdef';
const REFUSED_ID = anIdCard({ serial: '777' });
const clock = new TestClock();
const shop = useTestApp({
  services: () => ({
    iot: { clock: clock.now },
    payments: { publicUrl: undefined, sandboxSecret: SECRET, sandboxDuplicateRate: 0, wechat: undefined, alipay: undefined },
    realname: { clock: clock.now, refusedIdCards: [REFUSED_ID] },
  }),
});
const operator = () => shop.services.realname.operator;
const idCard = anIdCard();

let nextCard = 0;
/** A card of the test's own that needs real-name, logged in. */
const unverifiedCard = async (overrides: Partial<CardInsert> = {}): Promise<Holder> => {
  nextCard += 1;
  const simNo = `89860177${String(nextCard).padStart(11, '0')}`;
  await insertSim(shop.db, simNo, { needAuth: true, authStatus: AUTH_STATUS.none, integral: 0, ...overrides });
  return { simNo, token: await cardLogin(shop.app, simNo) };
};

/** Connects the operator to the app, delivering each verdict once, at once. */
const deliverAtOnce = () =>
  operator().connect({ deliver: injectDelivery(shop.app), duplicateRate: 0, retryDelaysMs: [0, 0, 0], decisionDelayMs: 0, failAll: false });

beforeAll(() => {
  clock.current = new Date();
});

beforeEach(async () => {
  await deliverAtOnce();
});

describe('realnameState', () => {
  it('shows card 003 needing the operator real-name, with its own operator as the only channel', async () => {
    const holder = { simNo: DemoCard.needAuth, token: await cardLogin(shop.app, DemoCard.needAuth) };
    expect((await stateOf(shop, holder)).data).toEqual({
      simNo: DemoCard.needAuth,
      authStatus: AUTH_STATUS.none,
      authPlatformStatus: AUTH_STATUS.none,
      needAuth: true,
      needPlatformAuth: false,
      platformAuthType: 0,
      sourceType: 1,
      operatorType: 1,
      official: null,
      platform: null,
      channels: [{ simNo: DemoCard.needAuth, operatorType: 1, main: true }],
      freeRechargeFen: 3000,
    });
  });

  it("offers a multi-network card its vice SIMs' operators as channels", async () => {
    const holder = { simNo: DemoCard.viceAndBreak, token: await cardLogin(shop.app, DemoCard.viceAndBreak) };
    expect((await stateOf(shop, holder)).data.channels).toEqual([
      { simNo: DemoCard.viceAndBreak, operatorType: 1, main: true },
      { simNo: '1440234560061', operatorType: 2, main: false },
      { simNo: '1440334560062', operatorType: 3, main: false },
    ]);
  });

  it("shows the last request that failed, with its reason in the holder's words", async () => {
    const holder = await unverifiedCard();
    const sim = await simRow(shop.db, holder.simNo);
    const [request] = await shop.db.insert(realnameRequests).values(aRealnameRequest(sim.id, holder.simNo, { status: 'failed', reason: 'faceCheck' })).returning();
    expect((await stateOf(shop, holder)).data.official).toMatchObject({ requestSn: request?.requestSn, status: 'failed', reasonText: '人脸核验未通过' });
  });

  it('asks for the card session', async () => {
    expect((await callCard(shop.app, 'GET', api.realnameState.path)).json()).toMatchObject({ code: Code.cardSessionExpired });
  });
});

describe('simOfficialAuth and the sandbox operator page', () => {
  it("answers the operator's page; asking again reopens the same request", async () => {
    const holder = await unverifiedCard();
    const first = await openOfficial(shop, holder);
    expect(first).toMatchObject({ code: 0, data: { requestSn: expect.stringMatching(/^RN[0-9A-F]{24}$/) } });
    expect(first.data.url).toBe(`/realname/sandbox/page?requestSn=${first.data.requestSn}`);
    expect((await openOfficial(shop, holder)).data).toEqual(first.data);
    expect((await stateOf(shop, holder)).data.official).toMatchObject({ requestSn: first.data.requestSn, status: 'opened', reason: null, kind: 'official' });

    const page = await shop.app.inject({ method: 'GET', url: first.data.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('中国移动 实名认证');
    expect(page.body).toContain('模拟失败');
  });

  it('verifies the card once the operator reports: needAuth cleared, the real-name task credited, the home banner gone', async () => {
    const holder = await unverifiedCard();
    const { requestSn } = (await openOfficial(shop, holder)).data;
    const answer = await submitOperatorPage(shop, { requestSn, action: 'confirm', name: '张三', idCard });
    expect(answer).toEqual({ code: 0, message: 'ok', data: { returnUrl: `/shop/#/pages/iot/index/official/index?requestSn=${requestSn}` } });

    const state = (await stateOf(shop, holder)).data;
    expect(state).toMatchObject({ authStatus: AUTH_STATUS.verified, needAuth: false });
    expect(state.official).toMatchObject({ status: 'verified', holderName: '张三', idCardMasked: `110***********${idCard.slice(14)}`, reason: null });
    const sim = await simRow(shop.db, holder.simNo);
    expect(sim.integral).toBe(100);
    expect((await callCard(shop.app, 'GET', api.simInfo.path, holder)).json().data).toMatchObject({ needAuth: false, authStatus: AUTH_STATUS.verified });
    expect(JSON.stringify(await requestsOf(shop.db, holder.simNo))).not.toContain(idCard);

    // A second submit (a reload, a double tap) changes nothing; a verified card has nothing to open.
    expect((await submitOperatorPage(shop, { requestSn, action: 'fail', name: '张三', idCard })).code).toBe(0);
    expect((await stateOf(shop, holder)).data.official.status).toBe('verified');
    expect(await openOfficial(shop, holder)).toEqual({ code: Code.failed, message: '该卡已完成实名认证', data: null });
    expect((await simRow(shop.db, holder.simNo)).integral).toBe(100);
  });

  it("lets a multi-network card verify through a vice SIM's operator, whose holders come back to that operator's page", async () => {
    const holder = await unverifiedCard({ viceSims: [{ simNo: '1440234569991', iccid: '89860220123456799910', operatorType: 2, simStatus: 1 }] });
    const opened = await openOfficial(shop, holder, { simNo: '1440234569991' });
    expect(opened.code).toBe(0);
    expect((await stateOf(shop, holder)).data.official).toMatchObject({ channelSimNo: '1440234569991', operatorType: 2 });
    const page = await shop.app.inject({ method: 'GET', url: opened.data.url });
    expect(page.body).toContain('中国联通');
    const answer = await submitOperatorPage(shop, { requestSn: opened.data.requestSn, action: 'confirm', name: '李四', idCard });
    expect(answer.data.returnUrl).toBe(`/shop/#/pages-sub/ltAuth/index?requestSn=${opened.data.requestSn}`);
  });

  it('refuses a channel the card does not have, a malformed one, and the wrong kind of card', async () => {
    const holder = await unverifiedCard();
    expect(await openOfficial(shop, holder, { simNo: '1440234560061' })).toEqual({ code: Code.failed, message: '该卡没有这个认证通道', data: null });
    expect(await openOfficial(shop, holder, { simNo: 'abc' })).toMatchObject({ code: Code.failed, message: expect.stringContaining('认证通道应为本卡或其副卡的卡号') });
    expect(await openOfficial(shop, holder, {}, 'deviceOfficialAuth')).toEqual({ code: Code.failed, message: '该卡不是设备，请使用卡片实名认证', data: null });
    const device = await unverifiedCard({ sourceType: 2 });
    expect(await openOfficial(shop, device)).toEqual({ code: Code.failed, message: '该卡是设备，请使用设备实名认证', data: null });
    expect((await openOfficial(shop, device, {}, 'deviceOfficialAuth')).code).toBe(0);
    expect(await requestsOf(shop.db, holder.simNo)).toEqual([]);
  });

  it('refuses bad input on the operator page, naming the field, and keeps the page open', async () => {
    const holder = await unverifiedCard();
    const { requestSn } = (await openOfficial(shop, holder)).data;
    const badId = await submitOperatorPage(shop, { requestSn, action: 'confirm', name: '张三', idCard: '110101199003071234' });
    expect(badId).toMatchObject({ code: Code.failed, message: expect.stringContaining('身份证号码不正确') });
    expect(JSON.stringify(badId)).not.toContain('110101199003071234');
    expect((await submitOperatorPage(shop, { requestSn, action: 'approve', name: '张三', idCard })).message).toContain('操作只能是 confirm 或 fail');
    expect((await submitOperatorPage(shop, { requestSn, action: 'confirm', name: '', idCard })).code).toBe(Code.failed);
    expect((await operatorCheck(shop.db, requestSn))?.status).toBe('open');
    const unknown = await post(shop.app, api.realnameSandboxAct.path, { requestSn: `RN${'0'.repeat(24)}`, action: 'confirm', name: '张三', idCard });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: { code: Code.failed, message: '认证单不存在', data: null } });
    const missingPage = await shop.app.inject({ method: 'GET', url: '/realname/sandbox/page?requestSn=nope' });
    expect(missingPage.statusCode).toBe(404);
  });

  it.each([
    ['the face check failed (模拟失败)', 'fail', '张三', idCard, 'faceCheck', '人脸核验未通过'],
    ['the name cannot be a registered one', 'confirm', '测试', idCard, 'mismatch', '姓名与身份证号码不一致'],
    ['the register holds the number under another name', 'confirm', '王五', REFUSED_ID, 'mismatch', '姓名与身份证号码不一致'],
  ])('reports a failure with its reason when %s; the card may try again', async (_case, action, name, number, reason, reasonText) => {
    const holder = await unverifiedCard();
    const { requestSn } = (await openOfficial(shop, holder)).data;
    await submitOperatorPage(shop, { requestSn, action, name, idCard: number });
    const state = (await stateOf(shop, holder)).data;
    expect(state).toMatchObject({ authStatus: AUTH_STATUS.rejected, needAuth: true });
    expect(state.official).toMatchObject({ status: 'failed', reason, reasonText });
    expect((await simRow(shop.db, holder.simNo)).integral).toBe(0);
    const again = (await openOfficial(shop, holder)).data;
    expect(again.requestSn).not.toBe(requestSn);
  });

  it('fails every check when the sandbox is told to (failAll)', async () => {
    operator().tune({ failAll: true });
    const holder = await unverifiedCard();
    const { requestSn } = (await openOfficial(shop, holder)).data;
    await submitOperatorPage(shop, { requestSn, action: 'confirm', name: '张三', idCard });
    expect((await stateOf(shop, holder)).data.official).toMatchObject({ status: 'failed', reason: 'operatorFailed' });
  });

  it('shows 审核中 until the verdict is due, then applies it on read when no notification arrived', async () => {
    const recorder = recordingDelivery();
    await operator().connect({ deliver: recorder.deliver, decisionDelayMs: 60_000 });
    const holder = await unverifiedCard();
    const { requestSn } = (await openOfficial(shop, holder)).data;
    await submitOperatorPage(shop, { requestSn, action: 'confirm', name: '张三', idCard });
    expect((await stateOf(shop, holder)).data).toMatchObject({ authStatus: AUTH_STATUS.reviewing, official: { status: 'reviewing' } });
    clock.advance(61_000);
    expect((await stateOf(shop, holder)).data).toMatchObject({ authStatus: AUTH_STATUS.verified, needAuth: false, official: { status: 'verified' } });
    expect((await simRow(shop.db, holder.simNo)).integral).toBe(100);
  });
});

describe('the operator notification', () => {
  /** A card through the operator page with its notification kept, not sent. */
  const keptNotification = async (): Promise<{ holder: Holder; notification: NotificationRequest }> => {
    const recorder = recordingDelivery();
    await operator().connect({ deliver: recorder.deliver, decisionDelayMs: 0, duplicateRate: 0 });
    const holder = await unverifiedCard();
    const { requestSn } = (await openOfficial(shop, holder)).data;
    await submitOperatorPage(shop, { requestSn, action: 'confirm', name: '张三', idCard });
    const notification = recorder.sent[0];
    if (!notification) throw new Error('the operator sent nothing');
    return { holder, notification };
  };

  it('is processed once when duplicated and sent concurrently: one verification, one task credit', async () => {
    const { holder, notification } = await keptNotification();
    expect(notification.url).toBe(REALNAME_SANDBOX_NOTIFY_PATH);
    const replies = await Promise.all([sendNotification(shop.app, notification), sendNotification(shop.app, notification), sendNotification(shop.app, notification)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([204, 204, 204]);
    expect((await simRow(shop.db, holder.simNo)).integral).toBe(100);
    expect((await requestsOf(shop.db, holder.simNo)).map((row) => row.status)).toEqual(['verified']);
  });

  it('is refused when forged: a changed body, a foreign signature, or an unknown request', async () => {
    const { holder, notification } = await keptNotification();
    const failed = notification.body.replace('"verified"', '"failed"');
    const forged = await sendNotification(shop.app, { ...notification, body: failed });
    expect({ status: forged.statusCode, body: forged.json() }).toEqual({ status: 400, body: { code: 'FAIL', message: 'signature does not match' } });
    const unsigned = await sendNotification(shop.app, { ...notification, headers: {} });
    expect(unsigned.statusCode).toBe(400);
    const [row] = await shop.db.select().from(realnameRequests).innerJoin(sims, eq(sims.id, realnameRequests.simId)).where(eq(sims.simNo, holder.simNo));
    expect(row?.realname_requests.status).toBe('opened');
    expect((await realnameRow(shop.db, holder.simNo)).needAuth).toBe(true);

    const unknownBody = notification.body.replace(/"requestSn":"RN[0-9A-F]+"/, `"requestSn":"RN${'F'.repeat(24)}"`);
    const unknown = await sendNotification(shop.app, { url: notification.url, headers: signSandbox(SECRET, unknownBody), body: unknownBody });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 400, body: { code: 'FAIL', message: 'unknown request' } });
  });

  it('is retried until acknowledged', async () => {
    let calls = 0;
    const deliver = injectDelivery(shop.app);
    await operator().connect({ deliver: async (request) => ((calls += 1) === 1 ? 503 : deliver(request)), retryDelaysMs: [0, 0], decisionDelayMs: 0, duplicateRate: 0 });
    const holder = await unverifiedCard();
    const { requestSn } = (await openOfficial(shop, holder)).data;
    await submitOperatorPage(shop, { requestSn, action: 'confirm', name: '张三', idCard });
    await operator().drain();
    expect(calls).toBe(2);
    expect((await operatorCheck(shop.db, requestSn))?.notifiedAt).not.toBeNull();
    expect((await realnameRow(shop.db, holder.simNo)).needAuth).toBe(false);
  });

});

describe('simPlatformAuth', () => {
  const platformCall = (holder: Holder, body: Record<string, unknown>) => callCard(shop.app, 'POST', api.simPlatformAuth.path, { ...holder, body }).then((r) => r.json());

  it('refuses bad input naming the field, and writes nothing', async () => {
    const holder = await unverifiedCard({ needPlatformAuth: true, platformAuthType: 1, authPlatformStatus: AUTH_STATUS.none });
    expect((await platformCall(holder, { name: '张三', idCard: '123', mobile: '13800138000' })).message).toContain('身份证号码不正确');
    expect((await platformCall(holder, { name: '张三', idCard, mobile: '2380013800' })).message).toContain('请输入 11 位手机号');
    expect((await platformCall(holder, { idCard, mobile: '13800138000' })).code).toBe(Code.failed);
    expect(await requestsOf(shop.db, holder.simNo)).toEqual([]);
  });

  it('names an unknown region or an impossible birth date in the identity number, and writes nothing', async () => {
    const holder = await unverifiedCard({ needPlatformAuth: true, platformAuthType: 1, authPlatformStatus: AUTH_STATUS.none });
    const refusal = (message: string) => ({ code: Code.failed, message: `idCard：${message}`, data: null });
    expect(await platformCall(holder, { name: '张三', idCard: anIdCard({ region: '110199' }), mobile: '13800138000' })).toEqual(refusal(ValidationText.idCardRegion));
    expect(await platformCall(holder, { name: '张三', idCard: anIdCard({ birth: '18991231' }), mobile: '13800138000' })).toEqual(refusal(ValidationText.idCardBirthDate));
    expect(await platformCall(holder, { name: '张三', idCard: anIdCard({ birth: '20991231' }), mobile: '13800138000' })).toEqual(refusal(ValidationText.idCardBirthDate));
    expect(await requestsOf(shop.db, holder.simNo)).toEqual([]);
    expect((await stateOf(shop, holder)).data).toMatchObject({ authPlatformStatus: AUTH_STATUS.none, needPlatformAuth: true });
  });

  it.each([
    ['a name that cannot be registered', '测试', idCard, '13800138000', '姓名与身份证号码不一致'],
    ['a mobile registered to someone else', '张三', idCard, '13800130000', '手机号未登记在该身份证名下'],
  ])('refuses %s with the reason, and records the failed check', async (_case, name, number, mobile, message) => {
    const holder = await unverifiedCard({ needPlatformAuth: true, platformAuthType: 1, authPlatformStatus: AUTH_STATUS.none });
    expect(await platformCall(holder, { name, idCard: number, mobile })).toEqual({ code: Code.failed, message, data: null });
    const state = (await stateOf(shop, holder)).data;
    expect(state).toMatchObject({ authPlatformStatus: AUTH_STATUS.rejected, needPlatformAuth: true, platform: { status: 'failed', reasonText: message } });
  });

  it('stops a card after 10 refused checks in 10 minutes: each is a guess at who holds it', async () => {
    const holder = await unverifiedCard({ needPlatformAuth: true, platformAuthType: 1, authPlatformStatus: AUTH_STATUS.none });
    const wrong = '手机号未登记在该身份证名下';
    const guess = () => platformCall(holder, { name: '张三', idCard, mobile: '13800130000' });
    const answers = await Promise.all(Array.from({ length: 12 }, guess));
    let checked = answers.filter((answer) => answer.message === wrong).length;
    expect(checked).toBeLessThanOrEqual(10);
    // Guesses refused by the limit were never checked: those left are checked one by one, up to 10 in all.
    for (let more = 0; more <= 10 && (await guess()).message === wrong; more += 1) checked += 1;
    expect(checked).toBe(10);
    expect(await platformCall(holder, { name: '张三', idCard, mobile: '13800138000' })).toEqual({ code: Code.failed, message: '尝试过于频繁，请稍后再试', data: null });
  });

  it('verifies card 005 with three matching factors: the identity number kept only hashed and masked, never echoed', async () => {
    const holder = { simNo: DemoCard.password, token: await cardLogin(shop.app, DemoCard.password, { password: DEMO_CARD_PASSWORD }) };
    expect((await stateOf(shop, holder)).data).toMatchObject({ needPlatformAuth: true, platformAuthType: 1, authPlatformStatus: AUTH_STATUS.none });
    const integral = (await simRow(shop.db, holder.simNo)).integral;
    const answer = await platformCall(holder, { name: '张三', idCard: idCard.toLowerCase(), mobile: '13800138000' });
    expect(answer).toMatchObject({ code: 0, data: { kind: 'platform', status: 'verified', idCardMasked: `110***********${idCard.slice(14)}` } });
    expect(JSON.stringify(answer)).not.toContain(idCard);
    const [row] = await requestsOf(shop.db, holder.simNo);
    expect(row?.idCardHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(idCard);
    expect(await realnameRow(shop.db, holder.simNo)).toMatchObject({ authPlatformStatus: AUTH_STATUS.verified, needPlatformAuth: false });
    expect((await simRow(shop.db, holder.simNo)).integral).toBe(integral + 100);
    expect(await platformCall(holder, { name: '张三', idCard, mobile: '13800138000' })).toEqual({ code: Code.failed, message: '该卡已完成实名认证', data: null });
  });
});

describe('the real-name gate', () => {
  const rechargeOf = (holder: Holder, amountFen: number) =>
    callCard(shop.app, 'POST', api.createBalanceOrder.path, { ...holder, body: { amountFen, idempotencyKey: randomUUID() } }).then((r) => r.json());

  it('refuses buying a package while needAuth is set, leading to real-name', async () => {
    const holder = await unverifiedCard({ balance: 100_000 });
    const packageId = await offerId(shop.db, 'demo', 1, '加油包 5GB');
    const answer = await callCard(shop.app, 'POST', api.buyPackage.path, { ...holder, body: { packageId, effect: 'now', payWith: 'balance', idempotencyKey: randomUUID() } });
    expect(answer.json()).toEqual({ code: REALNAME_REQUIRED_CODE, message: '按国家规定，订购套餐前需先完成实名认证', data: null });
    expect((await simRow(shop.db, holder.simNo)).balance).toBe(100_000);
  });

  it('lets a top-up of up to ¥30 through and refuses a larger one', async () => {
    const holder = await unverifiedCard();
    expect((await rechargeOf(holder, 3000)).code).toBe(0);
    expect(await rechargeOf(holder, 3001)).toEqual({ code: REALNAME_REQUIRED_CODE, message: '按国家规定，未实名的卡单次充值不能超过 30 元，请先完成实名认证', data: null });
    const verified = { simNo: DemoCard.normal, token: await cardLogin(shop.app, DemoCard.normal) };
    expect((await rechargeOf(verified, 50_000)).code).toBe(0);
  });

  it('refuses choosing a renewal while needAuth is set; turning renewal off stays open', async () => {
    const holder = await unverifiedCard();
    const renew = (packageId: number | null) => callCard(shop.app, 'POST', api.simUpdateRenewPackage.path, { ...holder, body: { packageId } }).then((r) => r.json());
    expect(await renew(await offerId(shop.db, 'demo', 1, '月套餐 30GB'))).toEqual({ code: REALNAME_REQUIRED_CODE, message: '按国家规定，订购套餐前需先完成实名认证', data: null });
    expect((await renewalRow(shop.db, holder.simNo)).renewPackageId).toBeNull();
    expect((await renew(null)).code).toBe(0);
  });

  it('refuses the same actions on a card that must bind a mobile first, leading to bindPhone, until one is bound', async () => {
    const holder = await unverifiedCard({ needAuth: false, authStatus: AUTH_STATUS.verified, bindPhoneMode: BIND_PHONE_MODE.required, balance: 100_000 });
    const packageId = await offerId(shop.db, 'demo', 1, '月套餐 30GB');
    const refused = { code: BIND_PHONE_REQUIRED_CODE, message: '办理该业务前，请先绑定手机号', data: null };
    const buy = () => callCard(shop.app, 'POST', api.buyPackage.path, { ...holder, body: { packageId, effect: 'now', payWith: 'balance', idempotencyKey: randomUUID() } });
    expect((await buy()).json()).toEqual(refused);
    expect((await callCard(shop.app, 'POST', api.simUpdateRenewPackage.path, { ...holder, body: { packageId } })).json()).toEqual(refused);
    expect((await callCard(shop.app, 'POST', api.simSwitchNet.path, { ...holder, body: { operatorType: 2 } })).json()).toEqual(refused);
    expect(await rechargeOf(holder, 3001)).toEqual(refused);
    expect((await rechargeOf(holder, 3000)).code).toBe(0);
    expect((await simRow(shop.db, holder.simNo)).balance).toBe(100_000);

    await updateCard(shop.db, holder.simNo, { binding: { boundMobile: '13900139099' } });
    expect((await rechargeOf(holder, 5000)).code).toBe(0);
    expect((await buy()).json().code).toBe(0);
  });

  it('opens once the card is verified', async () => {
    const holder = await unverifiedCard();
    const { requestSn } = (await openOfficial(shop, holder)).data;
    await submitOperatorPage(shop, { requestSn, action: 'confirm', name: '张三', idCard });
    expect((await rechargeOf(holder, 5000)).code).toBe(0);
  });
});
