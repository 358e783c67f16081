import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { api, CARD_TOKEN_HEADER, COUPON_CODE_MAX_FAILURES, PAY_PASSWORD_MAX_TRIES, RequestHeader, SMS_CODE_MAX_TRIES } from '@shop/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { cardSessions, couponCodes, deviceProofs, type GuessKind, guesses, iotOrders, realnameRequests, shopSessions, smsCodes } from '../../src/db/schema';
import { hashPin, newPinSalt } from '../../src/lib/pin-hash';
import { LOGIN_FAILURES_PER_CARD } from '../../src/modules/iot/service';
import { seedIfEmpty } from '../../src/seed';
import { anIdCard } from '../../src/seed/factories';
import { holdingsOf, insertSim, realnameRow, simRow } from '../support/iot';
import { offerId } from '../support/packages';
import { shopUrl, START_TIMEOUT_MS, useShopProcesses } from '../support/server-process';
import { lastCodeSentTo } from '../support/shop-login';
import { balanceLinesOf } from '../support/wallet';

/**
 * Every secret a visitor types, guessed by a burst of parallel requests spread over two real
 * servers on one PostgreSQL and over many addresses, the right secret in the middle: no more
 * guesses are compared than the limit allows, and once it is reached the right one is refused.
 * Each guess reserves its try before it is compared, so the guesses the guard holds are the
 * wrong ones compared.
 */
const GUESSES = 50;
const RIGHT = 25;
const processes = useShopProcesses();
let handle: DatabaseHandle;
let ports: number[];

type Answer = { code: number; message: string; data: Record<string, unknown> | null };

