import { isLink, isTabPage, pageUrl, parsePageUrl } from '@shop/contract';
import { showToast } from '../popups';
import { navigateTo, switchTab } from './index';
import { shopLink } from './shopLink';

const WEBVIEW_PATH = '/pages/webview/index';

/** Opens a configured link: a web address in the web view, a tab page as a tab, any other page on top. */
export async function openLink(link: string): Promise<void> {
  try {
    if (isLink(link)) return await navigateTo({ url: pageUrl(WEBVIEW_PATH, { url: link }) });
    const { path } = parsePageUrl(link);
    if (isTabPage(path)) return await switchTab({ url: path });
    return await navigateTo({ url: shopLink(link) });
  } catch (error) {
    await showToast(error instanceof Error ? error.message : String(error));
  }
}
