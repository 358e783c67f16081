import type { ShopSession } from '@shop/contract';
import { useSessionStore } from '../stores/session';
import { useUserStore } from '../stores/user';
import { call } from './request';

/**
 * The shop user's session: the server's token rides in the order-session header, and the
 * mobile (already masked by the server) marks the user as logged in. The full mobile is
 * never kept in the browser.
 */
export function startShopSession(session: ShopSession): void {
  useSessionStore.getState().setOrderSessionId(session.token);
  useUserStore.getState().setUser({ mobile: session.mobile });
}

function clearShopSession(): void {
  useSessionStore.getState().setOrderSessionId('');
  useUserStore.getState().logout();
}

/** Ends the session on the server, and here even when the server could not be reached. */
export async function logoutShop(): Promise<void> {
  try {
    if (useSessionStore.getState().orderSessionId) await call('shopLogout');
  } catch {
    // The request helper has told the user; the token expires on the server by itself.
  }
  clearShopSession();
}
