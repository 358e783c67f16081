import { createHash } from 'node:crypto';
import { api } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/http/headers';
import { useTestApp } from '../support/app';
import { addNumber, placeOrder } from '../support/orders';
import { connectSandbox, paymentOf } from '../support/payments';

const shop = useTestApp();
const behindProxy = useTestApp({ trustProxy: true });

beforeAll(() => connectSandbox(shop));

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

/** The `script-src` sources of a policy as sent. */
const scriptSources = (policy: unknown): string[] =>
  String(policy)
    .split(';')
    .find((directive) => directive.startsWith('script-src '))
    ?.split(' ')
    .slice(1) ?? [];

const expectNotFramable = (headers: Record<string, unknown>) => {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
};

describe('security headers', () => {
  it('allow only the shop’s own scripts, no sniffing, and the origin alone as referrer across sites', async () => {
    const response = await get(api.baseConfig.path);
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(scriptSources(CONTENT_SECURITY_POLICY)).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keep the API document page out of other sites’ frames', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expectNotFramable(page.headers);
    expect(page.body).not.toContain('<script');
  });

  it('let the sandbox cashier run its own inline script alone, by its hash, and keep it out of frames', async () => {
    const number = await addNumber(shop);
    const { orderSn, token } = await placeOrder(shop, { item: { kind: 'number', number } });
    const { payUrl } = await paymentOf(shop, token, orderSn);
    const page = await get(payUrl);
    expect(page.statusCode).toBe(200);
    expectNotFramable(page.headers);
    const inline = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0] ?? '').digest('base64')}'`;
    expect(scriptSources(page.headers['content-security-policy'])).toEqual(["'self'", hash]);
  });
});

describe('HSTS', () => {
  it('is not sent over plain http, nor when an untrusted client claims https', async () => {
    expect((await get('/health')).headers['strict-transport-security']).toBeUndefined();
    expect((await get('/health', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over https', async () => {
    const response = await behindProxy.app.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await behindProxy.app.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
