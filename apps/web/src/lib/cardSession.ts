import { CARD_LOGIN_PATH } from '@shop/contract';
import { useIotStore } from '../stores/iot';
import { reLaunch } from './navigation';
import { call } from './request';

/** The card holder's session: the card number rides in the sim-no header, its token beside it. */
export function startCardSession(session: { simNo: string; token: string }): void {
  useIotStore.getState().login(session.simNo, session.token);
}

/**
 * Ends the session on the server, and here even when the server could not be reached; the
 * recent card numbers stay for the next login. Then the card login page, with nothing to go back to.
 */
export async function logoutCard(): Promise<void> {
  try {
    if (useIotStore.getState().cardToken) await call('simLogout');
  } catch {
    // The request helper has told the user; the token expires on the server by itself.
  }
  // Cleared first: pages passed on the way (reLaunch goes back through the stack) ask nothing without a card.
  useIotStore.getState().logout();
  await reLaunch({ url: CARD_LOGIN_PATH });
}
