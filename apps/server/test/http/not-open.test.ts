import { api, type ApiName, CatalogueText, Code, endpointsByName, isNotOpen } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../src/docs/openapi';
import { useTestApp } from '../support/app';
import { callCard, cardLogin, DemoCard } from '../support/iot';

const shop = useTestApp();

const notOpen = (Object.keys(api) as ApiName[]).filter(isNotOpen);
const byAccess = (access: string) => notOpen.filter((name) => endpointsByName[name].access === access);
const moduleClosed = { code: Code.moduleClosed, message: CatalogueText.moduleClosed, data: null };

describe('spec endpoints not built yet', () => {
  let token: string;
  beforeAll(async () => {
    token = await cardLogin(shop.app, DemoCard.normal);
  });

  it('are every spec 7 call the product does not serve yet, the SIM self-service ones all under /api/iot/', () => {
    expect(notOpen).toHaveLength(6);
    expect(byAccess('card')).toHaveLength(0);
    expect(notOpen).toEqual(expect.arrayContaining(['wechatAuthorize', 'wxJsSign', 'wechatInfo', 'ksUpdateProfile']));
  });

  it.each(byAccess('public'))('%s answers 40001 with the catalogue text', async (name) => {
    const { method, path } = api[name];
    const response = await shop.app.inject({ method, url: path, ...(method === 'POST' ? { payload: {} } : {}) });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: moduleClosed });
  });

  it.each(byAccess('card'))('%s asks for the card session first, then answers 40001', async (name) => {
    const { method, path } = api[name];
    expect((await callCard(shop.app, method, path)).json()).toMatchObject({ code: Code.cardSessionExpired });
    const response = await callCard(shop.app, method, path, { simNo: DemoCard.normal, token });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: moduleClosed });
  });

  it('are marked in the OpenAPI document, which describes each of them', async () => {
    const document = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    for (const name of notOpen) {
      const { method, path } = api[name];
      expect(document.paths[path]?.[method === 'GET' ? 'get' : 'post']).toMatchObject({ operationId: name, 'x-not-open': true });
    }
    expect(document.paths[api.simInfo.path]?.get).not.toHaveProperty('x-not-open');
  });

  it('leave a path outside the spec a 404', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/iot/noSuchCall' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { code: Code.failed, message: '接口 GET /api/iot/noSuchCall 不存在', data: null } });
  });
});
