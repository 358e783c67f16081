import { ROOT_PATH, SHOP_BASE_PATH, shopPathOf } from '@shop/contract';
import { safeRedirect } from './redirect';

/** A web link (isLink) to the site the shop itself is served from. */
export const isOwnSite = (link: string): boolean => new URL(link).origin === location.origin;

/**
 * The in-app page of an address of the shop's page on its own site, whole or as a path
 * ('https://<this site>/shop/#/pages/x?y=1' or '/shop/#/pages/x?y=1' -> '/pages/x?y=1'), when
 * the route table has it; undefined for another site, another path of this one, or an unknown page.
 */
export function ownShopPage(address: string): string | undefined {
  const inShop = shopPathOf(address, location.origin);
  if (inShop === undefined) return undefined;
  const { pathname, hash } = new URL(inShop, location.origin);
  return pathname === SHOP_BASE_PATH ? safeRedirect(hash.slice(1) || ROOT_PATH) : undefined;
}
