import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCacheStore } from '../stores/cache';
import { useSessionStore } from '../stores/session';
import { hotQuestionsKey, refreshHotQuestions } from './hotQuestions';
import { showChineseTexts } from './pageTesting';
import { envelope, fakeFetch, recordingUi, sent } from './request/testing';

let fetch: ReturnType<typeof fakeFetch>;

const hot = [
  { id: 3, title: '靓号预约后多久发货？' },
  { id: 7, title: '如何办理退款？' },
];

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  recordingUi();
  useCacheStore.setState({ hotQuestions: [], hotQuestionsOf: '' });
});

afterEach(() => {
  useSessionStore.getState().setPromoCode('');
  vi.unstubAllGlobals();
});

describe('refreshHotQuestions', () => {
  it("asks for the promoter's hot questions in the current language and keeps them in the cache store", async () => {
    useSessionStore.getState().setPromoCode('sunrise');
    fetch.mockResolvedValue(envelope(0, hot));
    await expect(refreshHotQuestions()).resolves.toEqual(hot);
    expect(sent(fetch).url).toBe('/api/shop/customer/hotQuestionList?promoCode=sunrise&locale=zh-Hans');
    expect(useCacheStore.getState()).toMatchObject({ hotQuestions: hot, hotQuestionsOf: hotQuestionsKey('sunrise', 'zh-Hans') });
    expect(JSON.parse(localStorage.getItem('cache') ?? '{}').state.hotQuestions).toEqual(hot);
  });

  it('leaves the default promoter to the server when no promo code is set', async () => {
    fetch.mockResolvedValue(envelope(0, []));
    await refreshHotQuestions();
    expect(sent(fetch).url).toBe('/api/shop/customer/hotQuestionList?locale=zh-Hans');
    expect(useCacheStore.getState().hotQuestionsOf).toBe(hotQuestionsKey('', 'zh-Hans'));
  });

  it('keeps the cached list when the server cannot answer', async () => {
    useCacheStore.setState({ hotQuestions: hot, hotQuestionsOf: hotQuestionsKey('', 'zh-Hans') });
    fetch.mockResolvedValue(envelope(-1, null, '推广码不存在'));
    await expect(refreshHotQuestions()).rejects.toThrow('推广码不存在');
    expect(useCacheStore.getState().hotQuestions).toEqual(hot);
  });
});
