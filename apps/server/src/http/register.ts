import { type ApiName, CatalogueText, Code, type Endpoint, type EndpointOf, endpointsByName } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BusinessError } from '../errors';
import { sendData } from './answer';
import type { RequestContext } from './context';
import type { CardUser, EndpointInput, Handlers, ShopUser } from './handler';
import { queryValidator, validatePart } from './validation';

/** How callers are identified on endpoints that need more than `public` access. */
export interface Identities {
  /** The shop user behind an order-session token, or null when it names no live session. */
  shopUser(token: string): Promise<ShopUser | null>;
  /** The card behind a card-session token, or null when it names no live session. */
  cardUser(token: string): Promise<CardUser | null>;
}

/** A handler's input; the context is read from the request only if the handler asks for it. */
class Input {
  constructor(
    readonly query: unknown,
    readonly body: unknown,
    readonly shop: ShopUser | undefined,
    readonly card: CardUser | undefined,
    private readonly request: FastifyRequest,
  ) {}

  get context(): RequestContext {
    return this.request.context;
  }
}

const rawQueryOf = (url: string): string => {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
};

/** Code 61 with the catalogue's text: the client sends the user to the order login page. */
const sessionExpired = (): BusinessError => new BusinessError(Code.sessionExpired, CatalogueText.sessionExpired);

const shopUserOf = async (request: FastifyRequest, identities: Identities): Promise<ShopUser> => {
  const token = request.context.orderSessionId;
  const user = token === undefined ? null : await identities.shopUser(token);
  if (!user) throw sessionExpired();
  return user;
};

/** Code 34061 with the catalogue's text: the client sends the holder to the card login page. */
const cardSessionExpired = (): BusinessError => new BusinessError(Code.cardSessionExpired, CatalogueText.sessionExpired);

/** A live card session whose card is the one the card-number header names. */
const cardUserOf = async (request: FastifyRequest, identities: Identities): Promise<CardUser> => {
  const { cardToken, simNo } = request.context;
  const card = cardToken === undefined ? null : await identities.cardUser(cardToken);
  if (!card || simNo?.trim().toUpperCase() !== card.simNo) throw cardSessionExpired();
  return card;
};

const registerEndpoint = <N extends ApiName>(app: FastifyInstance, name: N, handler: Handlers[N], identities: Identities): void => {
  const endpoint: Endpoint = endpointsByName[name];
  const validateQuery = queryValidator(endpoint.query);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      // Who is asking is settled before what is asked is read.
      const shop = endpoint.access === 'shop' ? await shopUserOf(request, identities) : undefined;
      const card = endpoint.access === 'card' ? await cardUserOf(request, identities) : undefined;
      const query = validateQuery(rawQueryOf(request.url), request.query);
      const body = validatePart(endpoint.body, request.body, 'body');
      // Both parts were just parsed by this endpoint's own schemas; `shop` and `card` are set exactly on their endpoints.
      const input = new Input(query, body, shop, card, request) as unknown as EndpointInput<EndpointOf<N>>;
      return sendData(reply, await handler(input));
    },
  });
};

/** Registers every endpoint of the contract, each with its handler. */
export const registerEndpoints = (app: FastifyInstance, handlers: Handlers, identities: Identities): void => {
  for (const name of Object.keys(endpointsByName) as ApiName[]) registerEndpoint(app, name, handlers[name], identities);
};
