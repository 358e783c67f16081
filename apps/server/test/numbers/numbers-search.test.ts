import { numberPatterns, numberSearchQuery, patternIdsOf } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app';
import { FIXTURES, listed, numbersOf, SCOPE, searchNumbers, seedNumbers, sorted } from '../support/numbers';

const shop = useTestApp();
beforeAll(() => seedNumbers(shop));

const inScope = numbersOf('plain', 'run', 'quad', 'love', 'upstream520', 'upstreamQuad');

describe('search plans', () => {
  const plan = async (params: Record<string, unknown>) =>
    (await shop.services.numbers.explain(numberSearchQuery.parse(params), await shop.services.promoter.resolve(SCOPE.own, 'required'))).join('\n');

  it('names the filters and counts every match', async () => {
    expect(await plan({ contains: '520', province: '440000' })).toMatch(/filters: contains, province[\s\S]*1 match/);
  });
});

describe('what a buyer types', () => {
  it.each([
    ['one digit anywhere', { contains: '8' }, numbersOf('plain', 'run', 'quad', 'love', 'upstreamQuad')],
    ['two digits anywhere', { contains: '88' }, numbersOf('quad', 'upstreamQuad')],
    ['one digit anywhere among featured numbers', { contains: '6', operator: -99 }, numbersOf('run', 'upstreamQuad')],
    ['scattered positions alone', { positions: '1_6_2_4_6_8' }, numbersOf('run')],
    ['full-width digits', { contains: '８８' }, numbersOf('quad', 'upstreamQuad')],
    ['spaces and dashes', { startsWith: '133 1234-8' }, numbersOf('quad')],
    ['a repeated excluded digit', { exclude: '44' }, numbersOf('plain', 'upstreamQuad')],
    ['without 4, ending in 8', { exclude: '4', endsWith: '8' }, numbersOf('upstreamQuad')],
  ])('%s', async (_name, params, expected) => {
    expect(sorted(await listed(shop, params))).toEqual(expected);
  });

  it.each([
    [{ startsWith: '1', exclude: '1' }, '“不含”'],
    [{ endsWith: '4', exclude: '4' }, '“不含”'],
    [{ positions: '13_________', startsWith: '15' }, '“开头”'],
    [{ startsWith: '13888', contains: '99999999' }, '“包含”'],
  ])('answers %j with no number at once, naming the excluding filter', async (params, filter) => {
    const { status, body } = await searchNumbers(shop, params);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ list: [], hasMore: false, batch: null });
    expect(body.data?.notice).toContain(filter);
  });

  it('names the excluding filter in the language the app asks in', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/shop/numberList?promoCode=own&endsWith=4&exclude=4', headers: { 'accept-language': 'en' } });
    expect(response.json()).toMatchObject({ code: 0, data: { list: [], notice: expect.stringContaining('“without”') } });
  });
});

describe('GET /api/shop/numberList filters', () => {
  it.each([
    ['no filter: own pool and upstream, never held, sold or a sibling’s', {}, inScope],
    ['upstream sees only its own pool', { promoCode: SCOPE.up }, numbersOf('upstream520', 'upstreamQuad')],
    ['operator', { operator: 1 }, numbersOf('plain', 'upstream520', 'upstreamQuad')],
    ['operator 4', { operator: 4 }, numbersOf('love')],
    ['featured', { operator: -99 }, numbersOf('run', 'quad', 'love', 'upstream520', 'upstreamQuad')],
    ['province', { province: '440000' }, numbersOf('plain', 'quad', 'upstream520')],
    ['province and city', { province: '440000', city: '440300' }, numbersOf('plain', 'upstream520')],
    ['lowest price', { priceMin: 131_400 }, numbersOf('run', 'quad', 'love', 'upstreamQuad')],
    ['highest price', { priceMax: 26_800 }, numbersOf('plain', 'upstream520')],
    ['price range', { priceMin: 100_000, priceMax: 400_000 }, numbersOf('run', 'love')],
    ['pattern', { pattern: 'AAAA' }, numbersOf('quad', 'upstreamQuad')],
    ['pattern L5201314', { pattern: 'L5201314' }, numbersOf('love')],
    ['pattern ends in 8', { pattern: 'TAIL8' }, numbersOf('run', 'quad', 'love', 'upstreamQuad')],
    ['pattern no 4', { pattern: 'NO4' }, numbersOf('plain', 'upstreamQuad')],
    ['pattern ends in 6, none in stock', { pattern: 'TAIL6' }, []],
    ['positions', { positions: '___1234____' }, numbersOf('run', 'quad', 'upstream520')],
    ['contains', { contains: '1234' }, numbersOf('run', 'quad', 'upstream520')],
    ['contains the whole number', { contains: '19252013148' }, numbersOf('love')],
    ['starts with', { startsWith: '133' }, numbersOf('quad')],
    ['starts with four digits', { startsWith: '1331' }, numbersOf('quad')],
    ['contains three digits', { contains: '520' }, numbersOf('love', 'upstream520')],
    ['contains three digits by price', { contains: '520', sort: 'priceDesc' }, numbersOf('love', 'upstream520')],
    ['contains three digits with a province', { contains: '520', province: '440000' }, numbersOf('upstream520')],
    ['positions at the start', { positions: '186________' }, numbersOf('run')],
    ['positions at the end', { positions: '________520' }, numbersOf('upstream520')],
    ['ends with', { endsWith: '8888' }, numbersOf('quad', 'upstreamQuad')],
    ['ends with 520', { endsWith: '520' }, numbersOf('upstream520')],
    ['exclude', { exclude: '4' }, numbersOf('plain', 'upstreamQuad')],
    ['exclude everything', { exclude: '48' }, []],
    ['scattered positions with an indexed filter', { positions: '1_6_2_4_6_8', operator: 2 }, numbersOf('run')],
    ['short contains with an indexed filter', { contains: '88', operator: 1 }, numbersOf('upstreamQuad')],
    ['operator and region', { operator: 1, province: '440000' }, numbersOf('plain', 'upstream520')],
    ['pattern and price', { pattern: 'AAAA', priceMax: 600_000 }, numbersOf('upstreamQuad')],
    ['ends with and operator', { endsWith: '8888', operator: 3 }, numbersOf('quad')],
    ['pattern, province and exclude', { pattern: 'TAIL8', province: '440000', exclude: '5' }, numbersOf('quad')],
  ])('%s', async (_name, params, expected) => {
    expect(sorted(await listed(shop, params))).toEqual(expected);
  });

  it('describes each number with names, plan and patterns', async () => {
    const { body } = await searchNumbers(shop, { startsWith: '186' });
    expect(body.data?.list).toEqual([
      {
        id: expect.any(Number),
        number: '18612345678',
        operator: 2,
        provinceCode: '110000',
        provinceName: '北京市',
        cityCode: '110100',
        cityName: '北京市',
        priceFen: 388_800,
        planFen: 5_900,
        planName: '月租 59 元起',
        patterns: numberPatterns.filter((p) => patternIdsOf('18612345678').includes(p.id)).map((p) => p.code),
      },
    ]);
    expect(body.data?.list[0]?.patterns).toContain('ABCDE');
  });

  it('answers the arrangement asked for, 1 otherwise', async () => {
    expect((await searchNumbers(shop, { arrangement: 2 })).body.data?.arrangement).toBe(2);
    expect((await searchNumbers(shop, { arrangement: 7 })).body.data?.arrangement).toBe(1);
  });
});

