import { normaliseDigits, normaliseExclude, NumberFieldRule, numberFilters } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { checkPriceRange, searchTextError } from './validation';

/** Does the contract accept this value for this field? */
const contractAccepts = (field: keyof typeof NumberFieldRule, value: string): boolean =>
  numberFilters.safeParse(field === 'region' ? { province: value } : { [field]: value }).success;

const samples = ['', '1', '13', '138', '1380013', '13800138000', '138001380001', '8888', '0000000000', '12345678901', '23', 'ab', '1a', '11', '123456789', '0123456789', '1__________', '138____8888', '___________', '44000', '440000', '８８', '１３８', '138-1234 5678', '944', '１__________'];

describe('field rules', () => {
  // Both read a digit field through the contract's normalisation first (excluded digits each once).
  const normalised = (field: keyof typeof NumberFieldRule, value: string): string =>
    field === 'exclude' ? normaliseExclude(value) : field === 'region' || field === 'batch' ? value : normaliseDigits(value);

  it.each(Object.keys(NumberFieldRule) as (keyof typeof NumberFieldRule)[])('agree with the contract on %s', (field) => {
    for (const value of samples) expect(NumberFieldRule[field].test(normalised(field, value)), `${field} ${JSON.stringify(value)}`).toBe(value !== '' && contractAccepts(field, value));
  });
});

describe('searchTextError', () => {
  it('says nothing of an empty box: no search is not a wrong search', () => {
    expect(searchTextError('contains', '')).toBeUndefined();
  });

  it.each([
    ['contains', '5a0', 'numbers.errors.digitsOnly'],
    ['endsWith', '88 8', 'numbers.errors.digitsOnly'],
    ['contains', '520', undefined],
    ['startsWith', '138', undefined],
    ['startsWith', '238', 'numbers.errors.startsWith'],
    ['startsWith', '138001380001', 'numbers.errors.startsWith'],
    ['endsWith', '8888', undefined],
    ['endsWith', '13800138000', 'numbers.errors.endsWith'],
    ['contains', '138001380001', 'numbers.errors.contains'],
  ] as const)('%s %j: %s', (mode, text, error) => {
    expect(searchTextError(mode, text)).toBe(error);
  });
});

describe('checkPriceRange', () => {
  it('reads whole yuan into fen; an empty box is no bound', () => {
    expect(checkPriceRange('100', '500')).toEqual({ range: { priceMin: 10_000, priceMax: 50_000 } });
    expect(checkPriceRange('', '50')).toEqual({ range: { priceMin: undefined, priceMax: 5_000 } });
    expect(checkPriceRange('', '')).toEqual({ range: { priceMin: undefined, priceMax: undefined } });
  });

  it('names the box in error and why', () => {
    expect(checkPriceRange('1.5', '')).toEqual({ range: {}, error: { field: 'priceMin', message: 'numbers.errors.digitsOnly' } });
    expect(checkPriceRange('', '-3')).toEqual({ range: {}, error: { field: 'priceMax', message: 'numbers.errors.digitsOnly' } });
    expect(checkPriceRange('', '1000001')).toEqual({ range: {}, error: { field: 'priceMax', message: 'numbers.errors.priceTooHigh' } });
    expect(checkPriceRange('500', '100')).toEqual({ range: {}, error: { field: 'priceMax', message: 'numbers.errors.priceOrder' } });
  });

  it('accepts the ceiling itself, as the contract does', () => {
    const { range } = checkPriceRange('0', '1000000');
    expect(range).toEqual({ priceMin: 0, priceMax: 100_000_000 });
    expect(numberFilters.safeParse(range).success).toBe(true);
  });
});
