import { envelope, numberList } from '@shop/contract';
import { aNumber, aPromoter } from '../../src/seed/factories';
import type { TestApp } from './app';

/** `own` sells its pool and its upstream `up`'s; `sib` shares the upstream but is a sibling. */
export const SCOPE = { own: 'own', up: 'up', sib: 'sib' } as const;

/** Each number with the facts the search tests check against. */
export const FIXTURES = {
  plain: aNumber({ number: '13800138027', promoCode: SCOPE.own }),
  run: aNumber({ number: '18612345678', operator: 2, provinceCode: '110000', cityCode: '110100', priceFen: 388_800, planFen: 5_900, promoCode: SCOPE.own }),
  quad: aNumber({ number: '13312348888', operator: 3, cityCode: '440100', priceFen: 888_800, planFen: 19_900, promoCode: SCOPE.own }),
  love: aNumber({ number: '19252013148', operator: 4, provinceCode: '310000', cityCode: '310100', priceFen: 131_400, planFen: 3_900, promoCode: SCOPE.own }),
  upstream520: aNumber({ number: '15912345520', priceFen: 26_800, planFen: 2_900, promoCode: SCOPE.up }),
  upstreamQuad: aNumber({ number: '13566668888', provinceCode: '320000', cityCode: '320100', priceFen: 500_000, planFen: 7_900, promoCode: SCOPE.up }),
  sibling: aNumber({ number: '13999998888', promoCode: SCOPE.sib }),
  held: aNumber({ number: '13888888888', status: 'held', promoCode: SCOPE.own }),
  sold: aNumber({ number: '13777777777', status: 'sold', promoCode: SCOPE.own }),
};

export const seedNumbers = async (shop: TestApp): Promise<void> => {
  for (const promoCode of Object.values(SCOPE)) await shop.services.promoter.save(aPromoter({ promoCode }));
  await shop.services.promoter.setUpstream(SCOPE.own, SCOPE.up);
  await shop.services.promoter.setUpstream(SCOPE.sib, SCOPE.up);
  await shop.services.numbers.add(Object.values(FIXTURES));
};

const answer = envelope(numberList.data);

/** GET /api/shop/numberList with these query parameters (promoCode `own` unless given). */
export const searchNumbers = async (shop: TestApp, params: Record<string, string | number> = {}) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ promoCode: SCOPE.own, ...params })) query.set(key, String(value));
  const response = await shop.app.inject({ method: 'GET', url: `/api/shop/numberList?${query}` });
  return { status: response.statusCode, body: answer.parse(response.json()) };
};

/** The numbers a search lists, in answer order. */
export const listed = async (shop: TestApp, params: Record<string, string | number> = {}): Promise<string[]> => {
  const { status, body } = await searchNumbers(shop, params);
  if (status !== 200 || body.code !== 0 || !body.data) throw new Error(`search failed: ${status} ${body.message}`);
  return body.data.list.map((item) => item.number);
};

export const sorted = (numbers: readonly string[]): string[] => [...numbers].sort();
export const numbersOf = (...names: (keyof typeof FIXTURES)[]): string[] => sorted(names.map((name) => FIXTURES[name].number));
