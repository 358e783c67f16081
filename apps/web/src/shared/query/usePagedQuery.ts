import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface Page<T> {
  list: T[];
  hasMore: boolean;
}

export type PagedStatus = 'loading' | 'ready' | 'loadingMore' | 'refreshing' | 'failed';

/** A paged list as the list components show it. */
export interface Paged<T> {
  items: T[];
  status: PagedStatus;
  error: string;
  hasMore: boolean;
  loadMore(): void;
  /** Pull to refresh: settles once page 1 is in again. */
  refresh(): Promise<void>;
  retry(): void;
}

type PagesResult<T> = UseInfiniteQueryResult<InfiniteData<Page<T>, unknown>>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const statusOf = <T>(query: PagesResult<T>): PagedStatus => {
  if (query.isError && !query.isFetchNextPageError) return 'failed';
  if (query.isPending) return 'loading';
  if (query.isFetchingNextPage) return 'loadingMore';
  if (query.isRefetching) return 'refreshing';
  return 'ready';
};

/** The infinite query of a paged endpoint (see endpointPages), as the list components take it. */
export function usePagedQuery<T>(query: PagesResult<T>): Paged<T> {
  const { hasNextPage, isFetching, fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [hasNextPage, isFetching, fetchNextPage]);
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    items: query.data?.pages.flatMap((page) => page.list) ?? [],
    status: statusOf(query),
    error: query.error ? messageOf(query.error) : '',
    hasMore: hasNextPage,
    loadMore,
    refresh,
    retry,
  };
}
