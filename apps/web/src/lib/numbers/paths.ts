import { pageUrl, VANITY_SEARCH_PATH } from '@shop/contract';

/** The screens of the vanity-number search; each reads and writes the same filter query. */
export const VanityPath = {
  search: VANITY_SEARCH_PATH,
  searchMp: '/pages/index/VanityNumber/index_mp',
  headSearch: '/pages/index/VanityNumber/HeadSearch/index',
  filters: '/pages/index/VanityNumber/FilterSearch/index',
  region: '/pages/index/VanityNumber/fullPopup',
  more: '/pages/index/VanityNumber/morePopup',
  patterns: '/pages/index/VanityNumber/menus',
} as const;

export const VANITY_PATHS: readonly string[] = Object.values(VanityPath);

/** The page where a number is reserved. */
export const NUMBER_RESERVE_PATH = '/pages/goods/pretty/index';

export const reserveUrl = ({ id, number }: { id: number; number: string }): string => pageUrl(NUMBER_RESERVE_PATH, { id, number });
