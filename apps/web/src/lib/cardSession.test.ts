import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIotStore } from '../stores/iot';
import { startCardSession, logoutCard } from './cardSession';
import { history } from './navigation';
import { envelope, fakeFetch, recordingUi, sent } from './request/testing';

let fetch: ReturnType<typeof fakeFetch>;

beforeEach(async () => {
  fetch = fakeFetch();
  recordingUi();
  useIotStore.setState({ loginSns: [], simNo: '', cardToken: '', simInfo: null });
  await history.port.replace('/pages/iot/index/index');
});

afterEach(() => vi.unstubAllGlobals());

describe('the card session', () => {
  it('ends on the server with its own headers, keeps the card among the recent ones, and opens the card login', async () => {
    startCardSession({ simNo: '8986011234567890001', token: 'tok-1' });
    fetch.mockResolvedValue(envelope(0, null));
    await logoutCard();
    expect(sent(fetch).url).toBe('/api/iot/simLogout');
    expect(sent(fetch).headers.get('card-token')).toBe('tok-1');
    expect(sent(fetch).headers.get('sim-no')).toBe('8986011234567890001');
    expect(useIotStore.getState()).toMatchObject({ simNo: '', cardToken: '', loginSns: ['8986011234567890001'] });
    expect(history.location().path).toBe('/pages/iot/login/index');
  });

  it('ends here even when the server cannot be reached', async () => {
    startCardSession({ simNo: '14812345678', token: 'tok-2' });
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await logoutCard();
    expect(useIotStore.getState().isLoggedIn()).toBe(false);
    expect(history.location().path).toBe('/pages/iot/login/index');
  });
});
