import { dictOptions, envelope } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { aDictOption } from '../../src/seed/factories';
import { useTestApp } from '../support/app';

const shop = useTestApp();

const options = (payload: unknown, language?: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/dictData/options',
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
  });

const answerOf = async (payload: unknown, language?: string) => envelope(dictOptions.data).parse((await options(payload, language)).json());

describe('POST /api/dictData/options', () => {
  it('maps each requested type to its options in display order', async () => {
    const body = await answerOf({ types: ['operator', 'pay_type'] });
    expect(body.code).toBe(0);
    expect(body.data?.operator?.map(({ value, label }) => [value, label])).toEqual([
      ['1', '中国移动'],
      ['2', '中国联通'],
      ['3', '中国电信'],
      ['4', '中国广电'],
      ['99', '设备'],
    ]);
    expect(body.data?.operator?.[0]).toEqual({ label: '中国移动', value: '1', key: 'mobile', listClass: 'success' });
    expect(body.data?.pay_type?.map(({ value }) => value)).toEqual(['wechat', 'alipay']);
  });

  it.each([
    ['en', ['China Mobile', 'Device'], 'Price: low to high'],
    ['fr', ['China Mobile', 'Appareil'], 'Prix croissant'],
    ['es', ['China Mobile', 'Dispositivo'], 'Precio: de menor a mayor'],
    ['zh-Hant', ['中國移動', '裝置'], '價格從低到高'],
  ])('labels the options in the locale asked in (%s), English when a locale has none of its own', async (language, operators, priceAsc) => {
    const body = await answerOf({ types: ['operator', 'number_sort'] }, language);
    const operator = body.data?.operator ?? [];
    expect([operator[0]?.label, operator.at(-1)?.label]).toEqual(operators);
    expect(body.data?.number_sort?.find(({ key }) => key === 'price_asc')?.label).toBe(priceAsc);
  });

  it('answers number_sort options', async () => {
    const body = await answerOf({ types: ['number_sort'] });
    expect(body.data?.number_sort?.length).toBeGreaterThan(0);
  });

  it('maps unknown types to an empty list and answers a repeated type once', async () => {
    const body = await answerOf({ types: ['no_such_type', 'operator', 'operator', 'constructor'] });
    expect(Object.keys(body.data ?? {}).sort()).toEqual(['constructor', 'no_such_type', 'operator']);
    expect(body.data?.no_such_type).toEqual([]);
    expect(body.data?.constructor).toEqual([]);
  });

  it.each([
    ['no types', {}, /^types：/],
    ['an empty list', { types: [] }, /^types：/],
    ['a string instead of a list', { types: 'operator' }, /^types：/],
    ['upper-case letters', { types: ['Operator'] }, /^types\[0\]：字典类型只能包含小写字母、数字和下划线/],
    ['a __proto__ type', { types: ['__proto__'] }, /^types\[0\]：/],
    ['more than 20 types', { types: Array.from({ length: 21 }, (_, i) => `t${i}`) }, /^types：/],
    ['a number in the list', { types: ['operator', 7] }, /^types\[1\]：/],
  ])('refuses %s with 400 naming the field', async (_case, payload, message) => {
    const response = await options(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: -1, data: null, message: expect.stringMatching(message) });
  });

  it('shows what an administrator saved for a type, in the saved order', async () => {
    await shop.services.dict.saveType('card_color', [
      aDictOption({ label: '黑色', value: 'black' }),
      aDictOption({ label: '白色', value: 'white', listClass: 'default' }),
    ]);
    let body = await answerOf({ types: ['card_color'] });
    expect(body.data?.card_color).toEqual([
      { label: '黑色', value: 'black', key: '', listClass: '' },
      { label: '白色', value: 'white', key: '', listClass: 'default' },
    ]);
    await shop.services.dict.saveType('card_color', [aDictOption({ label: '金色', value: 'gold' })]);
    body = await answerOf({ types: ['card_color'] });
    expect(body.data?.card_color?.map(({ value }) => value)).toEqual(['gold']);
  });

  it('keeps the old options when a save fails half-way', async () => {
    const duplicate = [aDictOption({ value: 'same' }), aDictOption({ value: 'same' })];
    await expect(shop.services.dict.saveType('operator', duplicate)).rejects.toThrow();
    const body = await answerOf({ types: ['operator'] });
    expect(body.data?.operator).toHaveLength(5);
  });
});
