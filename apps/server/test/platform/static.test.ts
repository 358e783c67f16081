import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/http/headers';
import { useTestApp } from '../support/app';
import { FAKE_INDEX, FAKE_SCRIPT, makeFakeWebDist } from '../support/web-dist';

const webDist = makeFakeWebDist();
const shop = useTestApp({ webDist });
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

describe('the web app under /shop/', () => {
  it('serves index.html at /shop/ and asks browsers to revalidate it', async () => {
    const response = await get('/shop/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(FAKE_INDEX);
  });

  it('forbids framing the shop, by other sites or by its own web view', async () => {
    const response = await get('/shop/');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/shop/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(FAKE_SCRIPT);
  });

  it('prefers the pre-compressed brotli sibling when the browser accepts it', async () => {
    const response = await get('/shop/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FAKE_SCRIPT);
  });

  it('falls back to the gzip sibling', async () => {
    const response = await get('/shop/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(FAKE_SCRIPT);
  });

  it('revalidates unhashed files such as brand images', async () => {
    const response = await get('/shop/brand/demo-logo.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
  });

  it('answers 404 for a file the build does not have', async () => {
    const response = await get('/shop/assets/missing-000.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: -1 });
  });

  it('refuses to leave the build directory', async () => {
    const response = await get('/shop/..%2f..%2fpackage.json');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('"workspaces"');
  });
});

describe('redirects', () => {
  it.each([
    ['/', '/shop/'],
    ['/shop', '/shop/'],
    ['/?promoCode=sunrise', '/shop/?promoCode=sunrise'],
    ['/shop?promoCode=demo&bd_vid=1', '/shop/?promoCode=demo&bd_vid=1'],
  ])('%s goes to %s', async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(to);
  });
});
