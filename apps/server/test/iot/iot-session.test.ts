import { type ApiName, api, Code, endpointsByName, isNotOpen } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardSessions } from '../../src/db/schema';
import { hashSessionToken, newSessionToken } from '../../src/lib/session-token';
import { type CardCall, callCard, cardLogin, DemoCard, simRow, useIotApp } from '../support/iot';

const t = useIotApp();

/** Every endpoint that needs a card session, with a request that would change something if let through. */
const cardEndpoints = (Object.keys(endpointsByName) as ApiName[]).filter((name) => endpointsByName[name].access === 'card');
const requestOf = (name: ApiName): Pick<CardCall, 'query' | 'body'> =>
  name === 'iotProtocol' ? { query: { type: 'service' } } : name === 'simRefresh' ? { body: { force: true } } : {};

const expectRefused = async (name: ApiName, call: CardCall): Promise<void> => {
  const { method, path } = api[name];
  const response = await callCard(t.app, method, path, { ...call, ...requestOf(name) });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ code: Code.cardSessionExpired, message: '登录超时，请重新登录！' });
};

describe('card session on every /api/iot/ route', () => {
  let token: string;
  const card = DemoCard.viceAndBreak;

  beforeAll(async () => {
    token = await cardLogin(t.app, card);
  });

  it("covers exactly the /api/iot/ routes, and the site area's wifiCreate (a Wi-Fi card a holder shares)", () => {
    const iotRoutes = (Object.keys(api) as ApiName[]).filter((name) => api[name].path.startsWith('/api/iot/') || name === 'wifiCreate');
    expect(cardEndpoints).toEqual(iotRoutes);
    // Every one is built: none answers 40001 any more.
    expect(cardEndpoints.filter((name) => !isNotOpen(name))).toHaveLength(71);
    expect(cardEndpoints).toHaveLength(71);
  });

  it.each(cardEndpoints)('%s: no session, unknown token, a different card -> 34061, nothing changes', async (name) => {
    const before = await simRow(t.db, card);
    await expectRefused(name, { simNo: card });
    await expectRefused(name, { simNo: card, token: newSessionToken() });
    await expectRefused(name, { simNo: card, token: 'not-a-token' });
    await expectRefused(name, { simNo: DemoCard.normal, token });
    await expectRefused(name, { token });
    expect(await simRow(t.db, card)).toEqual(before);
    // The session itself survives a mismatched call.
    expect((await callCard(t.app, 'GET', api.simInfo.path, { simNo: card, token })).json()).toMatchObject({ code: 0 });
  });

  it.each(cardEndpoints)('%s: an expired session -> 34061', async (name) => {
    const expired = await cardLogin(t.app, card);
    await t.db.update(cardSessions).set({ expiresAt: new Date(t.clock.now().getTime() - 1000) }).where(eq(cardSessions.tokenHash, hashSessionToken(expired)));
    const before = await simRow(t.db, card);
    await expectRefused(name, { simNo: card, token: expired });
    expect(await simRow(t.db, card)).toEqual(before);
  });

  it.each(cardEndpoints)('%s: a revoked (logged out) session -> 34061', async (name) => {
    const revoked = await cardLogin(t.app, card);
    expect((await callCard(t.app, 'POST', api.simLogout.path, { simNo: card, token: revoked })).json()).toMatchObject({ code: 0, data: null });
    const before = await simRow(t.db, card);
    await expectRefused(name, { simNo: card, token: revoked });
    expect(await simRow(t.db, card)).toEqual(before);
  });

  it('expires with time on the session clock', async () => {
    const session = await cardLogin(t.app, DemoCard.normal);
    expect((await callCard(t.app, 'GET', api.simInfo.path, { simNo: DemoCard.normal, token: session })).json()).toMatchObject({ code: 0 });
    t.clock.advance(31 * 86_400_000);
    await expectRefused('simInfo', { simNo: DemoCard.normal, token: session });
  });

});
