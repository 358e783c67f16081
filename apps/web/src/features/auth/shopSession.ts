import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BodyOf, EndpointOf, ShopSession } from '@shop/contract';
import { useSessionStore } from '../../stores/session';
import { useUserStore } from '../../stores/user';
import { call } from '../../shared/request';

interface BuyerPart {
  buyer: true;
}

const BUYER: BuyerPart = { buyer: true };

const isBuyerPart = (part: unknown): part is BuyerPart => typeof part === 'object' && part !== null && 'buyer' in part;

/**
 * The key of a read only the logged-in buyer may see (their orders), marked so that it goes from
 * the cache when a session starts or ends, whichever feature reads it. The mark keeps the key's type.
 */
export const buyerKey = <K extends readonly unknown[]>(key: K): K => [...key, BUYER] as unknown as K;

const forgetBuyerData = (client: QueryClient): void => {
  client.removeQueries({ predicate: (query) => isBuyerPart(query.queryKey.at(-1)) });
};

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

/**
 * `useLogout().mutate()`: ends the session, here even when the server could not be reached,
 * and drops the buyer's orders from the cache so the next user of the phone cannot see them.
 */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logoutShop,
    onSettled: () => forgetBuyerData(client),
  });
}

/** `useLogin().mutateAsync(body)`: logs in by SMS code (or order number), the last buyer's orders forgotten. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    // A refusal (wrong or expired code) is shown beside the form, not toasted.
    mutationFn: (body: BodyOf<EndpointOf<'shopLogin'>>) => call('shopLogin', { body }, { hideError: true }),
    onSuccess: (session) => {
      forgetBuyerData(client);
      startShopSession(session);
    },
  });
}
