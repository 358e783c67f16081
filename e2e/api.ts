import { api, type ApiName, type BodyOf, type DataOf, type EndpointOf, endpointsByName, type Envelope, type QueryOf, stringifyQuery } from '@shop/contract';
import { anOrder, type OrderCreateBody } from '../apps/server/src/seed/factories';

/** What one call sends: the endpoint's query and body, typed by its contract entry. */
export interface CallOf<N extends ApiName> {
  query?: QueryOf<EndpointOf<N>>;
  body?: BodyOf<EndpointOf<N>>;
  /** Headers of a session beside the call's own: a card's number and token, for a card call. */
  headers?: Record<string, string>;
}

/** A buyer of the order form: who they are, as the factory's buyer with a mobile of their own. */
export type Buyer = Partial<Omit<OrderCreateBody['buyer'], 'smsCode'>> & { mobile: string };

const isEnvelope = (answer: unknown): answer is Envelope<unknown> =>
  typeof answer === 'object' && answer !== null && 'code' in answer && typeof answer.code === 'number' && 'message' in answer && typeof answer.message === 'string' && 'data' in answer;

/** A refusal answered to a call: the endpoint, its code and message. */
export class Refused extends Error {
  override readonly name = 'Refused';

  constructor(
    readonly endpoint: ApiName,
    readonly code: number,
    message: string,
  ) {
    super(`${endpoint}: ${code} ${message}`);
  }
}

/**
 * The product's API as a test calls it beside the browser, typed by the contract's api table:
 * the data of a code-0 answer, checked by the endpoint's data schema, or a `Refused` throw.
 */
export function shopApi(baseUrl: string) {
  async function call<N extends ApiName>(name: N, request: CallOf<N> = {}): Promise<DataOf<EndpointOf<N>>> {
    const { method, path } = api[name];
    const query = request.query === undefined ? '' : stringifyQuery(request.query as Record<string, unknown>);
    const response = await fetch(`${baseUrl}${path}${query ? `?${query}` : ''}`, {
      method,
      headers: { ...request.headers, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const answer: unknown = await response.json();
    if (!isEnvelope(answer)) throw new Error(`${name} answered ${response.status} with no envelope: ${JSON.stringify(answer).slice(0, 200)}`);
    if (answer.code !== 0) throw new Refused(name, answer.code, answer.message);
    // The parse's output is DataOf<EndpointOf<N>> by definition; TypeScript cannot follow a generic N into the table.
    return endpointsByName[name].data.parse(answer.data) as DataOf<EndpointOf<N>>;
  }

  /** The latest code the sandbox SMS provider sent to `mobile`, as the buyer reads it on their phone. */
  async function smsCode(mobile: string): Promise<string> {
    const [latest] = await call('devSmsOutbox', { query: { mobile } });
    if (!latest) throw new Error(`no code was sent to ${mobile}`);
    return latest.code;
  }

  /**
   * A buyer ordering `number` through the API, as the order form does: the factory's order with
   * the code really sent to the buyer's mobile. Ordering logs the buyer in.
   */
  async function orderNumber(number: string, buyer: Buyer): Promise<DataOf<EndpointOf<'orderCreate'>>> {
    await call('sendCode', { body: { mobile: buyer.mobile } });
    const body = anOrder({ item: { kind: 'number', number }, buyer: { ...buyer, smsCode: await smsCode(buyer.mobile) } });
    return call('orderCreate', { body });
  }

  return { call, smsCode, orderNumber };
}

export type ShopApi = ReturnType<typeof shopApi>;
