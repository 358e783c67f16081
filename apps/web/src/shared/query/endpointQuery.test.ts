import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentLocale, setLocale } from '../../i18n';
import { useSessionStore } from '../../stores/session';
import { envelope, fakeFetch, recordingUi, reply, sent } from '../request/testing';
import { endpointPages, endpointQuery } from './endpointQuery';
import { endpointKey } from './keys';
import { testQueryClient } from './testing';

const goods = (id: number) => ({ id, name: `卡 ${id}` });
const page = (list: unknown[], pageNumber: number, hasMore: boolean) => reply({ code: 0, message: '', data: { list, page: pageNumber, pageSize: 2, hasMore } });

beforeEach(() => {
  recordingUi();
  useSessionStore.getState().setPromoCode('sunrise');
});

afterEach(() => useSessionStore.getState().setPromoCode(''));

describe('endpointKey', () => {
  it('keys an answer by its name, the promo code of endpoints that take one, the locale and the input', () => {
    const locale = currentLocale();
    expect(endpointKey('goodsList', { query: { group: 2 } })).toEqual(['goodsList', { promoCode: 'sunrise', locale }, { query: { group: 2 } }]);
    expect(endpointKey('orderList')).toEqual(['orderList', { promoCode: undefined, locale }]);
  });

  it('gives the answer in another language another key, so a switch asks again', async () => {
    const shown = currentLocale();
    const before = endpointKey('baseConfig');
    await setLocale(shown === 'fr' ? 'es' : 'fr');
    try {
      expect(endpointKey('baseConfig')).not.toEqual(before);
      expect(endpointKey('baseConfig')[1]).toEqual({ promoCode: 'sunrise', locale: currentLocale() });
    } finally {
      await setLocale(shown);
    }
  });

  it("gives another promoter's answer another key", () => {
    const before = endpointKey('aboutText', { query: { kind: 'payment' } });
    useSessionStore.getState().setPromoCode('moonrise');
    expect(endpointKey('aboutText', { query: { kind: 'payment' } })).not.toEqual(before);
  });
});

describe('endpointQuery', () => {
  it('calls the endpoint with its input and the promo code, and keeps the answer under its key', async () => {
    const fetch = fakeFetch().mockResolvedValue(envelope('aboutText', { kind: 'payment', title: '交易条款', paragraphs: [], locale: 'zh-Hans', updatedAt: '' }));
    const client = testQueryClient();
    const options = endpointQuery('aboutText', { query: { kind: 'payment' } });
    const text = await client.fetchQuery(options);
    expect(text.title).toBe('交易条款');
    expect(sent(fetch).url).toContain('/api/site/aboutText?');
    expect(sent(fetch).url).toContain('kind=payment');
    expect(sent(fetch).url).toContain('promoCode=sunrise');
    expect(client.getQueryData(options.queryKey)).toEqual(text);
    expect(options.queryKey).toEqual(['aboutText', { promoCode: 'sunrise', locale: currentLocale() }, { query: { kind: 'payment' } }]);
  });
});

describe('endpointPages', () => {
  it('asks for page 1, then the next page while the last answer says more follow', async () => {
    const fetch = fakeFetch().mockResolvedValueOnce(page([goods(1), goods(2)], 1, true));
    const options = endpointPages('goodsList', { query: { group: 2 } });
    const first = await testQueryClient().fetchInfiniteQuery(options);
    expect(first.pages.flatMap((answer) => answer.list.map((item) => item.id))).toEqual([1, 2]);
    expect(sent(fetch, 0).url).toContain('page=1');
    expect(sent(fetch, 0).url).toContain('group=2');
    expect(sent(fetch, 0).url).toContain('promoCode=sunrise');

    fetch.mockResolvedValueOnce(page([goods(1), goods(2)], 1, true)).mockResolvedValueOnce(page([goods(3)], 2, false));
    const both = await testQueryClient().fetchInfiniteQuery({ ...options, pages: 3 });
    expect(sent(fetch, 1).url).toContain('page=1');
    expect(sent(fetch, 2).url).toContain('page=2');
    expect(both.pages.flatMap((answer) => answer.list.map((item) => item.id))).toEqual([1, 2, 3]);
    // The second answer says no more follow: a third page is never asked for.
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keys the pages apart from the single answer, with the promo code', () => {
    expect(endpointPages('goodsList', { query: { group: 2 } }).queryKey).toEqual([
      'goodsList',
      { promoCode: 'sunrise', locale: currentLocale() },
      { query: { group: 2 } },
      'pages',
    ]);
  });
});
