import { CatalogueText, endpoints, RequestHeader } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopSessions } from '../../src/db/schema';
import { hashSessionToken, newSessionToken } from '../../src/lib/session-token';
import { useTestApp } from '../support/app';
import { aMobile, loginAs, post } from '../support/shop-login';

const shop = useTestApp();

const sessionExpired = { code: 61, message: CatalogueText.sessionExpired, data: null };

const shopEndpoints = endpoints.filter((endpoint) => endpoint.access === 'shop');

/** orderList stands for every endpoint with shop access (each is checked once below). */
const listOrders = (headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url: '/api/shop/order/list', headers });
const withToken = (token: string) => ({ [RequestHeader.orderSessionId]: token });

const logout = (token: string) => post(shop.app, '/api/shop/logout', {}, { token });

describe('shop access', () => {
  it.each([
    ['no order-session header', {}],
    ['an unknown token', withToken(newSessionToken())],
    ['something that is not a token', withToken('Bearer nonsense')],
  ])('answers code 61 (HTTP 200) for %s', async (_case, headers) => {
    const response = await listOrders(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(sessionExpired);
  });

  it.each(shopEndpoints.map((endpoint) => [endpoint.method, endpoint.path]))('answers code 61 on %s %s without a session, before reading its input', async (method, url) => {
    const response = await shop.app.inject({ method: method as 'GET' | 'POST', url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.json()).toEqual(sessionExpired);
  });

  it('answers code 61 for an expired session', async () => {
    const mobile = aMobile();
    const token = await loginAs(shop.app, shop.db, mobile);
    await shop.db
      .update(shopSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(shopSessions.tokenHash, hashSessionToken(token)));
    expect((await listOrders(withToken(token))).json()).toEqual(sessionExpired);
  });

  it('resolves a live token to its mobile, and nothing else', async () => {
    const mobile = aMobile();
    const token = await loginAs(shop.app, shop.db, mobile);
    expect(await shop.services.auth.resolve(token)).toMatchObject({ mobile, orderSn: null });
    expect(await shop.services.auth.resolve(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
  });
});

describe('rotation and logout', () => {
  it('gives a new token at every login; each stays valid until its own logout', async () => {
    const mobile = aMobile();
    const first = await loginAs(shop.app, shop.db, mobile);
    await shop.db.execute(sql`update sms_codes set created_at = created_at - interval '61 seconds' where mobile = ${mobile}`);
    const second = await loginAs(shop.app, shop.db, mobile);
    expect(second).not.toBe(first);
    expect(await shop.services.auth.resolve(first)).not.toBeNull();
    expect(await shop.services.auth.resolve(second)).not.toBeNull();

    expect((await logout(first)).json()).toEqual({ code: 0, message: 'ok', data: null });
    expect(await shop.services.auth.resolve(first)).toBeNull();
    expect((await listOrders(withToken(first))).json()).toEqual(sessionExpired);
    expect(await shop.services.auth.resolve(second)).toMatchObject({ mobile });
  });

  it('logs out as the web client sends it: the JSON content type and no body at all', async () => {
    const token = await loginAs(shop.app, shop.db, aMobile());
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/shop/logout',
      headers: { 'content-type': 'application/json', ...withToken(token) },
    });
    expect(response.json()).toEqual({ code: 0, message: 'ok', data: null });
    expect(await shop.services.auth.resolve(token)).toBeNull();
  });

  it('answers code 61 to a logout without a live session', async () => {
    const token = await loginAs(shop.app, shop.db, aMobile());
    await logout(token);
    expect((await logout(token)).json()).toEqual(sessionExpired);
    expect((await post(shop.app, '/api/shop/logout', {})).json()).toEqual(sessionExpired);
  });
});
