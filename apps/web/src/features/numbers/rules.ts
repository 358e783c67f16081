import { FEATURED_OPERATOR_VALUE, OPERATOR_CODES, type OperatorCode } from '@shop/contract';

// The field rules and limits themselves are the contract's (NumberFieldRule, MAX_PRICE_FEN,
// NUMBER_SORTS); these are how the search screens offer them.

export type OperatorFilter = typeof FEATURED_OPERATOR_VALUE | OperatorCode;
export const OPERATOR_FILTERS: readonly OperatorFilter[] = [FEATURED_OPERATOR_VALUE, ...OPERATOR_CODES];

/** The ways to search by digits; the head search uses one at a time. */
export const SEARCH_MODES = ['positions', 'contains', 'startsWith', 'endsWith'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
/** The modes typed as one run of digits. */
export type TextSearchMode = Exclude<SearchMode, 'positions'>;
export const TEXT_SEARCH_MODES: readonly TextSearchMode[] = ['contains', 'startsWith', 'endsWith'];

/** Eleven boxes, each a digit or `_` for any digit. */
export const POSITION_COUNT = 11;
export const ANY_DIGIT = '_';
