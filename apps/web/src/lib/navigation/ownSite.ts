import { ROOT_PATH, SHOP_BASE_PATH } from '@shop/contract';
import { safeRedirect } from './redirect';

/** A web link (isLink) to the site the shop itself is served from. */
export const isOwnSite = (link: string): boolean => new URL(link).origin === location.origin;

/**
 * The in-app page of a web link (isLink) to the shop on its own site
 * ('https://<this site>/shop/#/pages/x?y=1' -> '/pages/x?y=1'), when the route table has it;
 * undefined for another site, another path of this one, or an unknown page.
 */
export function ownShopPage(link: string): string | undefined {
  const url = new URL(link);
  if (url.origin !== location.origin || url.pathname !== SHOP_BASE_PATH) return undefined;
  return safeRedirect(url.hash.slice(1) || ROOT_PATH);
}
