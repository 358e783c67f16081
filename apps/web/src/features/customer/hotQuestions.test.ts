import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSISTED } from '../../shared/query';
import { testQueryClient } from '../../shared/query/testing';
import { useSessionStore } from '../../stores/session';
import { hotQuestionsQuery } from './hotQuestions';
import { showChineseTexts } from '../../shared/pageTesting';
import { envelope, fakeFetch, recordingUi, refusal, sent } from '../../shared/request/testing';

let fetch: ReturnType<typeof fakeFetch>;

const hot = [
  { id: 3, title: '靓号预约后多久发货？' },
  { id: 7, title: '如何办理退款？' },
];

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  recordingUi();
});

afterEach(() => {
  useSessionStore.getState().setPromoCode('');
  vi.unstubAllGlobals();
});

describe('hotQuestionsQuery', () => {
  it("asks for the promoter's hot questions in the language asked, kept across visits", async () => {
    useSessionStore.getState().setPromoCode('sunrise');
    fetch.mockResolvedValue(envelope('hotQuestionList', hot));
    await expect(testQueryClient().fetchQuery(hotQuestionsQuery('zh-Hans'))).resolves.toEqual(hot);
    expect(sent(fetch).url).toBe('/api/shop/customer/hotQuestionList?locale=zh-Hans&promoCode=sunrise');
    expect(hotQuestionsQuery('zh-Hans').meta).toEqual(PERSISTED);
  });

  it('leaves the default promoter to the server when no promo code is set', async () => {
    fetch.mockResolvedValue(envelope('hotQuestionList', []));
    await testQueryClient().fetchQuery(hotQuestionsQuery('zh-Hans'));
    expect(sent(fetch).url).toBe('/api/shop/customer/hotQuestionList?locale=zh-Hans');
  });

  it('keeps each promoter and language apart', () => {
    const key = JSON.stringify(hotQuestionsQuery('zh-Hans').queryKey);
    expect(JSON.stringify(hotQuestionsQuery('en').queryKey)).not.toBe(key);
    useSessionStore.getState().setPromoCode('other');
    expect(JSON.stringify(hotQuestionsQuery('zh-Hans').queryKey)).not.toBe(key);
  });

  it('keeps the list it has when the server cannot answer', async () => {
    const client = testQueryClient();
    client.setQueryData(hotQuestionsQuery('zh-Hans').queryKey, hot);
    fetch.mockResolvedValue(refusal(-1, '推广码不存在'));
    await expect(client.fetchQuery({ ...hotQuestionsQuery('zh-Hans'), staleTime: 0 })).rejects.toThrow('推广码不存在');
    expect(client.getQueryData(hotQuestionsQuery('zh-Hans').queryKey)).toEqual(hot);
  });
});
