import { api, CARD_TOKEN_HEADER, RequestHeader } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { FaultText, JSON_MAX_DEPTH } from '../../src/http/faults';
import { useTestApp } from '../support/app';
import { cardLogin, DemoCard } from '../support/iot';

const shop = useTestApp();

/** `[[[…]]]` nested `depth` deep: 3,629 deep is about 7 KB, as an attacker sent it. */
const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

const tooDeep = { code: -1, message: FaultText.tooDeep, data: null };

describe('a JSON body nested deeper than the limit', () => {
  it('is refused with 400 in words on the shop, order and card endpoints, not 500', async () => {
    const token = await cardLogin(shop.app, DemoCard.normal);
    const card = { [RequestHeader.simNo]: DemoCard.normal, [CARD_TOKEN_HEADER]: token };
    const body = nested(3_629);
    expect(body.length).toBeGreaterThan(7_000);
    for (const [url, headers] of [
      [api.simLogin.path, {}],
      [api.sendCode.path, {}],
      [api.orderCreate.path, {}],
      [api.buyPackage.path, card],
    ] as const) {
      const response = await post(url, body, headers);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(tooDeep);
    }
  });

  it('is refused as a value inside an object too, and brackets inside strings do not count', async () => {
    const deep = await post(api.simLogin.path, `{"simNo":${nested(JSON_MAX_DEPTH)},"agreeProtocol":true}`);
    expect(deep.json()).toEqual(tooDeep);
    const text = await post(api.simLogin.path, JSON.stringify({ simNo: '['.repeat(5_000), agreeProtocol: true }));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/^simNo：/);
  });

  it('at the limit goes on to the endpoint, and a legitimate body passes', async () => {
    const atLimit = await post(api.simLogin.path, nested(JSON_MAX_DEPTH));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).not.toBe(FaultText.tooDeep);
    const login = await post(api.simLogin.path, JSON.stringify({ simNo: DemoCard.normal, agreeProtocol: true }));
    expect(login.json()).toMatchObject({ code: 0, data: { simNo: DemoCard.normal } });
  });
});

describe('a query nested deeper than the query codec reads', () => {
  it('is refused with 400 in words', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `${api.numberList.path}?a${'[x]'.repeat(3_000)}=1` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: -1, data: null });
  });
});
