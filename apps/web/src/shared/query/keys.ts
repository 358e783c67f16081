import { api, type ApiName, type EndpointOf, type QueryOf } from '@shop/contract';
import { useSessionStore } from '../../stores/session';

/**
 * The cache key of an endpoint's answer: its name, the promoter the request helper adds for
 * endpoints that take one, and the input. Every query of the app is keyed this way, so a
 * mutation invalidates an endpoint by its name alone (`[name]`).
 */
export function endpointKey<N extends ApiName>(name: N, input?: unknown): readonly unknown[] {
  const entry: { method: string; promoCode?: string } = api[name];
  const promoCode = entry.promoCode ? useSessionStore.getState().promoCode : undefined;
  return input === undefined ? [name, { promoCode }] : [name, { promoCode }, input];
}

export type QueryInput<N extends ApiName> = QueryOf<EndpointOf<N>>;