describe('sorting and paging', () => {
  const byPrice = ['plain', 'upstream520', 'love', 'run', 'upstreamQuad', 'quad'] as const;
  const ascending = byPrice.map((name) => FIXTURES[name].number);

  it('sorts by price both ways', async () => {
    expect(await listed(shop, { sort: 'priceAsc' })).toEqual(ascending);
    expect(await listed(shop, { sort: 'priceDesc' })).toEqual([...ascending].reverse());
  });

  it('sorts a pattern by price both ways', async () => {
    const endsIn8 = (['love', 'run', 'upstreamQuad', 'quad'] as const).map((name) => FIXTURES[name].number);
    expect(await listed(shop, { pattern: 'TAIL8', sort: 'priceAsc' })).toEqual(endsIn8);
    expect(await listed(shop, { pattern: 'TAIL8', sort: 'priceDesc' })).toEqual([...endsIn8].reverse());
    expect(await listed(shop, { pattern: 'AAAA', sort: 'priceDesc' })).toEqual([FIXTURES.quad.number, FIXTURES.upstreamQuad.number]);
  });

  it('keeps one shuffled order by default', async () => {
    const first = await listed(shop);
    expect(await listed(shop)).toEqual(first);
    expect(sorted(first)).toEqual(inScope);
  });

  it('pages with hasMore', async () => {
    const page = async (n: number) => (await searchNumbers(shop, { sort: 'priceAsc', pageSize: 2, page: n })).body.data;
    expect(await page(1)).toMatchObject({ list: [{ number: ascending[0] }, { number: ascending[1] }], page: 1, pageSize: 2, hasMore: true });
    expect(await page(3)).toMatchObject({ list: [{ number: ascending[4] }, { number: ascending[5] }], page: 3, hasMore: false, batch: null });
    expect(await page(4)).toMatchObject({ list: [], page: 4, hasMore: false, batch: null });
  });

  it.each(['default', 'priceAsc', 'priceDesc'])('gives batches that never repeat, then null (%s)', async (sort) => {
    const seen: string[] = [];
    let batch: string | null | undefined;
    for (let round = 0; round < 10 && batch !== null; round++) {
      const { body } = await searchNumbers(shop, { sort, pageSize: 4, ...(batch ? { batch } : {}) });
      seen.push(...(body.data?.list.map((item) => item.number) ?? []));
      batch = body.data?.batch;
    }
    expect(batch).toBeNull();
    expect(seen).toHaveLength(inScope.length);
    expect(sorted(seen)).toEqual(inScope);
  });
});

describe('a number in the buyer’s locale', () => {
  const shownIn = async (language?: string) => {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/shop/numberList?promoCode=${SCOPE.own}&province=110000`,
      headers: language ? { 'accept-language': language } : {},
    });
    return response.json<{ data: { list: { number: string; provinceName: string; cityName: string; planName: string }[] } }>().data.list[0];
  };

  it.each([
    [undefined, { provinceName: '北京市', cityName: '北京市', planName: '月租 59 元起' }],
    ['en', { provinceName: 'Beijing', cityName: 'Beijing', planName: 'From ¥59/month' }],
    ['fr', { provinceName: 'Beijing', cityName: 'Beijing', planName: 'À partir de 59 ¥/mois' }],
    ['es-ES', { provinceName: 'Beijing', cityName: 'Beijing', planName: 'Desde 59 ¥/mes' }],
  ])('names its places and plan in %s', async (language, names) => {
    expect(await shownIn(language)).toMatchObject({ number: FIXTURES.run.number, ...names });
  });

  it('writes its places in Traditional Chinese for zh-Hant', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/shop/numberList?promoCode=${SCOPE.own}&province=440000&city=440300`,
      headers: { 'accept-language': 'zh-Hant' },
    });
    const places = response.json<{ data: { list: { provinceName: string; cityName: string }[] } }>().data.list.map((item) => `${item.provinceName} ${item.cityName}`);
    expect(new Set(places)).toEqual(new Set(['廣東省 深圳市']));
  });
});
