import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { type TestAppOptions, useTestApp } from '../support/app';

/** An app whose extra route answers the client address and scheme the server believes. */
const withProxy = (trustProxy: TestAppOptions['trustProxy']) =>
  useTestApp({
    trustProxy,
    routes: (app) => app.get('/api/test/client', async (request) => ({ ip: request.ip, protocol: request.protocol, id: request.id })),
  });

const direct = withProxy(false);
const listed = withProxy(['10.0.0.0/8', '192.168.1.1']);
const oneHop = withProxy(1);
const twoHops = withProxy(2);

const clientOf = async (shop: ReturnType<typeof withProxy>, peer: string, headers: Record<string, string>) =>
  (await shop.app.inject({ method: 'GET', url: '/api/test/client', remoteAddress: peer, headers })).json<{ ip: string; protocol: string; id: string }>();

const FORGED = { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https', 'x-request-id': 'forged-id' };

describe('TRUST_PROXY', () => {
  it('false: a forwarded address is never believed', async () => {
    expect(await clientOf(direct, '203.0.113.5', FORGED)).toMatchObject({ ip: '203.0.113.5', protocol: 'http' });
  });

  it('a list: believed from a listed proxy, not from any other peer', async () => {
    expect(await clientOf(listed, '10.1.2.3', FORGED)).toEqual({ ip: '1.2.3.4', protocol: 'https', id: 'forged-id' });
    expect(await clientOf(listed, '192.168.1.1', FORGED)).toMatchObject({ ip: '1.2.3.4' });
    const stranger = await clientOf(listed, '203.0.113.5', FORGED);
    expect(stranger).toMatchObject({ ip: '203.0.113.5', protocol: 'http' });
    expect(stranger.id).not.toBe('forged-id');
  });

  it('a list: an address the client wrote in front of the proxy’s is not believed', async () => {
    expect(await clientOf(listed, '10.1.2.3', { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' })).toMatchObject({ ip: '198.51.100.7' });
  });

  it('a hop count: that many proxies are believed, and no more', async () => {
    const chain = { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' };
    expect(await clientOf(oneHop, '10.1.2.3', chain)).toMatchObject({ ip: '198.51.100.7' });
    expect(await clientOf(twoHops, '10.1.2.3', chain)).toMatchObject({ ip: '1.2.3.4' });
  });

  it('is read as true/false, a hop count, or addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'no' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1,::1' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(ConfigError);
  });
});
