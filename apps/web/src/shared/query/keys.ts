import { api, type ApiName, type EndpointOf, type QueryOf } from '@shop/contract';
import { currentLocale } from '../../i18n';
import { useSessionStore } from '../../stores/session';

/**
 * The cache key of an endpoint's answer: its name, the promoter the request helper adds for
 * endpoints that take one, the locale the request helper sends (the server answers promoter
 * content and messages in it), and the input. Every query of the app is keyed this way, so a
 * mutation invalidates an endpoint by its name alone (`[name]`), a language switch asks again
 * instead of showing the other language's answer, and a persisted answer is shown only in its own.
 */
export function endpointKey<N extends ApiName>(name: N, input?: unknown): readonly unknown[] {
  const entry: { method: string; promoCode?: string } = api[name];
  const promoCode = entry.promoCode ? useSessionStore.getState().promoCode : undefined;
  const sender = { promoCode, locale: currentLocale() };
  return input === undefined ? [name, sender] : [name, sender, input];
}

export type QueryInput<N extends ApiName> = QueryOf<EndpointOf<N>>;
