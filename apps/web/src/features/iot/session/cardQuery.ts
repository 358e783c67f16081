import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiName, DataOf, EndpointOf } from '@shop/contract';
import { endpointKey } from '../../../shared/query';
import { call, type CallArgs, type CallOptions } from '../../../shared/request';
import { useIotStore } from '../../../stores/iot';

type Input<N extends ApiName> = CallArgs<EndpointOf<N>>[0];
type Data<N extends ApiName> = DataOf<EndpointOf<N>>;

interface CardPart {
  card: string;
}

const isCardPart = (part: unknown): part is CardPart => typeof part === 'object' && part !== null && 'card' in part;

/** The logged-in card's number ('' without one): every card read is keyed by it. */
export const useCardNumber = (): string => useIotStore((state) => state.simNo);

/**
 * A read that answers for the session's card (the contract's access 'card'), here of the card
 * `simNo`. The card rides in a header, so it is part of the key too: a layout preview or another
 * login never shows one card's answer for another. Without a card nothing is asked (the server
 * could only answer that the session has ended). The page shows failures, so the request helper
 * keeps quiet.
 */
export function cardQuery<N extends ApiName>(name: N, simNo: string, input?: Input<N>) {
  return queryOptions<Data<N>>({
    queryKey: [...endpointKey(name, input), { card: simNo } satisfies CardPart],
    // The same call endpointQuery makes; `call` takes its input per endpoint, hence the cast.
    queryFn: ({ signal }) => (call as (n: N, i: Input<N>, o: CallOptions) => Promise<Data<N>>)(name, input, { hideError: true, signal }),
    enabled: simNo !== '',
  });
}

/** Drops every card read's answers, kept or persisted, when a card session starts or ends. */
export function forgetCardData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => isCardPart(query.queryKey.at(-1)) });
}
