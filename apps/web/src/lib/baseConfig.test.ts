import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { CONFIG_REFRESH_THROTTLE_MS } from '@shop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session';
import { useBaseConfig } from './baseConfig';
import { envelope, fakeFetch, recordingUi } from './request/testing';

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;
// The config loads at most once a second per promoter (spec 9): each test is another promoter.
let shop = 0;

const configOf = (promoName: string) => envelope(0, { promoCode: '', promoName, front: {} });

beforeEach(() => {
  fetch = fakeFetch();
  ui = recordingUi();
  shop += 1;
  useSessionStore.getState().setPromoCode(`config${shop}`);
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Past the refresh throttle, so the next refresh asks the server again. */
const later = () => vi.setSystemTime(Date.now() + CONFIG_REFRESH_THROTTLE_MS + 1);

describe('the base config', () => {
  it('keeps the config it has when a refresh fails, and the request helper tells of the failure', async () => {
    fetch.mockResolvedValueOnce(configOf('示例号卡'));
    const { result } = renderHook(() => useBaseConfig());
    await waitFor(() => expect(result.current.status).toBe('ready'));

    fetch.mockResolvedValueOnce(envelope(-1, null, '服务繁忙'));
    later();
    await act(() => result.current.refresh());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'ready', error: '', config: { promoName: '示例号卡' } });
    expect(ui.toast).toHaveBeenCalledWith('服务繁忙');
  });

  it('says why when there is no config to show, leaving the telling to the page', async () => {
    fetch.mockResolvedValueOnce(envelope(-1, null, '推广码不存在'));
    const { result } = renderHook(() => useBaseConfig());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', error: '推广码不存在', config: null }));
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it("does not show one promoter's config as another's while the other's loads", async () => {
    fetch.mockResolvedValueOnce(configOf('示例号卡'));
    const { result } = renderHook(() => useBaseConfig());
    await waitFor(() => expect(result.current.status).toBe('ready'));

    let answer: (response: Response) => void = () => undefined;
    fetch.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    act(() => useSessionStore.getState().setPromoCode(`config${shop}-other`));
    expect(result.current).toMatchObject({ status: 'loading', config: null });
    answer(configOf('别家号卡'));
    await waitFor(() => expect(result.current.config?.promoName).toBe('别家号卡'));
  });
});
