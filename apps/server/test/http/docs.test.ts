import { readFileSync } from 'node:fs';
import { endpointsByName } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, OPENAPI_FILE, type OpenApiDocument, serializeOpenApi } from '../../src/docs/openapi';
import { useTestApp } from '../support/app';

const shop = useTestApp();

describe('the OpenAPI document', () => {
  it('is committed exactly as the contract generates it (run `npm run openapi -w @shop/server` after a contract change)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(serializeOpenApi(buildOpenApi()));
  });

  it('is served at /api/docs/json and describes every contract endpoint', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    for (const [name, endpoint] of Object.entries(endpointsByName)) {
      const operation = document.paths[endpoint.path]?.[endpoint.method === 'GET' ? 'get' : 'post'];
      expect(operation?.operationId).toBe(name);
      expect(operation?.summary).toBe(endpoint.summary);
    }
  });

  it('takes request and answer schemas from the contract', () => {
    const document = buildOpenApi();
    const baseConfig = document.paths['/api/hk/baseConfig']?.get;
    expect(baseConfig?.parameters).toContainEqual(
      expect.objectContaining({ name: 'promoCode', in: 'query', required: false, schema: expect.objectContaining({ pattern: '^[A-Za-z0-9_-]{1,32}$' }) }),
    );
    const dict = document.paths['/api/dictData/options']?.post;
    expect(dict?.requestBody?.content['application/json']?.schema).toMatchObject({ required: ['types'] });
    expect(dict?.responses['413']).toEqual({ $ref: '#/components/responses/TooLarge' });
  });

  it('gives integer parameters the type and range the server takes', () => {
    const list = buildOpenApi().paths['/api/shop/order/list']?.get;
    expect(list?.parameters).toContainEqual(expect.objectContaining({ name: 'page', schema: { type: 'integer', minimum: 1, maximum: 500 } }));
  });

  it('lists every status the server answers, 429 with Retry-After', () => {
    const document = buildOpenApi();
    const create = document.paths['/api/shop/order/create']?.post;
    expect(Object.keys(create?.responses ?? {})).toEqual(['200', '400', '404', '409', '413', '415', '429', '500']);
    expect(document.components.responses.TooManyRequests?.headers?.['Retry-After']).toMatchObject({ required: true });
    expect(document.components.responses.MethodNotAllowed?.headers?.Allow).toMatchObject({ required: true });
  });

  it('lists the signature headers a gateway notification needs', () => {
    const wechat = buildOpenApi().paths['/api/pay/notify/wechat']?.post;
    const required = wechat?.parameters.filter((parameter) => 'in' in parameter && parameter.required).map((parameter) => 'name' in parameter && parameter.name);
    expect(required).toEqual(['Wechatpay-Serial', 'Wechatpay-Timestamp', 'Wechatpay-Nonce', 'Wechatpay-Signature']);
  });
});

describe('the docs page', () => {
  it('lists every endpoint in readable HTML', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    for (const endpoint of Object.values(endpointsByName)) {
      expect(response.body).toContain(`<code>${endpoint.path}</code>`);
    }
    expect(response.body).toContain('href="/api/docs/json"');
  });
});
