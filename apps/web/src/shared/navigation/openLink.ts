import { isLink, pageUrl, WEBVIEW_PATH } from '@shop/contract';
import { showToast } from '../popups';
import { goToPage } from './goToPage';
import { navigateTo, type PageLink } from './index';
import { ownShopPage } from './ownSite';

/**
 * Opens a link: a shop page (a page path, or the shop's own address for it) in the app, a tab
 * page as a tab; any other web address in the web view. A link written in the code must be a
 * page of the route table (see PageLink).
 */
export async function openLink<L extends string>(link: PageLink<L>): Promise<void> {
  try {
    const page = isLink(link) ? ownShopPage(link) : link;
    if (page === undefined) return await navigateTo({ url: pageUrl(WEBVIEW_PATH, { url: link }) });
    return await goToPage(page, 'navigate');
  } catch (error) {
    await showToast(error instanceof Error ? error.message : String(error));
  }
}
