// The number search's field rules and limits, without zod: the contract's schema and the
// browser (which does not load zod) both read them from here.

/** A GB/T 2260 region code: six digits. */
export const REGION_CODE_PATTERN = /^\d{6}$/;

export const NumberFieldRule = {
  /** The 11-box search: a digit where it must be, `_` where any digit will do; at least one digit. */
  positions: /^(?=.*\d)[\d_]{11}$/,
  contains: /^\d{1,11}$/,
  startsWith: /^1\d{0,10}$/,
  endsWith: /^\d{1,10}$/,
  /** 1 to 9 different digits: excluding all ten would leave nothing to find. */
  exclude: /^(?!.*(\d).*\1)\d{1,9}$/,
  region: REGION_CODE_PATTERN,
  /** "Another batch": the token an answer gave, passed back. */
  batch: /^[A-Za-z0-9_-]{1,64}$/,
} as const;

/**
 * A digit field as a buyer may type it: full-width digits and underscores (Chinese phone
 * keyboards) read as ASCII, spaces and dashes (`138-1234 5678`) dropped. The server and the
 * page both read fields through this before checking them.
 */
export const normaliseDigits = (text: string): string =>
  text.replace(/[\uff10-\uff19\uff3f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0)).replace(/[\s\-\u2010-\u2015\u2212\uff0d\u3000]/g, '');

/** The excluded digits, each once and in order (`944` is `49`). */
export const normaliseExclude = (text: string): string => [...new Set(normaliseDigits(text))].sort().join('');

/** The deepest page of a number search: every page of the largest pool, at 20 a page. */
export const MAX_NUMBER_PAGE = 1_000_000;

/** The highest price a search may name, in fen (one million yuan). */
export const MAX_PRICE_FEN = 100_000_000;

/** How the number list may be sorted. */
export const NUMBER_SORTS = ['default', 'priceAsc', 'priceDesc'] as const;
export type NumberSort = (typeof NUMBER_SORTS)[number];

