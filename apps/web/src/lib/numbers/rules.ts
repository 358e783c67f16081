import { FEATURED_OPERATOR_VALUE, OPERATOR_CODES, type numberList, type OperatorCode, type QueryOf } from '@shop/contract';

/**
 * The number search's field rules as the contract states them, without zod (the browser does
 * not load it). The tests hold these against the contract's own schema so the two cannot drift.
 */
export const FieldRule = {
  /** The 11-box search: a digit where it must be, `_` where any digit will do; at least one digit. */
  positions: /^(?=.*\d)[\d_]{11}$/,
  contains: /^\d{1,11}$/,
  startsWith: /^1\d{0,10}$/,
  endsWith: /^\d{1,10}$/,
  /** 1 to 9 different digits: excluding all ten would leave nothing to find. */
  exclude: /^(?!.*(\d).*\1)\d{1,9}$/,
  region: /^\d{6}$/,
} as const;

export const MAX_PRICE_FEN = 100_000_000;

export type OperatorFilter = typeof FEATURED_OPERATOR_VALUE | OperatorCode;
export const OPERATOR_FILTERS: readonly OperatorFilter[] = [FEATURED_OPERATOR_VALUE, ...OPERATOR_CODES];

export type NumberSort = NonNullable<QueryOf<typeof numberList>['sort']>;
export const NUMBER_SORTS = ['default', 'priceAsc', 'priceDesc'] as const satisfies readonly NumberSort[];

/** The ways to search by digits; the head search uses one at a time. */
export const SEARCH_MODES = ['positions', 'contains', 'startsWith', 'endsWith'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
/** The modes typed as one run of digits. */
export type TextSearchMode = Exclude<SearchMode, 'positions'>;
export const TEXT_SEARCH_MODES: readonly TextSearchMode[] = ['contains', 'startsWith', 'endsWith'];
/** The longest text each mode's rule allows, for the input's maxLength. */
export const SEARCH_MAX_LENGTH: Record<TextSearchMode, number> = { contains: 11, startsWith: 11, endsWith: 10 };

/** Eleven boxes, each a digit or `_` for any digit. */
export const POSITION_COUNT = 11;
export const ANY_DIGIT = '_';
