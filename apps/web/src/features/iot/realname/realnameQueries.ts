import { useQuery } from '@tanstack/react-query';
import { AUTH_STATUS, type RealnameRequest, type RealnameState } from '@shop/contract';
import { cardQuery, useCardNumber } from '../session';

/** How often a page waiting for the operator's verdict asks again. */
export const POLL_MS = 2000;

const isLive = (request: RealnameRequest | null): boolean => request?.status === 'opened' || request?.status === 'reviewing';

/** The card's real-name state; polled while `waitingFor` (a request the holder came back from) is still being checked. */
export function useRealnameState(waitingFor?: string) {
  const query = cardQuery('realnameState', useCardNumber());
  return useQuery({
    ...query,
    refetchInterval: (current) => {
      const official = current.state.data?.official ?? null;
      return waitingFor && official?.requestSn === waitingFor && isLive(official) ? POLL_MS : false;
    },
  });
}

export const officialVerified = (state: RealnameState): boolean => !state.needAuth && state.authStatus === AUTH_STATUS.verified;
export const platformVerified = (state: RealnameState): boolean => !state.needPlatformAuth && state.authPlatformStatus === AUTH_STATUS.verified;
/** Whether the card has a platform real-name to show: it needs one, has a kind set, or has tried one. */
export const hasPlatformAuth = (state: RealnameState): boolean => state.needPlatformAuth || state.platformAuthType > 0 || state.platform !== null;
