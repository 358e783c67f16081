import type { numberSearchQuery } from '@shop/contract';
import type { z } from 'zod';
import { fixedDigits } from './search-index';

/** The filters a buyer sets on the number search. */
export type NumberFilters = Pick<
  z.output<typeof numberSearchQuery>,
  'operator' | 'province' | 'city' | 'priceMin' | 'priceMax' | 'pattern' | 'positions' | 'contains' | 'startsWith' | 'endsWith' | 'exclude'
>;

const DIGITS = 11;

/** Each filter's digit at each place it fixes, in the order a buyer fills them. */
const DIGIT_FILTERS = ['positions', 'startsWith', 'endsWith'] as const;

/**
 * The filter that leaves nothing once the filters before it are applied, when the digit
 * filters contradict each other (开头 1 with 不含 1, 结尾 4 with 不含 4, two digits for one
 * place, a "contains" that fits nowhere); undefined when some number could match. Other
 * empty results are found by the index as fast, just without a culprit to name.
 */
export const contradictingFilter = (filters: NumberFilters): keyof NumberFilters | undefined => {
  const fixed = new Map<number, number>();
  for (const name of DIGIT_FILTERS) {
    for (const [place, digit] of fixedDigits({ [name]: filters[name] })) {
      if ((fixed.get(place) ?? digit) !== digit) return name;
      fixed.set(place, digit);
    }
  }
  const excluded = new Set([...(filters.exclude ?? '')].map(Number));
  if ([...fixed.values()].some((digit) => excluded.has(digit))) return 'exclude';
  const contains = filters.contains;
  if (contains === undefined) return undefined;
  if ([...contains].some((digit) => excluded.has(Number(digit)))) return 'exclude';
  const fits = (start: number): boolean => [...contains].every((digit, offset) => (fixed.get(start + offset) ?? Number(digit)) === Number(digit));
  return Array.from({ length: DIGITS - contains.length + 1 }, (_, start) => start).some(fits) ? undefined : 'contains';
};
