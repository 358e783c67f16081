import { api, renderMessage } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { RateMessage } from '../../src/http/rate-limit';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { DemoCard } from '../support/iot';
import { browse, cardHeaders, type LimitedApp, limitedApp, SMALL_BUDGETS } from '../support/rate-limits';
import { anIp } from '../support/shop-login';

let database: TestDatabase;
let limited: LimitedApp;
let unlimited: LimitedApp;

beforeAll(async () => {
  database = await createTestDatabase();
  limited = await limitedApp(database.handle);
  unlimited = await limitedApp(database.handle, false);
});

afterAll(async () => {
  await limited.app.close();
  await unlimited.app.close();
  await database.drop();
});

const expectRefused = (response: Awaited<ReturnType<typeof browse>>) => {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.json()).toEqual({ code: -1, message: renderMessage(RateMessage.tooMany(retryAfter), 'zh-Hans'), data: null });
};

describe('the per-address budget', () => {
  it('answers 429 with the envelope and Retry-After past the budget, to that address alone', async () => {
    const ip = anIp();
    for (let i = 0; i < SMALL_BUDGETS.address.max; i++) expect((await browse(limited.app, ip)).statusCode).toBe(200);
    expectRefused(await browse(limited.app, ip));
    expect((await browse(limited.app, anIp())).statusCode).toBe(200);
  });

  it('is not dodged by a forged X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const ip = anIp();
    const forged = (i: number) =>
      limited.app.inject({ method: 'GET', url: api.baseConfig.path, remoteAddress: ip, headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    for (let i = 0; i < SMALL_BUDGETS.address.max; i++) expect((await forged(i)).statusCode).toBe(200);
    expectRefused(await forged(99));
  });

  it('speaks the visitor’s language', async () => {
    const ip = anIp();
    for (let i = 0; i <= SMALL_BUDGETS.address.max; i++) await browse(limited.app, ip);
    const response = await limited.app.inject({ method: 'GET', url: api.baseConfig.path, remoteAddress: ip, headers: { 'accept-language': 'en' } });
    expect(response.json().message).toMatch(/^Too many requests: please try again in \d+ seconds$/);
  });

  it('counts an IPv6 client by its /64, so it cannot change addresses to get more', async () => {
    for (let i = 0; i < SMALL_BUDGETS.address.max; i++) await browse(limited.app, `2001:db8:1:2::${i + 1}`);
    expectRefused(await browse(limited.app, '2001:db8:1:2::ff'));
  });

  it('leaves the pages and the health check alone', async () => {
    const ip = anIp();
    for (let i = 0; i <= SMALL_BUDGETS.address.max; i++) await browse(limited.app, ip);
    expect((await limited.app.inject({ method: 'GET', url: '/health', remoteAddress: ip })).statusCode).toBe(200);
  });
});

describe('the per-card budget', () => {
  it('answers 429 past the card’s budget, whatever address the calls come from', async () => {
    const headers = await cardHeaders(limited.app, DemoCard.normal);
    const call = () => limited.app.inject({ method: 'GET', url: api.simInfo.path, headers, remoteAddress: anIp() });
    for (let i = 0; i < SMALL_BUDGETS.card.max; i++) expect((await call()).json().code).toBe(0);
    expectRefused(await call());
    const other = await cardHeaders(limited.app, DemoCard.wifi);
    expect((await limited.app.inject({ method: 'GET', url: api.simInfo.path, headers: other, remoteAddress: anIp() })).json().code).toBe(0);
  });
});

describe('RATE_LIMITS=off', () => {
  it('turns the general limit off', async () => {
    const ip = anIp();
    for (let i = 0; i < SMALL_BUDGETS.address.max * 3; i++) expect((await browse(unlimited.app, ip)).statusCode).toBe(200);
  });

  it('keeps the per-feature limits: a second code to the same mobile at once is refused', async () => {
    const send = () =>
      unlimited.app.inject({ method: 'POST', url: api.sendCode.path, payload: { mobile: '13800138123' }, remoteAddress: anIp() });
    expect((await send()).json().code).toBe(0);
    expect((await send()).json().code).not.toBe(0);
  });

  it('is read from the environment: on by default, off when asked, anything else refused', () => {
    expect(loadConfig({}).rateLimits).toBe(true);
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(() => loadConfig({ RATE_LIMITS: 'maybe' })).toThrow(ConfigError);
  });
});
