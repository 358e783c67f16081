import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePaged, type Page } from './usePaged';

const pageOf = (from: number, hasMore: boolean): Page<number> => ({ list: [from, from + 1], hasMore });

describe('usePaged', () => {
  it('loads the first page, then the next ones on demand, until there are no more', async () => {
    const fetchPage = vi.fn(async (page: number) => pageOf(page * 10, page < 2));
    const { result } = renderHook(() => usePaged('all', fetchPage));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.items).toEqual([10, 11]));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual([10, 11, 20, 21]));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('starts again from page 1 when the filters change, ignoring a late answer for the old ones', async () => {
    let release: (page: Page<number>) => void = () => undefined;
    const slow = new Promise<Page<number>>((resolve) => (release = resolve));
    const fetchPage = vi.fn((page: number) => (fetchPage.mock.calls.length === 1 ? slow : Promise.resolve(pageOf(page * 100, false))));
    const { result, rerender } = renderHook(({ filters }) => usePaged(filters, fetchPage), { initialProps: { filters: 'a' } });
    rerender({ filters: 'b' });
    await waitFor(() => expect(result.current.items).toEqual([100, 101]));
    await act(async () => release(pageOf(1, true)));
    expect(result.current.items).toEqual([100, 101]);
  });

  it('says why a page failed and loads it again on retry', async () => {
    const fetchPage = vi.fn().mockRejectedValueOnce(new Error('网络错误，换个网络试试。')).mockResolvedValue(pageOf(1, false));
    const { result } = renderHook(() => usePaged('all', fetchPage));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('网络错误，换个网络试试。');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.items).toEqual([1, 2]));
  });

  it('reloads from page 1 on refresh', async () => {
    let round = 0;
    const { result } = renderHook(() => usePaged('all', async () => pageOf((round += 1) * 10, true)));
    await waitFor(() => expect(result.current.items).toEqual([10, 11]));
    await act(() => result.current.refresh());
    expect(result.current.items).toEqual([20, 21]);
  });
});

describe('usePaged keeping a list', () => {
  it('shows the pages already loaded when the list is opened again, without loading them again', async () => {
    const fetchPage = vi.fn(async (page: number) => pageOf(page * 10, true));
    const first = renderHook(() => usePaged('pattern=AAAA', fetchPage, { keepAs: 'kept-list' }));
    await waitFor(() => expect(first.result.current.items).toEqual([10, 11]));
    act(() => first.result.current.loadMore());
    await waitFor(() => expect(first.result.current.items).toEqual([10, 11, 20, 21]));
    first.unmount();

    const again = renderHook(() => usePaged('pattern=AAAA', fetchPage, { keepAs: 'kept-list' }));
    expect(again.result.current.items).toEqual([10, 11, 20, 21]);
    expect(again.result.current.status).toBe('ready');
    act(() => again.result.current.loadMore());
    await waitFor(() => expect(again.result.current.items).toHaveLength(6));
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
  });

  it('loads afresh for other filters, and keeps nothing for lists that do not ask', async () => {
    const fetchPage = vi.fn(async (page: number) => pageOf(page, false));
    const kept = renderHook(() => usePaged('pattern=AABB', fetchPage, { keepAs: 'other-list' }));
    await waitFor(() => expect(kept.result.current.status).toBe('ready'));
    kept.unmount();
    renderHook(() => usePaged('pattern=ABAB', fetchPage, { keepAs: 'other-list' }));
    const plain = renderHook(() => usePaged('pattern=AABB', fetchPage));
    await waitFor(() => expect(plain.result.current.status).toBe('ready'));
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });
});
