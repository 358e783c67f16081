import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIotStore } from '../../../stores/iot';
import { history } from '../../../shared/navigation';
import { testQueryClient } from '../../../shared/query/testing';
import { envelope, fakeFetch, recordingUi, sent } from '../../../shared/request/testing';
import { aSimInfo, aSimLayout } from '../iotTesting';
import { cardQuery } from './cardQuery';
import { startCardSession, useCardLogout } from './cardSession';

let fetch: ReturnType<typeof fakeFetch>;
let client: ReturnType<typeof testQueryClient>;

beforeEach(async () => {
  fetch = fakeFetch();
  recordingUi();
  client = testQueryClient();
  useIotStore.setState({ loginSns: [], simNo: '', cardToken: '' });
  await history.port.replace('/pages/iot/index/index');
});

afterEach(() => vi.unstubAllGlobals());

const logout = () => {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useCardLogout(), { wrapper }).result.current;
};

const cachedCards = () => client.getQueryCache().getAll().map((query) => query.queryKey[0]);

describe('the card session', () => {
  it('ends on the server with its own headers, keeps the card among the recent ones, and opens the card login', async () => {
    startCardSession({ simNo: '8986011234567890001', token: 'tok-1' }, client);
    fetch.mockResolvedValue(envelope('simLogout', null));
    await act(logout());
    expect(sent(fetch).url).toBe('/api/iot/simLogout');
    expect(sent(fetch).headers.get('card-token')).toBe('tok-1');
    expect(sent(fetch).headers.get('sim-no')).toBe('8986011234567890001');
    expect(useIotStore.getState()).toMatchObject({ simNo: '', cardToken: '', loginSns: ['8986011234567890001'] });
    expect(history.location().path).toBe('/pages/iot/login/index');
  });

  it('ends here even when the server cannot be reached', async () => {
    startCardSession({ simNo: '14812345678', token: 'tok-2' }, client);
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await act(logout());
    expect(useIotStore.getState().isLoggedIn()).toBe(false);
    expect(history.location().path).toBe('/pages/iot/login/index');
  });

  it("drops the card's data at logout and at the next login, so no card sees another's", async () => {
    client.setQueryData(cardQuery('simInfo', '8986011234567890001').queryKey, aSimInfo());
    client.setQueryData(cardQuery('iotProtocol', '8986011234567890001', { query: { type: 'service' } }).queryKey, { title: '', paragraphs: [], updatedAt: '' });
    client.setQueryData(['goodsList', {}], []);
    startCardSession({ simNo: '8986011234567890005', token: 'tok-3' }, client);
    expect(cachedCards()).toEqual(['goodsList']);

    client.setQueryData(cardQuery('simLayout', '8986011234567890005').queryKey, aSimLayout());
    fetch.mockResolvedValue(envelope('simLogout', null));
    await act(logout());
    expect(cachedCards()).toEqual(['goodsList']);
  });

  it('keys each read by the card, and asks nothing without one', () => {
    expect(cardQuery('simInfo', '8986011234567890001').queryKey).not.toEqual(cardQuery('simInfo', '8986011234567890006').queryKey);
    expect(cardQuery('simInfo', '').enabled).toBe(false);
  });
});
