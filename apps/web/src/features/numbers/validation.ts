import type { MessageKey } from '../../i18n';
import type { PriceRange } from './price';
import { yuanToFen } from './price';
import { NumberFieldRule } from '@shop/contract';
import type { TextSearchMode } from './rules';

/**
 * Inline checks of what the visitor types, by the contract's rules: a field in error shows
 * its message and the search waits until it is right. An empty field is no search, not an error.
 */
const SEARCH_TEXT_ERRORS: Record<TextSearchMode, MessageKey> = {
  contains: 'numbers.errors.contains',
  startsWith: 'numbers.errors.startsWith',
  endsWith: 'numbers.errors.endsWith',
};

/** The message for a contains / starts-with / ends-with text, or undefined when it may be searched. */
export function searchTextError(mode: TextSearchMode, text: string): MessageKey | undefined {
  if (text === '') return undefined;
  if (!/^\d+$/.test(text)) return 'numbers.errors.digitsOnly';
  return NumberFieldRule[mode].test(text) ? undefined : SEARCH_TEXT_ERRORS[mode];
}

export interface PriceCheck {
  range: PriceRange;
  error?: { field: 'priceMin' | 'priceMax'; message: MessageKey };
}

function yuanError(text: string): MessageKey | undefined {
  if (text === '' || yuanToFen(text) !== undefined) return undefined;
  return /^\d+$/.test(text) ? 'numbers.errors.priceTooHigh' : 'numbers.errors.digitsOnly';
}

/** Reads the two price boxes (whole yuan): each digits only and under the ceiling, the lowest first. */
export function checkPriceRange(minText: string, maxText: string): PriceCheck {
  const minError = yuanError(minText);
  if (minError) return { range: {}, error: { field: 'priceMin', message: minError } };
  const maxError = yuanError(maxText);
  if (maxError) return { range: {}, error: { field: 'priceMax', message: maxError } };
  const range: PriceRange = { priceMin: minText ? yuanToFen(minText) : undefined, priceMax: maxText ? yuanToFen(maxText) : undefined };
  if (range.priceMin !== undefined && range.priceMax !== undefined && range.priceMax < range.priceMin) {
    return { range: {}, error: { field: 'priceMax', message: 'numbers.errors.priceOrder' } };
  }
  return { range };
}
