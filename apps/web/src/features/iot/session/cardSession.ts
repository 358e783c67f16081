import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CARD_LOGIN_PATH } from '@shop/contract';
import { useIotStore } from '../../../stores/iot';
import { reLaunch } from '../../../shared/navigation';
import { call } from '../../../shared/request';
import { forgetCardData } from './cardQuery';

/**
 * The card holder's session: the card number rides in the sim-no header, its token beside it.
 * What an earlier card was answered is dropped, so the new card never sees it.
 */
export function startCardSession(session: { simNo: string; token: string }, client: QueryClient): void {
  useIotStore.getState().login(session.simNo, session.token);
  forgetCardData(client);
}

/** Ends the card session here: the recent card numbers stay for the next login, the card's data goes. */
async function endCardSession(client: QueryClient): Promise<void> {
  // Cleared first: pages passed on the way (reLaunch goes back through the stack) ask nothing without a card.
  useIotStore.getState().logout();
  forgetCardData(client);
  await reLaunch({ url: CARD_LOGIN_PATH });
}

/**
 * Logging out: ends the session on the server, and here even when the server could not be
 * reached (the request helper has told the holder; the token expires by itself). Then the
 * card login page, with nothing to go back to.
 */
export function useCardLogout(): () => Promise<void> {
  const client = useQueryClient();
  const logout = useMutation({
    mutationFn: async () => {
      if (useIotStore.getState().cardToken) await call('simLogout');
    },
    onSettled: () => endCardSession(client),
  });
  return async () => {
    await logout.mutateAsync().catch(() => undefined);
  };
}
