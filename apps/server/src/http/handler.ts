import type { ApiName, DataOf, EndpointOf, ParsedBodyOf, ParsedQueryOf } from '@shop/contract';
import type { PreparedAnswer } from './answer';
import type { RequestContext } from './context';

/** What a handler receives: query and body already checked against the endpoint's schemas. */
export interface EndpointInput<E> {
  /** Shared by every request with the same query text, and frozen: read it, never change it. */
  query: Readonly<ParsedQueryOf<E>>;
  body: ParsedBodyOf<E>;
  context: RequestContext;
}

export type EndpointHandler<E> = (input: EndpointInput<E>) => Promise<DataOf<E> | PreparedAnswer<DataOf<E>>>;

/** One handler for every endpoint of the contract; a missing one does not compile. */
export type Handlers = { [N in ApiName]: EndpointHandler<EndpointOf<N>> };
