import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { CONFIG_REFRESH_THROTTLE_MS, LOCALE_HEADER } from '@shop/contract';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocale, setLocale, useT } from '../../i18n';
import { testQueryClient } from '../../shared/query/testing';
import { envelope, fakeFetch, recordingUi, refusal, sent } from '../../shared/request/testing';
import { useSessionStore } from '../../stores/session';
import { useBaseConfig } from './baseConfig';
import { aBaseConfig } from '../../shared/pageTesting';

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;

const configOf = (promoName: string) => envelope('baseConfig', aBaseConfig({ promoName }));

/** The hook under a query client of its own, in a component that shows texts, as the app renders it. */
function renderConfig() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(
    () => {
      useT();
      return useBaseConfig();
    },
    { wrapper },
  );
}

beforeEach(() => {
  fetch = fakeFetch();
  ui = recordingUi();
  useSessionStore.getState().setPromoCode('sunrise');
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
  it("asks for the session's promoter", async () => {
    fetch.mockResolvedValueOnce(configOf('示例号卡'));
    const { result } = renderConfig();
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', promoCode: 'sunrise', config: { promoName: '示例号卡' } }));
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/hk/baseConfig?promoCode=sunrise');
  });

  it('asks again in the new language when the visitor switches, never showing the other language’s config', async () => {
    const shown = currentLocale();
    const other = shown === 'fr' ? 'es' : 'fr';
    fetch.mockResolvedValueOnce(configOf('号码优选'));
    const { result } = renderConfig();
    await waitFor(() => expect(result.current.config?.promoName).toBe('号码优选'));
    fetch.mockResolvedValueOnce(configOf('Best Numbers'));
    try {
      await act(() => setLocale(other));
      expect(result.current.config?.promoName).not.toBe('号码优选');
      await waitFor(() => expect(result.current.config?.promoName).toBe('Best Numbers'));
      expect(sent(fetch, 1).headers.get(LOCALE_HEADER)).toBe(other);
    } finally {
      await act(() => setLocale(shown));
    }
  });

  it('keeps the config it has when a refresh fails, and the request helper tells of the failure', async () => {
    fetch.mockResolvedValueOnce(configOf('示例号卡'));
    const { result } = renderConfig();
    await waitFor(() => expect(result.current.status).toBe('ready'));

    fetch.mockResolvedValueOnce(refusal(-1, '服务繁忙'));
    later();
    await act(() => result.current.refresh());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'ready', error: '', config: { promoName: '示例号卡' } });
    expect(ui.toast).toHaveBeenCalledWith('服务繁忙');
  });

  it('refreshes at most once a second, on the leading edge', async () => {
    fetch.mockResolvedValue(configOf('示例号卡'));
    const { result } = renderConfig();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.refresh());
    await act(() => result.current.refresh());
    expect(fetch).toHaveBeenCalledTimes(1);
    later();
    await act(() => result.current.refresh());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says why when there is no config to show, leaving the telling to the page', async () => {
    fetch.mockResolvedValueOnce(refusal(-1, '推广码不存在'));
    const { result } = renderConfig();
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', error: '推广码不存在', config: null }));
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it("does not show one promoter's config as another's while the other's loads", async () => {
    fetch.mockResolvedValueOnce(configOf('示例号卡'));
    const { result } = renderConfig();
    await waitFor(() => expect(result.current.status).toBe('ready'));

    let answer: (response: Response) => void = () => undefined;
    fetch.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    act(() => useSessionStore.getState().setPromoCode('sunrise-other'));
    expect(result.current).toMatchObject({ status: 'loading', config: null, promoCode: 'sunrise-other' });
    answer(configOf('别家号卡'));
    await waitFor(() => expect(result.current.config?.promoName).toBe('别家号卡'));
  });
});
