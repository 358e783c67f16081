import { pageUrl, type PagePath, type PageUrl } from '@shop/contract';

/**
 * The screens of the vanity-number search: each reads and writes the same filter query, so a
 * screen closing hands its filters to whichever of them it was opened from.
 */
export const SEARCH_SCREENS = [
  '/pages/index/VanityNumber/index',
  '/pages/index/VanityNumber/index_mp',
  '/pages/index/VanityNumber/HeadSearch/index',
  '/pages/index/VanityNumber/FilterSearch/index',
  '/pages/index/VanityNumber/fullPopup',
  '/pages/index/VanityNumber/morePopup',
  '/pages/index/VanityNumber/menus',
] as const satisfies readonly PagePath[];

/** The page where a number is reserved, by its id and number. */
export const reserveUrl = ({ id, number }: { id: number; number: string }): PageUrl => pageUrl('/pages/goods/pretty/index', { id, number });
