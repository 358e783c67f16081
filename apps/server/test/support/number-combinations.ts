import { FEATURED_OPERATOR_VALUE, numberPatterns, patternByCode } from '@shop/contract';

/** One number as the brute-force filter sees it. */
export interface PlainNumber {
  id: number;
  number: string;
  operator: number;
  featured: boolean;
  provinceCode: string;
  cityCode: string;
  priceFen: number;
  promoterId: number;
  shuffleKey: number;
  patternIds: readonly number[];
  status: string;
}

export type SearchParams = Record<string, string | number>;

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: () => number, low: number, high: number): number => low + Math.floor(random() * (high - low + 1));
const digitsOf = (random: () => number, length: number): string => Array.from({ length }, () => String(between(random, 0, 9))).join('');

const PRICE_STEPS_FEN = [0, 5_000, 10_000, 50_000, 100_000, 200_000, 500_000, 1_000_000, 5_000_000, 100_000_000];

/**
 * A random search from the whole filter space: each filter present with some chance, digit
 * filters of every length (taken from a number on file half the time, so long ones still
 * match something), every pattern, operator, region, price band, sort and page 1 to 1,000.
 * One in five is made near-empty (a long run of one number's digits) or empty on purpose.
 */
export const drawSearch = (random: () => number, pool: readonly PlainNumber[]): SearchParams => {
  const params: SearchParams = {};
  const model = pick(random, pool);
  const source = (length: number, start: number): string => (random() < 0.5 ? model.number.slice(start, start + length) : digitsOf(random, length));
  if (random() < 0.3) params.operator = pick(random, [FEATURED_OPERATOR_VALUE, 1, 2, 3, 4]);
  if (random() < 0.25) {
    const place = pick(random, pool);
    params.province = place.provinceCode;
    if (random() < 0.5) params.city = place.cityCode;
  }
  if (random() < 0.25) {
    const low = between(random, 0, PRICE_STEPS_FEN.length - 2);
    if (random() < 0.7) params.priceMin = PRICE_STEPS_FEN[low] ?? 0;
    if (random() < 0.7) params.priceMax = PRICE_STEPS_FEN[between(random, low + 1, PRICE_STEPS_FEN.length - 1)] ?? 0;
  }
  if (random() < 0.2) params.pattern = pick(random, numberPatterns).code;
  if (random() < 0.3) {
    const length = between(random, 1, 11);
    params.contains = source(length, between(random, 0, 11 - length));
  }
  if (random() < 0.2) params.startsWith = `1${source(between(random, 0, 10), 1)}`;
  if (random() < 0.2) {
    const length = between(random, 1, 10);
    params.endsWith = source(length, 11 - length);
  }
  if (random() < 0.15) {
    const fixed = new Set(Array.from({ length: between(random, 1, 10) }, () => between(random, 0, 10)));
    const digits = random() < 0.5 ? model.number : digitsOf(random, 11);
    params.positions = Array.from({ length: 11 }, (_, place) => (fixed.has(place) ? digits[place] : '_')).join('');
  }
  if (random() < 0.3) params.exclude = [...new Set(digitsOf(random, between(random, 1, 9)))].sort().join('');
  const roll = random();
  if (roll < 0.1) params.contains = model.number.slice(between(random, 0, 4), 11);
  else if (roll < 0.2) Object.assign(params, { endsWith: model.number.slice(-1), exclude: model.number.slice(-1) });
  params.sort = pick(random, ['default', 'priceAsc', 'priceDesc']);
  params.page = random() < 0.7 ? 1 : random() < 0.7 ? between(random, 2, 50) : between(random, 51, 1_000);
  return params;
};

const includes = (text: string, digits: string | number | undefined): boolean => digits === undefined || text.includes(String(digits));

/** Whether `n` answers `params` (the filters' meaning, written out plainly). */
export const answers = (n: PlainNumber, params: SearchParams, scope: readonly number[]): boolean => {
  const { operator, province, city, priceMin, priceMax, pattern, positions, startsWith, endsWith, exclude } = params;
  if (n.status !== 'available' || !scope.includes(n.promoterId)) return false;
  if (operator !== undefined && (Number(operator) === FEATURED_OPERATOR_VALUE ? !n.featured : n.operator !== Number(operator))) return false;
  if ((province !== undefined && n.provinceCode !== String(province)) || (city !== undefined && n.cityCode !== String(city))) return false;
  if ((priceMin !== undefined && n.priceFen < Number(priceMin)) || (priceMax !== undefined && n.priceFen > Number(priceMax))) return false;
  if (pattern !== undefined && !n.patternIds.includes(patternByCode.get(String(pattern))?.id ?? -1)) return false;
  if (positions !== undefined && [...String(positions)].some((char, place) => char !== '_' && n.number[place] !== char)) return false;
  if (!includes(n.number, params.contains)) return false;
  if ((startsWith !== undefined && !n.number.startsWith(String(startsWith))) || (endsWith !== undefined && !n.number.endsWith(String(endsWith)))) return false;
  return exclude === undefined || ![...String(exclude)].some((digit) => n.number.includes(digit));
};

/** The numbers `params` lists at its page, and whether more follow: the brute-force answer. */
export const bruteForce = (all: readonly PlainNumber[], params: SearchParams, scope: readonly number[]): { numbers: string[]; hasMore: boolean } => {
  const found = all.filter((n) => answers(n, params, scope));
  const sort = params.sort ?? 'default';
  found.sort(sort === 'default' ? (a, b) => a.shuffleKey - b.shuffleKey || a.id - b.id : (a, b) => a.priceFen - b.priceFen || a.id - b.id);
  if (sort === 'priceDesc') found.reverse();
  const pageSize = Number(params.pageSize ?? 20);
  const start = (Number(params.page ?? 1) - 1) * pageSize;
  return { numbers: found.slice(start, start + pageSize).map((n) => n.number), hasMore: found.length > start + pageSize };
};
