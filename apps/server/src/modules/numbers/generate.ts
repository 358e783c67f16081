import { numberPatterns, OPERATOR_CODES, patternIdsOf, SAMPLE_PREFIXES } from '@shop/contract';
import type { ValidNumber } from './catalogue';
import { citiesOf, MAINLAND_PROVINCES } from './regions';

/** A small seeded generator (mulberry32): the same seed gives the same demo shop. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

// Premium of each pattern in fen; a number is priced by its dearest pattern.
const PREMIUM_FEN: Readonly<Record<string, number>> = {
  AAAA: 888_800, AAA: 88_800, AA: 6_600, AABB: 58_800, ABAB: 38_800, AABBCC: 288_800, ABCABC: 188_800,
  ABC: 8_800, ABCD: 68_800, ABCDE: 388_800, CBA: 6_800, DCBA: 48_800, EDCBA: 288_800,
  TAIL6: 0, TAIL8: 1_000, TAIL9: 0, MANY8: 16_800, NO4: 2_000,
  L168: 16_800, L518: 16_800, L520: 26_800, L1314: 52_000, L5201314: 1_314_000, L888: 88_800, L666: 66_600,
  MMDD: 5_000, YYMMDD: 19_900,
};
const premiumById = new Map(numberPatterns.map((p) => [p.id, PREMIUM_FEN[p.code] ?? 0]));

const PLANS_FEN = [1_900, 2_900, 3_900, 5_900, 7_900, 12_900, 19_900, 29_900] as const;

const pick = <T>(items: readonly T[], random: () => number): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

const digits = (count: number, random: () => number): string => {
  let text = '';
  for (let i = 0; i < count; i++) text += Math.floor(random() * 10).toString();
  return text;
};

// Plain numbers come in mostly as they are; some carry a pattern worth showing off.
const ENDINGS = ['8888', '6666', '1314', '520', '168', '888', '666', '1234', '5678', '9876', '0000', '5201314', '88', '66'];
const PATTERNED_SHARE = 0.15;

const numberOf = (prefix: string, random: () => number): string => {
  const body = prefix + digits(8, random);
  if (random() >= PATTERNED_SHARE) return body;
  const ending = pick(ENDINGS, random);
  return body.slice(0, 11 - ending.length) + ending;
};

/** Realistic numbers: real operator blocks and regions, prices by pattern, plans to match. */
export const generateNumbers = (count: number, promoCodes: readonly string[], random: () => number): ValidNumber[] => {
  const seen = new Set<string>();
  const result: ValidNumber[] = [];
  const cities = new Map(MAINLAND_PROVINCES.map((code) => [code, citiesOf(code)]));
  while (result.length < count) {
    const operator = pick(OPERATOR_CODES, random);
    const number = numberOf(pick(SAMPLE_PREFIXES[operator], random), random);
    if (seen.has(number)) continue;
    seen.add(number);
    const provinceCode = pick(MAINLAND_PROVINCES, random);
    const premium = Math.max(0, ...patternIdsOf(number).map((id) => premiumById.get(id) ?? 0));
    // Sellers round to whole yuan and vary around the list premium.
    const priceFen = Math.round((premium * (0.7 + random() * 0.6)) / 100) * 100;
    const planFloor = PLANS_FEN.findIndex((plan) => plan * 20 >= priceFen);
    const planFen = pick(PLANS_FEN.slice(planFloor === -1 ? PLANS_FEN.length - 1 : planFloor), random);
    result.push({
      number,
      operator,
      provinceCode,
      cityCode: pick(cities.get(provinceCode) ?? [], random),
      priceFen,
      planFen,
      promoCode: pick(promoCodes, random),
      status: 'available',
    });
  }
  return result;
};
