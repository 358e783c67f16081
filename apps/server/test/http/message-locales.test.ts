import { api, Code, LOCALE_HEADER, type Locale } from '@shop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { addNumber, aNewIdCard, verifiedOrder } from '../support/orders';
import { aMobile, anIp } from '../support/shop-login';

/**
 * Every message answers in the locale the app sends in Accept-Language (zh-Hans without one,
 * as the other tests show): refusals, field errors, not-found answers and faults alike.
 */
const shop = useTestApp();

type Call = { method: 'GET' | 'POST'; url: string; body?: unknown };

const inLocale = async (locale: string, { method, url, body }: Call, ip = anIp()): Promise<LightMyRequestResponse> =>
  shop.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { [LOCALE_HEADER]: locale },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

const answerIn = async (locale: string, call: Call) => {
  const response = await inLocale(locale, call);
  return { status: response.statusCode, ...(response.json() as { code: number; message: string }) };
};

const HAN = /\p{Script=Han}/u;

describe('a refusal at simLogin (an unknown card)', () => {
  const unknownCard: Call = { method: 'POST', url: api.simLogin.path, body: { simNo: '8986010000000000001', agreeProtocol: true } };

  it.each<[Locale, string]>([
    ['fr', "Ce numéro de carte n'existe pas. Vérifiez-le et réessayez"],
    ['en', 'This card number does not exist. Please check it and try again'],
    ['es', 'Este número de tarjeta no existe. Compruébalo y vuelve a intentarlo'],
    ['zh-Hant', '卡號不存在，請核對後重試'],
    ['zh-Hans', '卡号不存在，请核对后重试'],
  ])('answers %s', async (locale, message) => {
    expect(await answerIn(locale, unknownCard)).toMatchObject({ status: 200, code: Code.failed, message });
  });

  it('takes the best locale the header names, and reads Chinese tags by script and region', async () => {
    expect((await answerIn('de-DE, fr-CA;q=0.8, en;q=0.5', unknownCard)).message).toBe("Ce numéro de carte n'existe pas. Vérifiez-le et réessayez");
    expect((await answerIn('zh-TW', unknownCard)).message).toBe('卡號不存在，請核對後重試');
    expect((await answerIn('zh-CN', unknownCard)).message).toBe('卡号不存在，请核对后重试');
    expect((await answerIn('de', unknownCard)).message).toBe('卡号不存在，请核对后重试');
  });
});

describe('field validation names the field', () => {
  const badMobile: Call = { method: 'POST', url: api.sendCode.path, body: { mobile: '12345' } };

  it.each<[Locale, string]>([
    ['fr', 'mobile : Veuillez saisir un numéro de mobile à 11 chiffres'],
    ['en', 'mobile: Please enter an 11-digit mobile number'],
    ['es', 'mobile: Introduce un número de móvil de 11 dígitos'],
    ['zh-Hant', 'mobile：請輸入 11 位手機號'],
    ['zh-Hans', 'mobile：请输入 11 位手机号'],
  ])('a bad mobile at sendCode in %s', async (locale, message) => {
    expect(await answerIn(locale, badMobile)).toEqual({ status: 400, code: Code.failed, message, data: null });
  });

  it.each<[Locale, string]>([
    ['fr', 'page : Le numéro de page doit valoir au moins 1'],
    ['en', 'page: Page cannot be less than 1'],
    ['es', 'page: El número de página debe ser como mínimo 1'],
    ['zh-Hant', 'page：頁碼不能小於 1'],
  ])('a query parameter out of range in %s', async (locale, message) => {
    expect(await answerIn(locale, { method: 'GET', url: `${api.numberList.path}?page=0` })).toMatchObject({ status: 400, message });
  });

  it("words zod's own checks in the locale too, clauses joined as the locale joins them", async () => {
    const body = { event: 'x'.repeat(65), page: 'p'.repeat(600) };
    const french = await answerIn('fr', { method: 'POST', url: api.pointReport.path, body });
    expect(french).toMatchObject({ status: 400, code: Code.failed });
    expect(french.message).toMatch(/^event : .+ ; page : .+$/);
    expect(french.message).not.toMatch(HAN);
    const english = await answerIn('en', { method: 'POST', url: api.pointReport.path, body });
    expect(english.message).toMatch(/^event: Too big: .+; page: Too big: .+$/);
    expect((await answerIn('zh-Hant', { method: 'POST', url: api.pointReport.path, body })).message).toMatch(/^event：.+；page：.+$/);
  });

  it('names the whole body in the locale when the body itself is wrong', async () => {
    const answer = await answerIn('es', { method: 'POST', url: api.sendCode.path, body: [] });
    expect(answer.message).toMatch(/^cuerpo de la solicitud: /);
  });
});

