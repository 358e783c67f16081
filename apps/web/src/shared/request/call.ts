import { api, type ApiName, type BodyOf, type DataOf, type EndpointOf, type QueryOf } from '@shop/contract';
import { useSessionStore } from '../../stores/session';
import { request, type RequestData, type RequestOptions } from './request';

/** An input part is forbidden when the endpoint has none, optional when all its fields are. */
type Part<K extends string, V> = unknown extends V
  ? { [P in K]?: undefined }
  : Partial<V> extends V
    ? { [P in K]?: V }
    : { [P in K]: V };

export type CallInput<E> = Part<'query', QueryOf<E>> & Part<'body', BodyOf<E>>;

export type CallOptions = Omit<RequestOptions, 'url' | 'method' | 'data' | 'query'>;

/** The input may be left out when nothing in it is required. */
export type CallArgs<E> =
  Partial<CallInput<E>> extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asData = (value: unknown): RequestData | undefined =>
  isRecord(value) || Array.isArray(value) || typeof value === 'string' ? value : undefined;

/** The session's promo code, where the endpoint takes one and the caller named none. */
function withPromoCode(where: 'query' | 'body' | undefined, part: 'query' | 'body', value: unknown): unknown {
  const promoCode = useSessionStore.getState().promoCode;
  if (where !== part || !promoCode) return value;
  if (value === undefined) return { promoCode };
  return isRecord(value) && value.promoCode === undefined ? { ...value, promoCode } : value;
}

/**
 * Calls a contract endpoint by name: typed query and body in, the endpoint's data out. The
 * server answers what the contract says (its tests check every answer against the schema),
 * so the browser does not load zod to check it again.
 */
export async function call<N extends ApiName>(name: N, ...[input, options]: CallArgs<EndpointOf<N>>): Promise<DataOf<EndpointOf<N>>> {
  const entry: { method: 'GET' | 'POST'; path: string; promoCode?: 'query' | 'body' } = api[name];
  const query = withPromoCode(entry.promoCode, 'query', input?.query);
  return request<DataOf<EndpointOf<N>>>({
    ...options,
    url: entry.path,
    method: entry.method,
    query: isRecord(query) ? query : undefined,
    data: asData(withPromoCode(entry.promoCode, 'body', input?.body)),
  });
}
