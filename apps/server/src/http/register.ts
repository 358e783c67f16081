import { type ApiName, type BuiltApiName, CatalogueMessage, Code, type Endpoint, type EndpointOf, endpointsByName, isNotOpen, type Locale } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BusinessError } from '../errors';
import { sendData } from './answer';
import { localeOf, type RequestContext } from './context';
import type { CardUser, Promoter, PromoterRule, ShopUser } from '../identity';
import type { EndpointInput, Handlers } from './handler';
import { promoCodePlace, promoterRuleOf } from './promoter';
import { checkHeaderText, queryValidator, validatePart } from './validation';

/** How callers are identified on endpoints that need more than `public` access. */
export interface Identities {
  /** The shop user behind an order-session token, or null when it names no live session. */
  shopUser(token: string): Promise<ShopUser | null>;
  /** The card behind a card-session token, or null when it names no live session. */
  cardUser(token: string): Promise<CardUser | null>;
  /** The promoter a promo code (absent: none given) comes to under the endpoint's rule; throws where the rule has none. */
  promoter(promoCode: string | undefined, rule: PromoterRule): Promise<Promoter | undefined>;
}

/** A handler's input; the context (or the locale alone) is read from the request only if the handler asks for it. */
class Input {
  constructor(
    readonly query: unknown,
    readonly body: unknown,
    readonly shop: ShopUser | undefined,
    readonly card: CardUser | undefined,
    readonly promoter: Promoter | undefined,
    private readonly request: FastifyRequest,
  ) {}

  get context(): RequestContext {
    return this.request.context;
  }

  /** The request's locale alone, without reading the rest of its context. */
  get locale(): Locale {
    return localeOf(this.request);
  }
}

const rawQueryOf = (url: string): string => {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
};

/** Code 61 with the catalogue's text: the client sends the user to the order login page. */
const sessionExpired = (): BusinessError => new BusinessError(Code.sessionExpired, CatalogueMessage.sessionExpired);

const shopUserOf = async (request: FastifyRequest, identities: Identities): Promise<ShopUser> => {
  const token = request.context.orderSessionId;
  const user = token === undefined ? null : await identities.shopUser(token);
  if (!user) throw sessionExpired();
  return user;
};

/** Code 34061 with the catalogue's text: the client sends the holder to the card login page. */
const cardSessionExpired = (): BusinessError => new BusinessError(Code.cardSessionExpired, CatalogueMessage.sessionExpired);

/** A live card session whose card is the one the card-number header names. */
const cardUserOf = async (request: FastifyRequest, identities: Identities): Promise<CardUser> => {
  const { cardToken, simNo } = request.context;
  const card = cardToken === undefined ? null : await identities.cardUser(cardToken);
  if (!card || simNo?.trim().toUpperCase() !== card.simNo) throw cardSessionExpired();
  return card;
};

/** The promo code a request gives, read from the part the endpoint takes it in (already parsed there). */
const promoCodeIn = (part: unknown): string | undefined => {
  const code: unknown = typeof part === 'object' && part !== null && 'promoCode' in part ? part.promoCode : undefined;
  return typeof code === 'string' ? code : undefined;
};

/** The one handler of every endpoint not built yet: code 40001 with the catalogue's text. */
const notOpenYet = (): Promise<never> => Promise.reject(new BusinessError(Code.moduleClosed, CatalogueMessage.moduleClosed));

const registerEndpoint = (app: FastifyInstance, name: ApiName, handler: (input: Input) => Promise<unknown>, identities: Identities): void => {
  const endpoint: Endpoint = endpointsByName[name];
  const validateQuery = queryValidator(endpoint.query);
  const place = promoCodePlace(name);
  const rule = promoterRuleOf(name);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      // The headers identities are read from hold only text the databases can keep.
      checkHeaderText(request.headers);
      // Who is asking is settled before what is asked is read.
      const shop = endpoint.access === 'shop' ? await shopUserOf(request, identities) : undefined;
      const card = endpoint.access === 'card' ? await cardUserOf(request, identities) : undefined;
      const query = validateQuery(rawQueryOf(request.url), request.query);
      const body = validatePart(endpoint.body, request.body, 'body');
      const promoter = rule && (await identities.promoter(promoCodeIn(place === 'query' ? query : body), rule));
      return sendData(reply, await handler(new Input(query, body, shop, card, promoter, request)));
    },
  });
};

/** A built endpoint's handler, taking the input the route assembled from that endpoint's own schemas and rules. */
const builtHandler = <N extends BuiltApiName>(handlers: Handlers, name: N) => (input: Input): Promise<unknown> =>
  // Query and body were parsed by this endpoint's schemas; `shop`, `card` and `promoter` are set exactly where its access and rule say.
  handlers[name](input as unknown as EndpointInput<EndpointOf<N>, N>);

/** Registers every endpoint of the contract: the built ones with their handlers, the rest answering 40001. */
export const registerEndpoints = (app: FastifyInstance, handlers: Handlers, identities: Identities): void => {
  for (const name of Object.keys(endpointsByName) as ApiName[]) {
    registerEndpoint(app, name, isNotOpen(name) ? notOpenYet : builtHandler(handlers, name), identities);
  }
};
