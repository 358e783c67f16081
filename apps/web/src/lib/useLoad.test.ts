import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoad } from './useLoad';

describe('useLoad', () => {
  it('is loading, then ready with the data', async () => {
    const { result } = renderHook(() => useLoad('a', async () => 42));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 42 }));
  });

  it('says why it failed and loads again on retry', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('网络错误，换个网络试试。')).mockResolvedValue('ok');
    const { result } = renderHook(() => useLoad('a', load));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', error: '网络错误，换个网络试试。' }));
    act(() => {
      void result.current.retry();
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'ok' }));
  });

  it('resolves a retry once that attempt has settled, whichever way', async () => {
    let answer: (value: string) => void = () => undefined;
    const load = vi.fn().mockResolvedValueOnce('first').mockImplementationOnce(() => new Promise<string>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useLoad('a', load));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'first' }));
    let settled = false;
    let retry: Promise<void> = Promise.resolve();
    act(() => {
      retry = result.current.retry().then(() => {
        settled = true;
      });
    });
    await act(async () => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(2);
    expect(settled).toBe(false);
    answer('second');
    await act(() => retry);
    expect(settled).toBe(true);
    expect(result.current).toMatchObject({ status: 'ready', data: 'second' });

    load.mockRejectedValueOnce(new Error('网络错误，换个网络试试。'));
    act(() => {
      retry = result.current.retry();
    });
    await act(() => retry);
    expect(result.current).toMatchObject({ status: 'failed', error: '网络错误，换个网络试试。' });
  });

  it('loads again for a new key and drops a late answer for the old one', async () => {
    let release: (value: string) => void = () => undefined;
    const slow = new Promise<string>((resolve) => (release = resolve));
    const { result, rerender } = renderHook(({ id }) => useLoad(id, () => (id === 'old' ? slow : Promise.resolve('new'))), {
      initialProps: { id: 'old' },
    });
    rerender({ id: 'new' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'new' }));
    await act(async () => release('old'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'new' });
  });
});
