import { pageUrl, withPageQuery, type PagePath, type PageQuery } from '@shop/contract';
import { history, navigateBack, navigateTo, redirectTo } from './index';

/**
 * Shows the current page with `query` in place of its own, without a new history entry: a
 * filter change should be shareable and survive a reload, but "back" should leave the page.
 */
export async function replaceQuery(query: PageQuery): Promise<void> {
  const { path, href } = history.location();
  const url = withPageQuery(path, query);
  if (url !== href) await redirectTo({ url });
}

export interface ReturnOptions {
  /** The pages that take the query as theirs when they are the one below. */
  accepts: readonly string[];
  /** Opened with the query when the page below is not one of them, or there is none. */
  fallback: PagePath;
}

/**
 * Closes the current screen and gives its result to the page it was opened from (a picker
 * handing its choice back to the search): `update` turns that page's query into its new one.
 * A screen opened on its own, from a shared link, becomes the fallback page instead.
 */
export async function returnWithQuery(update: (below: Record<string, string>) => PageQuery, { accepts, fallback }: ReturnOptions): Promise<void> {
  if (history.port.depth() <= 1) {
    await redirectTo({ url: pageUrl(fallback, update({})) });
    return;
  }
  await navigateBack();
  const below = history.location();
  if (accepts.includes(below.path)) await replaceQuery(update(below.query));
  else await navigateTo({ url: pageUrl(fallback, update({})) });
}
