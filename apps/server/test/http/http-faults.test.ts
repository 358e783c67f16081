import { CatalogueText, Code } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { BusinessError } from '../../src/errors';
import { capturedLogger, useTestApp } from '../support/app';

const log = capturedLogger();
const SECRET = 'connection string postgres://admin:hunter2@db';

const shop = useTestApp({
  logger: log.logger,
  routes: (app) => {
    app.get('/api/test/fault', async () => {
      throw new Error(`lost the ${SECRET}`);
    });
    app.get('/api/test/sold-out', async () => {
      throw new BusinessError(Code.soldOut, CatalogueText.soldOut);
    });
  },
});

describe('unexpected faults', () => {
  it('answer 500 with a readable message holding the request id, and no details', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/test/fault' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(typeof requestId).toBe('string');
    const body = response.json<{ code: number; message: string; data: null }>();
    expect(body.code).toBe(-1);
    expect(body.data).toBeNull();
    expect(body.message).toContain(String(requestId));
    expect(body.message).toMatch(/^服务器处理请求时出错了/);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toMatch(/\bat \S+ \(/);
  });

  it('are logged with the request id and the error', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/test/fault' });
    const requestId = response.headers['x-request-id'];
    const line = log.lines.find((entry) => entry.reqId === requestId && entry.level === 50);
    expect(line).toBeDefined();
    expect(JSON.stringify(line?.err)).toContain(SECRET);
  });
});

describe('business errors', () => {
  it('become envelopes with their own code on HTTP 200', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/test/sold-out' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: Code.soldOut, message: CatalogueText.soldOut, data: null });
  });
});

describe('unknown addresses', () => {
  it('under /api answer a 404 envelope naming method and path', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/nothing/here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: -1, message: '接口 GET /api/nothing/here 不存在', data: null });
  });

  it('elsewhere answer a 404 envelope too', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: -1, message: '找不到 /nowhere' });
  });
});

describe('a known path asked with a method it does not take', () => {
  it('answers 405 with the methods it takes in Allow and an envelope', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE'] as const) {
      const response = await shop.app.inject({ method, url: '/api/hk/genericConfig?x=1' });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.json()).toEqual({ code: -1, message: `接口 /api/hk/genericConfig 不支持 ${method}，请用 GET, HEAD`, data: null });
    }
    const post = await shop.app.inject({ method: 'GET', url: '/api/simLogin' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('POST');
  });
});

describe('request ids', () => {
  it('are unique per request and sent back in x-request-id, even on 404', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/api/hk/genericConfig' });
    const second = await shop.app.inject({ method: 'GET', url: '/api/missing' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("ignore a caller's x-request-id unless a proxy is trusted", async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'chosen-by-caller' } });
    expect(response.headers['x-request-id']).not.toBe('chosen-by-caller');
  });
});

describe('without a web build', () => {
  it('/shop/ explains how to build the web app with 503', async () => {
    for (const url of ['/shop/', '/shop/assets/app.js']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('npm run build -w @shop/web');
    }
  });
});
