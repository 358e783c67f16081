import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AUTH_STATUS, type RealnameRequest, type RealnameState } from '@shop/contract';
import { cardQuery, useCardNumber } from '../session';

/** How often a page waiting for the operator's verdict asks again. */
export const POLL_MS = 2000;

const isReviewing = (request: RealnameRequest | null, waitingFor: string | undefined): boolean =>
  waitingFor !== undefined && request?.requestSn === waitingFor && request.status === 'reviewing';

/** How long a page asks before it says the check is taking longer and leaves the next ask to the holder. */
export const POLL_LIMIT_MS = 2 * 60_000;

/** The card's real-name state; polled while `waitingFor` (a request the holder came back from) is under review and `poll` allows. */
export function useRealnameState(waitingFor?: string, poll = true) {
  return useQuery({
    ...cardQuery('realnameState', useCardNumber()),
    refetchInterval: (current) => (poll && isReviewing(current.state.data?.official ?? null, waitingFor) ? POLL_MS : false),
  });
}

/** The state of a request the holder came back from: polled for at most POLL_LIMIT_MS, then left to the holder's 重新查询. */
export function useAwaitedVerdict(requestSn: string | undefined) {
  const [gaveUp, setGaveUp] = useState(false);
  const state = useRealnameState(requestSn, !gaveUp);
  const reviewing = isReviewing(state.data?.official ?? null, requestSn);
  useEffect(() => {
    if (!reviewing || gaveUp) return undefined;
    const timer = setTimeout(() => setGaveUp(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [reviewing, gaveUp]);
  const askAgain = () => {
    setGaveUp(false);
    void state.refetch();
  };
  return { state, gaveUp: gaveUp && reviewing, askAgain };
}

export const officialVerified = (state: RealnameState): boolean => !state.needAuth && state.authStatus === AUTH_STATUS.verified;
export const platformVerified = (state: RealnameState): boolean => !state.needPlatformAuth && state.authPlatformStatus === AUTH_STATUS.verified;
/** Whether the card has a platform real-name to show: it needs one, has a kind set, or has tried one. */
export const hasPlatformAuth = (state: RealnameState): boolean => state.needPlatformAuth || state.platformAuthType > 0 || state.platform !== null;