/** Request `i` goes to server `i % 2`, from an address of its own (the servers trust the proxy's header). */
const call = async (i: number, path: string, headers: Record<string, string>, body: unknown): Promise<Answer> => {
  const response = await fetch(shopUrl(ports[i % 2] ?? 0, path), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${(i % 250) + 1}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Answer;
};

/** The wrong guesses compared and kept against a subject. */
const counted = async (kind: GuessKind, subject: string): Promise<number> =>
  (await handle.db.select({ n: count() }).from(guesses).where(and(eq(guesses.kind, kind), eq(guesses.subject, subject))))[0]?.n ?? 0;

/**
 * The burst: the guesses before RIGHT are sent at once; while they are answered, as soon as the
 * guard holds `limit` guesses of the subject, the rest are sent, the right one first.
 */
const burst = async (kind: GuessKind, subject: string, limit: number, guess: (i: number, right: boolean) => Promise<Answer>): Promise<Answer[]> => {
  const first = Array.from({ length: RIGHT }, (_, i) => guess(i, false));
  for (const started = Date.now(); (await counted(kind, subject)) < limit; await sleep(10)) {
    if (Date.now() - started > 10_000) throw new Error(`the ${kind} guesses of ${subject} never reached ${limit}`);
  }
  const rest = Array.from({ length: GUESSES - RIGHT }, (_, k) => guess(RIGHT + k, k === 0));
  return Promise.all([...first, ...rest]);
};

const wrongOf = (right: string, i: number): string => {
  const wrong = String((Number(right) + 1 + i) % 1_000_000).padStart(right.length, '0');
  return wrong === right ? String((Number(right) + 777_777) % 1_000_000).padStart(right.length, '0') : wrong;
};

const cardHeaders = async (simNo: string, body: Record<string, unknown> = {}): Promise<Record<string, string>> => {
  const answer = await call(0, api.simLogin.path, {}, { simNo, agreeProtocol: true, ...body });
  if (answer.code !== 0) throw new Error(`login of ${simNo} refused: ${answer.message}`);
  return { [RequestHeader.simNo]: simNo, [CARD_TOKEN_HEADER]: String(answer.data?.token) };
};

const secret = async (password: string) => {
  const salt = newPinSalt();
  return { hash: await hashPin(password, salt), salt };
};

beforeAll(async () => {
  const url = processes.databaseUrl();
  if (!url) throw new Error('the PostgreSQL test database was not created');
  handle = await openDatabase({ kind: 'postgres', url });
  await handle.migrate();
  await seedIfEmpty(handle.db);
  const env = { RATE_LIMITS: 'off', TRUST_PROXY: 'true' };
  const dataDir = join(processes.root, 'data');
  ports = await Promise.all([processes.start(dataDir, env).started, processes.start(dataDir, env).started]);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await handle.close();
});

describe('a burst of guesses at one secret, over two servers on one PostgreSQL', () => {
  it(`the pay password: ${PAY_PASSWORD_MAX_TRIES} compared, the right one refused after them, nothing charged`, async () => {
    const simNo = '8986014700000000001';
    const pin = await secret('246810');
    await insertSim(handle.db, simNo, { balance: 10_000, payPasswordHash: pin.hash, payPasswordSalt: pin.salt });
    const { id } = await simRow(handle.db, simNo);
    const headers = await cardHeaders(simNo);
    const packageId = await offerId(handle.db, 'demo', 1, '月套餐 30GB');

    const answers = await burst('payPassword', String(id), PAY_PASSWORD_MAX_TRIES, (i, right) =>
      call(i, api.buyPackage.path, headers, { packageId, effect: 'now', payWith: 'balance', payPassword: right ? '246810' : wrongOf('246810', i), idempotencyKey: crypto.randomUUID() }),
    );
    expect(await counted('payPassword', String(id))).toBe(PAY_PASSWORD_MAX_TRIES);
    expect(answers.filter((answer) => answer.message.startsWith('支付密码错误，还可尝试'))).toHaveLength(PAY_PASSWORD_MAX_TRIES - 1);
    expect(answers[RIGHT]).toMatchObject({ code: -1, message: expect.stringContaining('支付密码错误次数过多') });
    expect(answers.filter((answer) => answer.code === 0)).toEqual([]);

    const after = await call(0, api.buyPackage.path, headers, { packageId, effect: 'now', payWith: 'balance', payPassword: '246810', idempotencyKey: crypto.randomUUID() });
    expect(after).toMatchObject({ code: -1, message: expect.stringContaining('支付密码错误次数过多') });
    expect((await simRow(handle.db, simNo)).balance).toBe(10_000);
    expect(await balanceLinesOf(handle.db, simNo)).toEqual([]);
    expect(await handle.db.select().from(iotOrders).where(eq(iotOrders.simId, id))).toEqual([]);
  });

  it(`the card password: ${LOGIN_FAILURES_PER_CARD} compared, the right one refused after them, no session opened`, async () => {
    const simNo = '8986014700000000002';
    const pin = await secret('260101');
    await insertSim(handle.db, simNo, { cardPasswordMode: 'password', cardPasswordHash: pin.hash, cardPasswordSalt: pin.salt });
    const { id } = await simRow(handle.db, simNo);

    const answers = await burst('card', simNo, LOGIN_FAILURES_PER_CARD, (i, right) => call(i, api.simLogin.path, {}, { simNo, agreeProtocol: true, password: right ? '260101' : wrongOf('260101', i) }));
    expect(await counted('card', simNo)).toBe(LOGIN_FAILURES_PER_CARD);
    expect(answers[RIGHT]).toMatchObject({ code: -1, message: '尝试过于频繁，请稍后再试' });
    expect(answers.filter((answer) => answer.code === 0)).toEqual([]);
    expect(await handle.db.select().from(cardSessions).where(eq(cardSessions.simId, id))).toEqual([]);
  });

  it(`the order-lookup login code: ${SMS_CODE_MAX_TRIES} compared, the right one refused after them, no session opened`, async () => {
    const mobile = '13700000001';
    expect((await call(0, api.smsSend.path, {}, { mobile })).code).toBe(0);
    const code = await lastCodeSentTo(handle.db, mobile);
    const [sent] = await handle.db.select({ id: smsCodes.id }).from(smsCodes).where(eq(smsCodes.mobile, mobile)).orderBy(desc(smsCodes.id)).limit(1);

    const answers = await burst('smsCode', String(sent?.id), SMS_CODE_MAX_TRIES, (i, right) => call(i, api.shopLogin.path, {}, { mode: 'sms', mobile, code: right ? code : wrongOf(code, i) }));
    expect(await counted('smsCode', String(sent?.id))).toBe(SMS_CODE_MAX_TRIES);
    expect(answers[RIGHT]).toMatchObject({ code: -1, message: expect.stringContaining('验证码错误次数过多') });
    expect(answers.filter((answer) => answer.code === 0)).toEqual([]);
    expect(await handle.db.select().from(shopSessions).where(eq(shopSessions.mobile, mobile))).toEqual([]);
  });

  it(`the pay-password setting code: ${SMS_CODE_MAX_TRIES} compared, the right one refused after them, no password set`, async () => {
    const simNo = '8986014700000000003';
    await insertSim(handle.db, simNo, { boundMobile: '13700000002' });
    const headers = await cardHeaders(simNo);
    expect((await call(0, api.payPassCode.path, headers, {})).code).toBe(0);
    const code = await lastCodeSentTo(handle.db, '13700000002');
    const [sent] = await handle.db.select({ id: smsCodes.id }).from(smsCodes).where(eq(smsCodes.mobile, '13700000002')).orderBy(desc(smsCodes.id)).limit(1);

    const answers = await burst('smsCode', String(sent?.id), SMS_CODE_MAX_TRIES, (i, right) => call(i, api.simUpdatePayPass.path, headers, { code: right ? code : wrongOf(code, i), password: '135790' }));
    expect(await counted('smsCode', String(sent?.id))).toBe(SMS_CODE_MAX_TRIES);
    expect(answers[RIGHT]).toMatchObject({ code: -1, message: expect.stringContaining('验证码错误次数过多') });
    expect((await simRow(handle.db, simNo)).payPasswordHash).toBeNull();
  });

  it(`the device proof: ${LOGIN_FAILURES_PER_CARD} compared, the right one refused after them, no proof given`, async () => {
    const simNo = '8986014700000000004';
    const pin = await secret('260202');
    await insertSim(handle.db, simNo, { sourceType: 2, cardPasswordMode: 'password', cardPasswordHash: pin.hash, cardPasswordSalt: pin.salt });
    const headers = await cardHeaders(simNo, { password: '260202' });
    const { id } = await simRow(handle.db, simNo);

    const answers = await burst('card', simNo, LOGIN_FAILURES_PER_CARD, (i, right) => call(i, api.deviceProve.path, headers, { password: right ? '260202' : wrongOf('260202', i) }));
    expect(await counted('card', simNo)).toBe(LOGIN_FAILURES_PER_CARD);
    expect(answers[RIGHT]).toMatchObject({ code: -1, message: '尝试过于频繁，请稍后再试' });
    const proofs = await handle.db.select().from(deviceProofs).innerJoin(cardSessions, eq(cardSessions.id, deviceProofs.sessionId)).where(eq(cardSessions.simId, id));
    expect(proofs).toEqual([]);
  });

  it(`the three-factor real-name check: ${LOGIN_FAILURES_PER_CARD} compared, the right one refused after them, the card not verified`, async () => {
    const simNo = '8986014700000000005';
    await insertSim(handle.db, simNo, { needPlatformAuth: true });
    const headers = await cardHeaders(simNo);
    const { id } = await simRow(handle.db, simNo);
    const idCard = anIdCard();

    const answers = await burst('card', simNo, LOGIN_FAILURES_PER_CARD, (i, right) =>
      call(i, api.simPlatformAuth.path, headers, { name: '张三', idCard, mobile: right ? '13800138000' : `1380${String(i).padStart(3, '0')}0000` }),
    );
    expect(await counted('card', simNo)).toBe(LOGIN_FAILURES_PER_CARD);
    expect(await handle.db.select().from(realnameRequests).where(eq(realnameRequests.simId, id))).toHaveLength(LOGIN_FAILURES_PER_CARD);
    expect(answers[RIGHT]).toMatchObject({ code: -1, message: '尝试过于频繁，请稍后再试' });
    expect(await realnameRow(handle.db, simNo)).toMatchObject({ needPlatformAuth: true });
  });

  it(`coupon exchange codes: ${COUPON_CODE_MAX_FAILURES} compared, the right one refused after them, the code still unused`, async () => {
    const simNo = '8986014700000000006';
    await insertSim(handle.db, simNo);
    const headers = await cardHeaders(simNo);
    const { id } = await simRow(handle.db, simNo);

    const answers = await burst('couponCode', String(id), COUPON_CODE_MAX_FAILURES, (i, right) =>
      call(i, api.exchangeCoupon.path, headers, { by: 'code', code: right ? 'SIMVIP-0002' : `GUESS-${1000 + i}`, idempotencyKey: crypto.randomUUID() }),
    );
    expect(await counted('couponCode', String(id))).toBe(COUPON_CODE_MAX_FAILURES);
    expect(answers[RIGHT]).toMatchObject({ code: -1, message: expect.stringContaining('兑换码错误次数过多') });
    const [code] = await handle.db.select().from(couponCodes).where(eq(couponCodes.code, 'SIMVIP-0002'));
    expect(code?.redeemedSimId).toBeNull();
    expect((await holdingsOf(handle.db, id)).couponCoin).toBe(0);
  });
});