describe('not-found answers and faults', () => {
  it.each<[Locale, string]>([
    ['fr', "Le point d'accès GET /api/nothing/here n'existe pas"],
    ['en', 'There is no endpoint GET /api/nothing/here'],
    ['es', 'El punto de acceso GET /api/nothing/here no existe'],
    ['zh-Hant', '介面 GET /api/nothing/here 不存在'],
  ])('a 404 of an unknown /api/ path in %s', async (locale, message) => {
    expect(await answerIn(locale, { method: 'GET', url: '/api/nothing/here' })).toEqual({ status: 404, code: Code.failed, message, data: null });
  });

  it('a 404 a service answers (an unknown promo code)', async () => {
    expect(await answerIn('en', { method: 'GET', url: `${api.baseConfig.path}?promoCode=nobody` })).toMatchObject({
      status: 404,
      message: 'The promo code nobody does not exist',
    });
  });

  it('a 415 and a 400 of the framework', async () => {
    const asXml = await shop.app.inject({ method: 'POST', url: api.sendCode.path, payload: '<mobile/>', headers: { 'content-type': 'application/xml', [LOCALE_HEADER]: 'fr' } });
    expect(asXml.statusCode).toBe(415);
    expect(asXml.json().message).toBe("Le type de contenu application/xml n'est pas pris en charge : envoyez du application/json");
    const broken = await shop.app.inject({ method: 'POST', url: api.sendCode.path, payload: '{', headers: { 'content-type': 'application/json', [LOCALE_HEADER]: 'es' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^El cuerpo de la solicitud no es JSON válido/);
  });
});

describe('a 30003 refusal reason', () => {
  it.each<[Locale, string]>([
    ['fr', "Selon les règles d'identification, l'acheteur doit avoir entre 16 et 65 ans"],
    ['en', 'Under the real-name rules, the buyer must be between 16 and 65 years old'],
    ['es', 'Según las normas de identificación, el comprador debe tener entre 16 y 65 años'],
    ['zh-Hant', '根據實名制要求，需年滿16週歲且不超過65週歲'],
  ])('refuses an under-age buyer in %s', async (locale, message) => {
    const body = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) }, buyer: { idCard: aNewIdCard('20150101') } });
    expect(await answerIn(locale, { method: 'POST', url: api.orderCreate.path, body })).toMatchObject({ status: 200, code: Code.orderRejected, message });
  });

  it("replays a stored refusal in the duplicate's own locale", async () => {
    const body = await verifiedOrder(shop, { item: { kind: 'number', number: await addNumber(shop) }, buyer: { name: '测试用户', mobile: aMobile() } });
    const order = { method: 'POST', url: api.orderCreate.path, body } as const;
    expect((await answerIn('zh-Hant', order)).message).toBe('電信商實名核驗未通過，請確認姓名與身分證號碼為同一人');
    expect(await answerIn('en', order)).toMatchObject({
      code: Code.orderRejected,
      message: "The operator's real-name check failed. Please make sure the name and the ID card number belong to the same person",
    });
  });
});

describe("the catalogue's own texts", () => {
  it('a session that has expired (code 61)', async () => {
    const answer = await answerIn('es', { method: 'GET', url: api.orderList.path });
    expect(answer).toMatchObject({ code: Code.sessionExpired, message: 'Tu sesión ha caducado. ¡Vuelve a iniciar sesión!' });
  });
});
