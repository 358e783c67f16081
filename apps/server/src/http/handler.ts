import type { AccessOf, BuiltApiName, DataOf, EndpointOf, Locale, ParsedBodyOf, ParsedQueryOf } from '@shop/contract';
import type { CardUser, ShopUser } from '../identity';
import type { PreparedAnswer } from './answer';
import type { RequestContext } from './context';
import type { PromoterOf } from './promoter';

/** What a handler receives: query and body already checked against the endpoint's schemas. */
export interface EndpointInput<E, N extends BuiltApiName = BuiltApiName> {
  /** Shared by every request with the same query text, and frozen: read it, never change it. */
  query: Readonly<ParsedQueryOf<E>>;
  body: ParsedBodyOf<E>;
  context: RequestContext;
  /** The locale to answer in, as `context.locale`, read without the rest of the context (a cheap path for hot endpoints). */
  locale: Locale;
  /** The buyer behind the order-session header, resolved before the handler runs on `shop` endpoints. */
  shop: AccessOf<E> extends 'shop' ? ShopUser : undefined;
  /** The card behind the card-session headers, resolved before the handler runs on `card` endpoints. */
  card: AccessOf<E> extends 'card' ? CardUser : undefined;
  /** The promoter the request's promo code comes to, resolved once before the handler runs (see http/promoter.ts). */
  promoter: PromoterOf<N>;
}

export type EndpointHandler<E, N extends BuiltApiName = BuiltApiName> = (input: EndpointInput<E, N>) => Promise<DataOf<E> | PreparedAnswer<DataOf<E>>>;

/** One handler for every built endpoint of the contract; a missing one does not compile (the rest answer 40001). */
export type Handlers = { [N in BuiltApiName]: EndpointHandler<EndpointOf<N>, N> };
