import { QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient } from './testing';
import { usePagedQuery, type Page } from './usePagedQuery';

afterEach(cleanup);

interface NumberedPage extends Page<string> {
  page: number;
}

/** A paged list whose pages `load` answers, read by the hook under test. */
function renderList(load: (page: number) => Promise<NumberedPage>) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    () =>
      usePagedQuery(
        useInfiniteQuery({
          queryKey: ['list'],
          initialPageParam: 1,
          queryFn: ({ pageParam }) => load(pageParam),
          getNextPageParam: (last: NumberedPage) => (last.hasMore ? last.page + 1 : undefined),
        }),
      ),
    { wrapper },
  );
}

const pageOf = (page: number, pages: number): NumberedPage => ({ page, list: [`${page}a`, `${page}b`], hasMore: page < pages });

describe('usePagedQuery', () => {
  it('shows the first page loading, then its items and whether more follow', async () => {
    const { result } = renderList(async (page) => pageOf(page, 2));
    expect(result.current.status).toBe('loading');
    expect(result.current.items).toEqual([]);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toEqual(['1a', '1b']);
    expect(result.current.hasMore).toBe(true);
  });

  it('flattens the pages as more load, and asks for none past the last', async () => {
    let answer: (page: NumberedPage) => void = () => undefined;
    const load = vi.fn((page: number) => (page === 1 ? Promise.resolve(pageOf(1, 2)) : new Promise<NumberedPage>((resolve) => (answer = resolve))));
    const { result } = renderList(load);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('loadingMore'));
    // Scrolling on while the next page loads asks for it only once.
    act(() => result.current.loadMore());
    answer(pageOf(2, 2));
    await waitFor(() => expect(result.current.items).toEqual(['1a', '1b', '2a', '2b']));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says why the first page failed, and loads it again on retry', async () => {
    const load = vi.fn<(page: number) => Promise<NumberedPage>>().mockRejectedValueOnce(new Error('网络不给力')).mockResolvedValue(pageOf(1, 1));
    const { result } = renderList(load);
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('网络不给力');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items).toEqual(['1a', '1b']);
    expect(result.current.error).toBe('');
  });

  it('refreshes from page 1 and settles once it is in again', async () => {
    let answer: (page: NumberedPage) => void = () => undefined;
    const load = vi
      .fn<(page: number) => Promise<NumberedPage>>()
      .mockResolvedValueOnce({ page: 1, list: ['v1'], hasMore: false })
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderList(load);
    await waitFor(() => expect(result.current.items).toEqual(['v1']));
    let refreshed: Promise<void> = Promise.resolve();
    act(() => {
      refreshed = result.current.refresh();
    });
    await waitFor(() => expect(result.current.status).toBe('refreshing'));
    expect(result.current.items).toEqual(['v1']);
    answer({ page: 1, list: ['v2'], hasMore: false });
    await act(() => refreshed);
    await waitFor(() => expect(result.current.items).toEqual(['v2']));
    expect(result.current.status).toBe('ready');
  });
});
