import { findPage, pageUrl, parsePageUrl, type PagePath, type PageUrl } from '@shop/contract';

/**
 * The in-shop page a `redirect` query names, rebuilt from its path and query: only a page path
 * of the route table counts (never a whole address, a '//host' address or a script), and never
 * `except`, the page reading it, so it cannot send the visitor back there. Undefined otherwise.
 */
export function safeRedirect(redirect: string | undefined, except?: PagePath): PageUrl | undefined {
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return undefined;
  const { path, query } = parsePageUrl(redirect);
  const page = findPage(path);
  return page && page.path !== except ? pageUrl(page.path, query) : undefined;
}
