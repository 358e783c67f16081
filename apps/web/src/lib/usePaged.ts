import { useCallback, useEffect, useRef, useState } from 'react';
import { keep, recall } from './recall';

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

export interface PagedOptions {
  /**
   * Names a list to keep in memory when the page is left: opened again with the same key,
   * it shows the pages already loaded instead of loading from page 1.
   */
  keepAs?: string;
}

const keptKey = (keepAs: string, key: string) => `paged:${keepAs}:${key}`;

const initialState = <T>(key: string, keepAs: string | undefined): PagedState<T> =>
  (keepAs ? recall<PagedState<T>>(keptKey(keepAs, key)) : undefined) ?? fresh<T>(key);

/**
 * Pages of a list, loaded one after another. A change of `key` (the filters) starts again
 * from page 1, and answers still on their way for the old key are dropped.
 */
export function usePaged<T>(key: string, fetchPage: (page: number) => Promise<Page<T>>, { keepAs }: PagedOptions = {}): Paged<T> {
  const [stored, setState] = useState<PagedState<T>>(() => initialState(key, keepAs));
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

  const restored = useRef(stored.status === 'ready');
  useEffect(() => {
    currentKey.current = key;
    if (restored.current) {
      restored.current = false;
      return;
    }
    void load(key, 1, []);
  }, [key, load]);

  useEffect(() => {
    if (keepAs && state.status === 'ready') keep(keptKey(keepAs, state.key), state);
  }, [keepAs, state]);

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
