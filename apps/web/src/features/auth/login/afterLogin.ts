import { ORDER_LIST_PATH, ORDER_LOGIN_PATH, pageUrl, type ShopSession } from '@shop/contract';
import { goToPage } from '../../../shared/navigation/goToPage';
import { safeRedirect } from '../../../shared/navigation/redirect';

/**
 * Where the user goes once logged in: the in-shop page that sent them here (`redirect`, never
 * the login again), else the one order the session was opened for, else the order list. The
 * login page is replaced, so Back does not return to it.
 */
function pageAfterLogin(redirect: string | undefined, session: ShopSession): string {
  const page = safeRedirect(redirect, ORDER_LOGIN_PATH);
  if (page) return page;
  return session.orderSn ? pageUrl(ORDER_LIST_PATH, { orderSn: session.orderSn }) : ORDER_LIST_PATH;
}

export function goAfterLogin(redirect: string | undefined, session: ShopSession): Promise<void> {
  return goToPage(pageAfterLogin(redirect, session), 'redirect');
}
