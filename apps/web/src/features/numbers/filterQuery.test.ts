import { numberSearchQuery } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import {
  clearedFilters,
  DEFAULT_FILTERS,
  filtersFromQuery,
  hasActiveFilters,
  hasFilterParams,
  queryFromFilters,
  withFilters,
  withoutSearch,
  type NumberFilters,
} from './filterQuery';

/** The page query as the address gives it: strings only, empty values absent. */
const asAddress = (query: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));

const everything: NumberFilters = {
  operator: 2,
  province: '440000',
  city: '440100',
  priceMin: 10_000,
  priceMax: 50_000,
  pattern: 'AAAA',
  positions: '138____8888',
  contains: '520',
  startsWith: '138',
  endsWith: '8888',
  exclude: '47',
  sort: 'priceAsc',
  arrangement: 2,
};

describe('filters in the page query', () => {
  it('reads the example address', () => {
    expect(filtersFromQuery({ operator: '2', province: '440000', pattern: 'AAAA', sort: 'priceAsc', arrangement: '2' })).toMatchObject({
      operator: 2,
      province: '440000',
      pattern: 'AAAA',
      sort: 'priceAsc',
      arrangement: 2,
    });
  });

  it.each([
    ['every filter', everything],
    ['no filter', DEFAULT_FILTERS],
    ['Featured, free numbers', { ...DEFAULT_FILTERS, operator: -99, priceMin: 0, priceMax: 0 }],
    ['a price floor only', { ...DEFAULT_FILTERS, priceMin: 1_000_000 }],
  ] as const)('round-trips %s', (_name, filters) => {
    const query = asAddress(queryFromFilters(filters));
    expect(filtersFromQuery(query)).toEqual({ ...DEFAULT_FILTERS, ...filters });
    expect(queryFromFilters(filtersFromQuery(query))).toEqual(queryFromFilters(filters));
  });

  it('leaves defaults out of the address', () => {
    expect(asAddress(queryFromFilters(DEFAULT_FILTERS))).toEqual({});
    expect(asAddress(queryFromFilters({ ...DEFAULT_FILTERS, operator: 1 }))).toEqual({ operator: '1' });
  });

  it.each([
    ['operator', { operator: '5' }],
    ['operator', { operator: 'mobile' }],
    ['province', { province: '4400' }],
    ['city', { city: '440100' }],
    ['priceMin', { priceMin: '-1' }],
    ['priceMin', { priceMin: '12.5' }],
    ['priceMax', { priceMax: '100000001' }],
    ['pattern', { pattern: 'ZZZZ' }],
    ['positions', { positions: '___________' }],
    ['positions', { positions: '138' }],
    ['contains', { contains: '52a' }],
    ['startsWith', { startsWith: '238' }],
    ['endsWith', { endsWith: '12345678901' }],
    ['exclude', { exclude: '4a9' }],
    ['exclude', { exclude: '0123456789' }],
  ] as const)('drops an invalid %s (%o)', (field, query) => {
    expect(filtersFromQuery(query)[field]).toBeUndefined();
  });

  it('reads full-width digits, spaces, dashes and a repeated excluded digit as a buyer meant them', () => {
    expect(filtersFromQuery({ contains: '８８', startsWith: '138-1234 5', exclude: '449', positions: '１３８________' })).toMatchObject({
      contains: '88',
      startsWith: '13812345',
      exclude: '49',
      positions: '138________',
    });
  });

  it('drops a highest price below the lowest, keeping the lowest', () => {
    expect(filtersFromQuery({ priceMin: '50000', priceMax: '100' })).toMatchObject({ priceMin: 50_000, priceMax: undefined });
  });

  it.each(['3', '0', '2.0x', 'grid', ''])('lays out a list for arrangement %j', (arrangement) => {
    expect(filtersFromQuery({ arrangement }).arrangement).toBe(1);
  });

  it('falls back to the default sort for an unknown one', () => {
    expect(filtersFromQuery({ sort: 'random' }).sort).toBe('default');
  });

  it('never yields a query the contract refuses, whatever the address holds', () => {
    const hostile = { operator: '-1', province: '44', city: 'x', priceMin: '9', priceMax: '1', pattern: '<b>', positions: '1', exclude: '11', sort: 'up', arrangement: '9' };
    expect(numberSearchQuery.safeParse(filtersFromQuery(hostile)).success).toBe(true);
    expect(numberSearchQuery.safeParse(filtersFromQuery(asAddress(queryFromFilters(everything)))).success).toBe(true);
  });

  it('replaces the filter parameters of an address and keeps the others', () => {
    const query = { promoCode: 'demo', operator: '1', pattern: 'AAA' };
    expect(withFilters(query, { ...DEFAULT_FILTERS, operator: 3 })).toEqual({ ...queryFromFilters({ ...DEFAULT_FILTERS, operator: 3 }), promoCode: 'demo' });
  });

  it('tells an address with filters from a bare one, even when the filter was invalid', () => {
    expect(hasFilterParams({ promoCode: 'demo' })).toBe(false);
    expect(hasFilterParams({ operator: 'x' })).toBe(true);
  });

  it('clears the filters but keeps the sort and layout', () => {
    expect(hasActiveFilters(everything)).toBe(true);
    expect(clearedFilters(everything)).toEqual({ sort: 'priceAsc', arrangement: 2 });
    expect(hasActiveFilters(clearedFilters(everything))).toBe(false);
    expect(withoutSearch(everything)).toMatchObject({ positions: undefined, contains: undefined, startsWith: undefined, endsWith: undefined, pattern: 'AAAA' });
  });
});
