import { findPage, isTabPage, ORDER_LIST_PATH, ORDER_LOGIN_PATH, pageUrl, parsePageUrl, type ShopSession } from '@shop/contract';
import { redirectTo, switchTab } from '../../../lib/navigation';
import { shopLink } from '../../../lib/navigation/shopLink';

/**
 * Where the user goes once logged in: the page that sent them here (`redirect`, a page of
 * the route table only, never the login again), else the one order the session was opened
 * for, else the order list. The login page is replaced, so Back does not return to it.
 */
function pageAfterLogin(redirect: string | undefined, session: ShopSession): string {
  const path = redirect ? parsePageUrl(redirect).path : '';
  if (redirect && findPage(path) && path !== ORDER_LOGIN_PATH) return redirect;
  return session.orderSn ? pageUrl(ORDER_LIST_PATH, { orderSn: session.orderSn }) : ORDER_LIST_PATH;
}

export function goAfterLogin(redirect: string | undefined, session: ShopSession): Promise<void> {
  const url = pageAfterLogin(redirect, session);
  return isTabPage(parsePageUrl(url).path) ? switchTab({ url }) : redirectTo({ url: shopLink(url) });
}
