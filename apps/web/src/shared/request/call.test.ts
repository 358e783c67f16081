import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../stores/session';
import { call } from './call';
import { answerOf, envelope, fakeFetch, recordingUi, reply, sent } from './testing';

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;

beforeEach(() => {
  fetch = fakeFetch();
  ui = recordingUi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().setPromoCode('');
});

const genericConfig = answerOf('genericConfig', { orderQueryMode: 'sms', loginAvatar: '/a.png', defaultPromoCode: 'P1' });

describe('call', () => {
  it("uses the endpoint's method and path and returns its data", async () => {
    fetch.mockResolvedValue(envelope('genericConfig', genericConfig));
    await expect(call('genericConfig')).resolves.toEqual(genericConfig);
    expect(sent(fetch).url).toBe('/api/hk/genericConfig');
    expect(sent(fetch).init.method).toBe('GET');
  });

  it('sends the query of a GET endpoint', async () => {
    fetch.mockResolvedValue(reply({ code: 0, message: '', data: null }));
    await call('baseConfig', { query: { promoCode: 'P100' } }).catch(() => undefined);
    expect(sent(fetch).url).toBe('/api/hk/baseConfig?promoCode=P100');
  });

  it('sends the body of a POST endpoint', async () => {
    fetch.mockResolvedValue(envelope('dictOptions', { sim_status: [] }));
    await expect(call('dictOptions', { body: { types: ['sim_status'] } })).resolves.toEqual({ sim_status: [] });
    expect(sent(fetch).init.body).toBe('{"types":["sim_status"]}');
  });

  it('passes options such as hideError through', async () => {
    fetch.mockResolvedValueOnce(new Response('{"code":404,"message":"x","data":null}', { status: 404 }));
    await expect(call('genericConfig', {}, { hideError: true })).rejects.toMatchObject({ status: 404 });
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it("adds the session's promo code where the endpoint takes one, unless the caller named one", async () => {
    useSessionStore.getState().setPromoCode('sunrise');
    fetch.mockResolvedValue(reply({ code: 0, message: '', data: null }));
    await call('numberList', { query: { page: 2 } }).catch(() => undefined);
    expect(sent(fetch).url).toBe('/api/shop/numberList?page=2&promoCode=sunrise');
    await call('baseConfig', { query: { promoCode: 'demo' } }).catch(() => undefined);
    expect(sent(fetch, 1).url).toBe('/api/hk/baseConfig?promoCode=demo');
    await call('pointReport', { body: { event: 'view', page: '/pages/index/index' } }).catch(() => undefined);
    expect(JSON.parse(String(sent(fetch, 2).init.body))).toMatchObject({ promoCode: 'sunrise' });
    await call('genericConfig').catch(() => undefined);
    expect(sent(fetch, 3).url).toBe('/api/hk/genericConfig');
  });
});
