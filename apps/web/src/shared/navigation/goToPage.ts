import { isTabPage, parsePageUrl } from '@shop/contract';
import { navigateTo, redirectTo, reLaunch, switchTab } from './index';
import { shopLink } from './shopLink';

const methods = { navigate: navigateTo, redirect: redirectTo, reLaunch };

/**
 * Goes to a page of the shop: a tab page by switching tabs (it takes no query), any other the
 * way asked, carrying the visitor's promoter and campaign parameters (spec 2).
 */
export function goToPage(url: string, how: keyof typeof methods): Promise<void> {
  return isTabPage(parsePageUrl(url).path) ? switchTab({ url }) : methods[how]({ url: shopLink(url) });
}
