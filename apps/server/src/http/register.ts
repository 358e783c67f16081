import { type ApiName, type Endpoint, type EndpointOf, endpointsByName } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendData } from './answer';
import type { RequestContext } from './context';
import type { EndpointInput, Handlers } from './handler';
import { queryValidator, validatePart } from './validation';

/** A handler's input; the context is read from the request only if the handler asks for it. */
class Input {
  constructor(
    readonly query: unknown,
    readonly body: unknown,
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

const registerEndpoint = <N extends ApiName>(app: FastifyInstance, name: N, handler: Handlers[N]): void => {
  const endpoint: Endpoint = endpointsByName[name];
  const validateQuery = queryValidator(endpoint.query);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const query = validateQuery(rawQueryOf(request.url), request.query);
      const body = validatePart(endpoint.body, request.body, 'body');
      // Both parts were just parsed by this endpoint's own schemas, so they have its types.
      const input = new Input(query, body, request) as EndpointInput<EndpointOf<N>>;
      return sendData(reply, await handler(input));
    },
  });
};

/** Registers every endpoint of the contract, each with its handler. */
export const registerEndpoints = (app: FastifyInstance, handlers: Handlers): void => {
  for (const name of Object.keys(endpointsByName) as ApiName[]) registerEndpoint(app, name, handlers[name]);
};
