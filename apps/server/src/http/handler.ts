import type { AccessOf, ApiName, DataOf, EndpointOf, ParsedBodyOf, ParsedQueryOf } from '@shop/contract';
import type { PreparedAnswer } from './answer';
import type { RequestContext } from './context';

/** What a handler receives: query and body already checked against the endpoint's schemas. */
export interface EndpointInput<E> {
  /** Shared by every request with the same query text, and frozen: read it, never change it. */
  query: Readonly<ParsedQueryOf<E>>;
  body: ParsedBodyOf<E>;
  context: RequestContext;
  /** The buyer behind the order-session header, resolved before the handler runs on `shop` endpoints. */
  shop: AccessOf<E> extends 'shop' ? ShopUser : undefined;
  /** The card behind the card-session headers, resolved before the handler runs on `card` endpoints. */
  card: AccessOf<E> extends 'card' ? CardUser : undefined;
}

/** A shop user: the mobile an SMS-verified session is bound to. */
export interface ShopUser {
  sessionId: number;
  mobile: string;
  /** Set when the session was opened by order number: it sees that one order only. */
  orderSn: string | null;
}

/** A card holder: the SIM a card session was opened for. */
export interface CardUser {
  sessionId: number;
  simId: number;
  simNo: string;
}

export type EndpointHandler<E> = (input: EndpointInput<E>) => Promise<DataOf<E> | PreparedAnswer<DataOf<E>>>;

/** One handler for every endpoint of the contract; a missing one does not compile. */
export type Handlers = { [N in ApiName]: EndpointHandler<EndpointOf<N>> };
