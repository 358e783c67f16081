import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T> {
  list: T[];
  hasMore: boolean;
}

export type PagedStatus = 'loading' | 'ready' | 'loadingMore' | 'refreshing' | 'failed';

export interface Paged<T> {
  items: T[];
  status: PagedStatus;
  error: string;
  hasMore: boolean;
  loadMore(): void;
  refresh(): Promise<void>;
  retry(): void;
}

interface PagedState<T> {
  key: string;
  items: T[];
  page: number;
  status: PagedStatus;
  error: string;
  hasMore: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const fresh = <T>(key: string): PagedState<T> => ({ key, items: [], page: 0, status: 'loading', error: '', hasMore: false });

/**
 * Pages of a list, loaded one after another. A change of `key` (the filters) starts again
 * from page 1, and answers still on their way for the old key are dropped.
 */
export function usePaged<T>(key: string, fetchPage: (page: number) => Promise<Page<T>>): Paged<T> {
  const [stored, setState] = useState<PagedState<T>>(() => fresh(key));
  const state = stored.key === key ? stored : fresh<T>(key);
  const fetcher = useRef(fetchPage);
  const currentKey = useRef(key);
  useEffect(() => {
    fetcher.current = fetchPage;
    currentKey.current = key;
  });

  const load = useCallback(async (forKey: string, page: number, base: T[]) => {
    try {
      const answer = await fetcher.current(page);
      if (forKey !== currentKey.current) return;
      setState({ key: forKey, items: page === 1 ? answer.list : [...base, ...answer.list], page, status: 'ready', error: '', hasMore: answer.hasMore });
    } catch (failure) {
      if (forKey !== currentKey.current) return;
      setState((current) => ({ ...(current.key === forKey ? current : fresh<T>(forKey)), status: 'failed', error: messageOf(failure) }));
    }
  }, []);

  useEffect(() => {
    currentKey.current = key;
    void load(key, 1, []);
  }, [key, load]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.hasMore) return;
    setState({ ...state, status: 'loadingMore' });
    void load(state.key, state.page + 1, state.items);
  }, [state, load]);

  const refresh = useCallback(() => {
    setState({ ...state, status: 'refreshing' });
    return load(state.key, 1, []);
  }, [state, load]);

  const retry = useCallback(() => {
    setState({ ...state, status: state.page === 0 ? 'loading' : 'loadingMore' });
    void load(state.key, state.page + 1, state.items);
  }, [state, load]);

  return { items: state.items, status: state.status, error: state.error, hasMore: state.hasMore, loadMore, refresh, retry };
}
