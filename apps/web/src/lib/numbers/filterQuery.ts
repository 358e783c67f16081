import { normaliseArrangement, patternByCode, type Arrangement, type PageQuery } from '@shop/contract';
import { FieldRule, MAX_PRICE_FEN, NUMBER_SORTS, OPERATOR_FILTERS, type NumberSort, type OperatorFilter } from './rules';

/**
 * What the visitor is looking for. Each field is a page query parameter of the same name, so a
 * search can be shared and survives a reload:
 * `?operator=2&province=440000&city=440100&priceMin=10000&priceMax=50000&pattern=AAAA&endsWith=8888&exclude=47&sort=priceAsc&arrangement=2`
 * (prices in fen; `positions` is eleven characters, `_` for any digit: `138____8888`).
 */
export interface NumberFilters {
  operator?: OperatorFilter;
  province?: string;
  city?: string;
  /** Fen, as the contract counts money. */
  priceMin?: number;
  priceMax?: number;
  pattern?: string;
  positions?: string;
  contains?: string;
  startsWith?: string;
  endsWith?: string;
  exclude?: string;
  sort: NumberSort;
  arrangement: Arrangement;
}

export const FILTER_KEYS = [
  'operator',
  'province',
  'city',
  'priceMin',
  'priceMax',
  'pattern',
  'positions',
  'contains',
  'startsWith',
  'endsWith',
  'exclude',
  'sort',
  'arrangement',
] as const satisfies readonly (keyof NumberFilters)[];

export const DEFAULT_FILTERS: NumberFilters = { sort: 'default', arrangement: 1 };

const digits = (value: string | undefined, rule: RegExp): string | undefined => {
  const text = value?.trim();
  return text !== undefined && rule.test(text) ? text : undefined;
};

const fen = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return undefined;
  const amount = Number(value);
  return amount <= MAX_PRICE_FEN ? amount : undefined;
};

/** Reads the filters from a page query; a value the contract would refuse is dropped, not sent. */
export function filtersFromQuery(query: Readonly<Record<string, string>>): NumberFilters {
  const province = digits(query.province, FieldRule.region);
  const priceMin = fen(query.priceMin);
  const priceMax = fen(query.priceMax);
  return {
    operator: OPERATOR_FILTERS.find((operator) => String(operator) === query.operator),
    province,
    // A city means nothing without its province.
    city: province ? digits(query.city, FieldRule.region) : undefined,
    priceMin,
    priceMax: priceMin !== undefined && priceMax !== undefined && priceMax < priceMin ? undefined : priceMax,
    pattern: query.pattern !== undefined && patternByCode.has(query.pattern) ? query.pattern : undefined,
    positions: digits(query.positions, FieldRule.positions),
    contains: digits(query.contains, FieldRule.contains),
    startsWith: digits(query.startsWith, FieldRule.startsWith),
    endsWith: digits(query.endsWith, FieldRule.endsWith),
    exclude: digits(query.exclude, FieldRule.exclude),
    sort: NUMBER_SORTS.find((sort) => sort === query.sort) ?? DEFAULT_FILTERS.sort,
    arrangement: normaliseArrangement(Number(query.arrangement)),
  };
}

/** The filters as page query parameters; defaults are left out so a plain search has a plain address. */
export function queryFromFilters(filters: NumberFilters): Record<string, string | undefined> {
  const text = (value: string | number | undefined) => (value === undefined ? undefined : String(value));
  return {
    operator: text(filters.operator),
    province: filters.province,
    city: filters.province ? filters.city : undefined,
    priceMin: text(filters.priceMin),
    priceMax: text(filters.priceMax),
    pattern: filters.pattern,
    positions: filters.positions,
    contains: filters.contains,
    startsWith: filters.startsWith,
    endsWith: filters.endsWith,
    exclude: filters.exclude,
    sort: filters.sort === DEFAULT_FILTERS.sort ? undefined : filters.sort,
    arrangement: filters.arrangement === DEFAULT_FILTERS.arrangement ? undefined : String(filters.arrangement),
  };
}

const isFilterKey = (key: string): boolean => FILTER_KEYS.some((name) => name === key);

/** A page query with its filter parameters replaced by `filters`; other parameters stay. */
export function withFilters(query: Readonly<Record<string, string>>, filters: NumberFilters): PageQuery {
  const others = Object.fromEntries(Object.entries(query).filter(([key]) => !isFilterKey(key)));
  return { ...others, ...queryFromFilters(filters) };
}

/** True when the address names any filter, even one dropped as invalid. */
export const hasFilterParams = (query: Readonly<Record<string, string>>): boolean => Object.keys(query).some(isFilterKey);

/** True when anything narrows the search; sort and arrangement only order and lay it out. */
export const hasActiveFilters = (filters: NumberFilters): boolean =>
  FILTER_KEYS.some((key) => key !== 'sort' && key !== 'arrangement' && filters[key] !== undefined);

/** No filters, keeping how the visitor likes the list sorted and laid out. */
export const clearedFilters = ({ sort, arrangement }: NumberFilters): NumberFilters => ({ sort, arrangement });

/** The filters with no digit search, before another one is set: the head search uses one at a time. */
export const withoutSearch = (filters: NumberFilters): NumberFilters => ({
  ...filters,
  positions: undefined,
  contains: undefined,
  startsWith: undefined,
  endsWith: undefined,
});
