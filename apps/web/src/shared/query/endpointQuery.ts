import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiName, DataOf, EndpointOf } from '@shop/contract';
import { call, type CallArgs, type CallOptions } from '../request';
import { endpointKey } from './keys';

type Data<N extends ApiName> = DataOf<EndpointOf<N>>;
type Input<N extends ApiName> = CallArgs<EndpointOf<N>>[0];

/**
 * The one way to read server data: `useQuery(endpointQuery('aboutText', { query }))`.
 * The request is cancelled when nobody waits for it any more.
 */
export function endpointQuery<N extends ApiName>(name: N, input?: Input<N>, options: CallOptions = {}) {
  return queryOptions<Data<N>>({
    queryKey: endpointKey(name, input),
    queryFn: ({ signal }) => (call as (n: N, i: Input<N>, o: CallOptions) => Promise<Data<N>>)(name, input, { ...options, signal }),
  });
}

interface PageAnswer {
  page: number;
  hasMore: boolean;
}

/**
 * The one way to read a paged list: `useInfiniteQuery(endpointPages('orderList', { query }))`.
 * Pages are asked for by number from 1; the answer's `hasMore` says whether another follows.
 */
export function endpointPages<N extends ApiName>(name: N, input?: Input<N>, options: CallOptions = {}) {
  const base = (input ?? {}) as { query?: Record<string, unknown> };
  return infiniteQueryOptions({
    queryKey: [...endpointKey(name, input), 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      (call as (n: N, i: unknown, o: CallOptions) => Promise<Data<N>>)(name, { ...base, query: { ...base.query, page: pageParam } }, { ...options, signal }),
    getNextPageParam: (last: Data<N>) => {
      const page = last as unknown as PageAnswer;
      return page.hasMore ? page.page + 1 : undefined;
    },
  });
}
