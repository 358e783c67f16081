import { count, desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointEvents } from '../../src/db/schema';
import { aPointEvent } from '../../src/seed/factories';
import { useTestApp } from '../support/app';

const shop = useTestApp();

const pointCount = async (): Promise<number> => (await shop.db.select({ n: count() }).from(pointEvents))[0]?.n ?? -1;

const report = (payload: string, contentType = 'application/json', headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url: '/api/hk/pointReport', payload, headers: { 'content-type': contentType, ...headers } });

describe('POST /api/hk/pointReport', () => {
  it('stores the event with the session, address and browser of the caller', async () => {
    const before = await pointCount();
    const response = await report(
      JSON.stringify(aPointEvent({ event: 'banner_click', promoCode: 'demo', props: { slot: 1, label: '靓号专区', wide: true } })),
      'application/json',
      { 'session-id': 'sess-42', 'user-agent': 'ShopTest/1.0', 'page-url': encodeURIComponent('/pages/index/index?promoCode=demo') },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, message: 'ok', data: null });
    expect(await pointCount()).toBe(before + 1);
    const [row] = await shop.db.select().from(pointEvents).orderBy(desc(pointEvents.id)).limit(1);
    expect(row).toMatchObject({
      event: 'banner_click',
      promoCode: 'demo',
      page: '/pages/index/index?promoCode=demo',
      props: { slot: 1, label: '靓号专区', wide: true },
      sessionId: 'sess-42',
      ip: '127.0.0.1',
      userAgent: 'ShopTest/1.0',
    });
  });

  it('prefers the page named in the body over the page-url header', async () => {
    await report(JSON.stringify(aPointEvent({ page: '/pages/customer/index' })), 'application/json', { 'page-url': '/elsewhere' });
    const [row] = await shop.db.select().from(pointEvents).orderBy(desc(pointEvents.id)).limit(1);
    expect(row?.page).toBe('/pages/customer/index');
  });

  const refusals: [string, string, string, number, RegExp][] = [
    ['a missing event', '{}', 'application/json', 400, /^event：/],
    ['an event of the wrong type', '{"event": 42}', 'application/json', 400, /^event：/],
    ['an event name with spaces', '{"event": "page view"}', 'application/json', 400, /^event：事件名只能包含/],
    ['an event name that is too long', JSON.stringify({ event: 'e'.repeat(65) }), 'application/json', 400, /^event：/],
    ['an illegal promo code', '{"event": "x", "promoCode": "a b"}', 'application/json', 400, /^promoCode：推广码只能/],
    ['nested props', '{"event": "x", "props": {"deep": {"a": 1}}}', 'application/json', 400, /^props\.deep：/],
    ['a page that is too long', JSON.stringify({ event: 'x', page: '/'.repeat(513) }), 'application/json', 400, /^page：/],
    ['a list instead of an object', '[{"event": "x"}]', 'application/json', 400, /^请求体：/],
    ['an empty JSON body', '', 'application/json', 400, /^请求体：/],
    ['malformed JSON', '{"event": ', 'application/json', 400, /不是有效的 JSON/],
    ['a __proto__ key', '{"event": "x", "__proto__": {"polluted": true}}', 'application/json', 400, /不允许的键/],
    ['a constructor.prototype key', '{"event": "x", "constructor": {"prototype": {"polluted": true}}}', 'application/json', 400, /不允许的键/],
    ['plain text', 'event=x', 'text/plain', 400, /^请求体：/],
    ['an unsupported content type', '<event/>', 'application/xml', 415, /不支持的内容类型 application\/xml/],
    ['a body over 64 KiB', JSON.stringify({ event: 'x', page: 'p'.repeat(70 * 1024) }), 'application/json', 413, /请求内容过大/],
  ];

  it.each(refusals)('refuses %s with a clear envelope and writes nothing', async (_case, payload, type, status, message) => {
    const before = await pointCount();
    const response = await report(payload, type);
    expect(response.statusCode).toBe(status);
    const body = response.json<{ code: number; message: string; data: unknown }>();
    expect(body.code).toBe(-1);
    expect(body.data).toBeNull();
    expect(body.message).toMatch(message);
    expect(await pointCount()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a POST without a body, writing nothing', async () => {
    const before = await pointCount();
    const response = await shop.app.inject({ method: 'POST', url: '/api/hk/pointReport' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: -1, message: expect.stringMatching(/^请求体：/) });
    expect(await pointCount()).toBe(before);
  });

  it('is not reachable with GET', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/hk/pointReport' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toMatchObject({ code: -1, message: '接口 /api/hk/pointReport 不支持 GET，请用 POST' });
  });
});
