import {
  MAX_PRICE_FEN,
  normaliseDigits,
  normaliseExclude,
  NUMBER_SORTS,
  NumberFieldRule,
  normaliseArrangement,
  patternByCode,
  type EndpointOf,
  type PageQuery,
  type ParsedQueryOf,
} from '@shop/contract';
import { OPERATOR_FILTERS, type OperatorFilter } from './rules';

type SearchQuery = ParsedQueryOf<EndpointOf<'numberList'>>;

/** The filters that narrow the search (prices in fen, as the contract counts money). */
const NARROWING_KEYS = ['province', 'city', 'priceMin', 'priceMax', 'pattern', 'positions', 'contains', 'startsWith', 'endsWith', 'exclude'] as const;

/**
 * What the visitor is looking for, as the contract's search query takes it. Each field is a page query parameter of the same name, so a
 * search can be shared, survives a reload and
 * is found as it was left on coming back:
 * `?operator=2&province=440000&city=440100&priceMin=10000&priceMax=50000&pattern=AAAA&endsWith=8888&exclude=47&sort=priceAsc&arrangement=2`
 * (prices in fen; `positions` is eleven characters, `_` for any digit: `138____8888`).
 */
export type NumberFilters = Partial<Pick<SearchQuery, (typeof NARROWING_KEYS)[number]>> &
  Pick<SearchQuery, 'sort' | 'arrangement'> & {
    /** The contract's operator filter: featured or one of the four operators. */
    operator?: OperatorFilter;
  };

export const FILTER_KEYS = ['operator', ...NARROWING_KEYS, 'sort', 'arrangement'] as const satisfies readonly (keyof NumberFilters)[];

export const DEFAULT_FILTERS: NumberFilters = { sort: 'default', arrangement: 1 };

const digits = (value: string | undefined, rule: RegExp, normalise = normaliseDigits): string | undefined => {
  const text = value === undefined ? undefined : normalise(value);
  return text !== undefined && rule.test(text) ? text : undefined;
};

const fen = (value: string | undefined): number | undefined => {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return undefined;
  const amount = Number(value);
  return amount <= MAX_PRICE_FEN ? amount : undefined;
};

/** Reads the filters from a page query; a value the contract would refuse is dropped, not sent. */
export function filtersFromQuery(query: Readonly<Record<string, string>>): NumberFilters {
  const province = digits(query.province, NumberFieldRule.region);
  const priceMin = fen(query.priceMin);
  const priceMax = fen(query.priceMax);
  return {
    operator: OPERATOR_FILTERS.find((operator) => String(operator) === query.operator),
    province,
    // A city means nothing without its province.
    city: province ? digits(query.city, NumberFieldRule.region) : undefined,
    priceMin,
    priceMax: priceMin !== undefined && priceMax !== undefined && priceMax < priceMin ? undefined : priceMax,
    pattern: query.pattern !== undefined && patternByCode.has(query.pattern) ? query.pattern : undefined,
    positions: digits(query.positions, NumberFieldRule.positions),
    contains: digits(query.contains, NumberFieldRule.contains),
    startsWith: digits(query.startsWith, NumberFieldRule.startsWith),
    endsWith: digits(query.endsWith, NumberFieldRule.endsWith),
    exclude: digits(query.exclude, NumberFieldRule.exclude, normaliseExclude),
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

/**
 * The page query parameter of "another batch": the token of the answer whose numbers are not to
 * come again. It belongs to the list found, so it lives in the address beside the filters.
 */
export const BATCH_PARAM = 'batch';

/** The batch in force on the list, if the address names a valid one. */
export const batchFromQuery = (query: Readonly<Record<string, string>>): string | undefined => {
  const token = query[BATCH_PARAM];
  return token !== undefined && NumberFieldRule.batch.test(token) ? token : undefined;
};

/**
 * A page query with its filter parameters replaced by `filters`; other parameters stay, except
 * the batch: new filters are a new search.
 */
export function withFilters(query: Readonly<Record<string, string>>, filters: NumberFilters): PageQuery {
  const others = Object.fromEntries(Object.entries(query).filter(([key]) => !isFilterKey(key) && key !== BATCH_PARAM));
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
