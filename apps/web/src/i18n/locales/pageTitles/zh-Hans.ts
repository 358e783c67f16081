import { pageRoutes } from '@shop/contract';

/** A page's title in one locale, keyed by its Chinese title in the route table. */
export type PageTitles = Record<string, string>;

/** The route table's own titles: the spec writes them in Simplified Chinese. */
export const pageTitles: PageTitles = Object.fromEntries(pageRoutes.map(({ title }) => [title, title]));
