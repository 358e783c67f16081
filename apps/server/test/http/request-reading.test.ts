import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';

const shop = useTestApp({
  trustProxy: true,
  routes: (app) => {
    app.get('/api/test/context', async (request) => request.context);
    app.get('/api/test/query', async (request) => ({ query: request.query }));
  },
});

const contextFor = async (headers: Record<string, string>) =>
  (await shop.app.inject({ method: 'GET', url: '/api/test/context', headers })).json<Record<string, unknown>>();

describe('request context', () => {
  it('holds every spec-7 header, URI-decoded', async () => {
    const context = await contextFor({
      platform: 'h5',
      hostname: 'shop.example.cn',
      'device-info': encodeURIComponent('{"model":"华为 Mate"}'),
      'app-name': 'shop',
      'session-id': 'sess-1',
      'order-session-id': 'order-1',
      'platform-source': '1',
      'platform-open-id': 'open-1',
      'app-show-options': encodeURIComponent('{"scene":1001}'),
      'page-url': encodeURIComponent('/pages/index/index?promoCode=demo'),
      'sim-no': '89860000000000000001',
      'user-agent': 'ShopTest/2.0',
      'x-forwarded-for': '203.0.113.7',
    });
    expect(context).toMatchObject({
      platform: 'h5',
      hostname: 'shop.example.cn',
      deviceInfo: '{"model":"华为 Mate"}',
      appName: 'shop',
      sessionId: 'sess-1',
      orderSessionId: 'order-1',
      platformSource: '1',
      platformOpenId: 'open-1',
      appShowOptions: '{"scene":1001}',
      pageUrl: '/pages/index/index?promoCode=demo',
      simNo: '89860000000000000001',
      userAgent: 'ShopTest/2.0',
      ip: '203.0.113.7',
    });
    expect(typeof context.requestId).toBe('string');
  });

  it('keeps a value that is not valid URI encoding as sent, and leaves absent headers out', async () => {
    const context = await contextFor({ 'page-url': '/pages/index/index?discount=100%' });
    expect(context.pageUrl).toBe('/pages/index/index?discount=100%');
    expect(context.sessionId).toBeUndefined();
  });

  it("keeps a trusted proxy's request id", async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'edge-123' } });
    expect(response.headers['x-request-id']).toBe('edge-123');
  });
});

const queryOf = (qs: string) => shop.app.inject({ method: 'GET', url: `/api/test/query?${qs}` });

describe('query strings in nested-bracket notation', () => {
  it('read objects, arrays and repeated keys', async () => {
    const response = await queryOf('filter[operator]=1&filter[price][min]=100&tags[0]=a&tags[1]=b&n=1&n=2&name=%E9%9D%93+%E5%8F%B7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      query: { filter: { operator: '1', price: { min: '100' } }, tags: ['a', 'b'], n: ['1', '2'], name: '靓 号' },
    });
  });

  it.each([
    ['__proto__[polluted]=1', '__proto__'],
    ['a[__proto__][polluted]=1', '__proto__'],
    ['constructor[prototype][polluted]=1', 'constructor'],
    ['a[b][c][d][e][f][g]=1', 'a[b][c][d][e][f][g]'],
    ['a=1&a[b]=2', 'a'],
    ['bad=%E0%A4%A', 'bad'],
  ])('refuse %s with 400 naming the key', async (qs, key) => {
    const response = await queryOf(qs);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: number; message: string; data: null }>();
    expect(body.code).toBe(-1);
    expect(body.message).toContain(key);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuse a bad query on a contract endpoint before it runs', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/hk/baseConfig?promoCode[__proto__]=x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: -1, message: expect.stringContaining('__proto__') });
  });

  it('refuse more than 200 keys', async () => {
    const qs = Array.from({ length: 201 }, (_, i) => `k${i}=1`).join('&');
    const response = await queryOf(qs);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringContaining('k200') });
  });
});
