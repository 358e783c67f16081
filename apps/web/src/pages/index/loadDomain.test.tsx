import { cleanup, fireEvent, screen } from '@testing-library/react';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../shared/navigation';
import { openAt, showChineseTexts } from '../../shared/pageTesting';
import { envelope, fakeFetch, recordingUi, refusal, reply } from '../../shared/request/testing';
import { hotQuestionsQuery } from '../../features/customer';
import { provincesQuery } from '../../features/regions';
import { persistOptions } from '../../shared/query/persist';
import { renderWithQueries } from '../../shared/query/testing';
import LoadDomainPage from './loadDomain';
import { dictOptionsQuery, pageAfterLoading } from './parts/dataInit';

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;

const operators = [{ label: '中国移动', value: '1', key: 'mobile', listClass: 'success' }];
const provinces = [
  { code: '110000', name: '北京市' },
  { code: '440000', name: '广东省' },
];
const hot = [{ id: 3, title: '靓号预约后多久发货？' }];

/** Answers by path; `failProvinces` makes the provinces fail that many times first, `failDict` and `failHot` their steps always. */
function serve({ failProvinces = 0, failDict = false, failHot = false } = {}) {
  let provinceFailures = failProvinces;
  fetch.mockImplementation(async (url) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    if (path === '/api/dictData/options') {
      return failDict ? refusal(-1, '字典服务暂不可用') : envelope('dictOptions', { operator: operators, number_sort: [], pay_type: [] });
    }
    if (path === '/provinces/index.json') {
      if (provinceFailures > 0) {
        provinceFailures -= 1;
        return reply({ code: 503, message: '地区服务暂不可用', data: null }, 503);
      }
      return reply(provinces);
    }
    if (path === '/api/shop/customer/hotQuestionList') return failHot ? refusal(-1, '常见问题暂不可用') : envelope('hotQuestionList', hot);
    return refusal(-1, 'unexpected');
  });
}

/** What the app keeps across visits of a query's answer, as the persister writes it; undefined when it keeps nothing. */
function kept(client: QueryClient, queryKey: readonly unknown[]): unknown {
  const stored = dehydrate(client, persistOptions.dehydrateOptions).queries;
  return stored.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(queryKey))?.state.data;
}

const calls = (path: string) => fetch.mock.calls.filter(([url]) => String(url).startsWith(path)).length;

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  ui = recordingUi();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('data initialisation', () => {
  it('fills the dictionaries, provinces and hot questions, then goes on to home', async () => {
    serve();
    await openAt('/pages/index/loadDomain');
    const { client } = renderWithQueries(<LoadDomainPage />);
    expect(screen.getByRole('heading', { name: '正在准备商城' })).toBeInTheDocument();
    expect(screen.getByText('商城设置')).toBeInTheDocument();
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/index/index'));
    expect(JSON.parse(String(fetch.mock.calls.find(([url]) => String(url) === '/api/dictData/options')?.[1]?.body))).toEqual({
      types: ['operator', 'number_sort', 'pay_type'],
    });
    expect(kept(client, provincesQuery().queryKey)).toEqual(provinces);
    expect(kept(client, hotQuestionsQuery('zh-Hans').queryKey)).toEqual(hot);
    expect(kept(client, dictOptionsQuery().queryKey)).toMatchObject({ operator: operators });
  });

  it('goes on to the in-shop page the redirect names', async () => {
    serve();
    await openAt('/pages/index/loadDomain?redirect=%2Fpages%2Fabout%2Fpromise%3Ffrom%3Dad');
    renderWithQueries(<LoadDomainPage />);
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/about/promise'));
    expect(history.location().query).toEqual({ from: 'ad' });
  });

  it('says which step failed and why, and retries only that one', async () => {
    serve({ failProvinces: 1 });
    await openAt('/pages/index/loadDomain');
    renderWithQueries(<LoadDomainPage />);
    await screen.findByText('地区服务暂不可用');
    expect(screen.getByRole('heading', { name: '部分数据加载失败' })).toBeInTheDocument();
    expect(screen.getByText('地区信息').closest('li')?.textContent).toContain('失败');
    expect(screen.getByText('商城设置').closest('li')?.textContent).toContain('完成');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(history.location().path).toBe('/pages/index/loadDomain');
    expect(ui.toast).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/index/index'));
    expect(calls('/provinces/index.json')).toBe(2);
    expect(calls('/api/dictData/options')).toBe(1);
    expect(calls('/api/shop/customer/hotQuestionList')).toBe(1);
  });

  it('skips the dictionaries when they fail, and still goes on to home', async () => {
    serve({ failDict: true });
    await openAt('/pages/index/loadDomain');
    const { client } = renderWithQueries(<LoadDomainPage />);
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/index/index'));
    expect(screen.getByText('商城设置').closest('li')?.textContent).toContain('已跳过');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(kept(client, provincesQuery().queryKey)).toHaveLength(2);
    expect(kept(client, hotQuestionsQuery('zh-Hans').queryKey)).toEqual(hot);
    expect(kept(client, dictOptionsQuery().queryKey)).toBeUndefined();
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('skips the hot questions when they fail, and still goes on to home', async () => {
    serve({ failHot: true });
    await openAt('/pages/index/loadDomain');
    const { client } = renderWithQueries(<LoadDomainPage />);
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/index/index'));
    expect(screen.getByText('常见问题').closest('li')?.textContent).toContain('已跳过');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(kept(client, provincesQuery().queryKey)).toHaveLength(2);
    expect(kept(client, hotQuestionsQuery('zh-Hans').queryKey)).toBeUndefined();
    expect(kept(client, dictOptionsQuery().queryKey)).toMatchObject({ operator: operators });
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('still waits for the required steps when the hot questions fail', async () => {
    serve({ failProvinces: 1, failHot: true });
    await openAt('/pages/index/loadDomain');
    renderWithQueries(<LoadDomainPage />);
    await screen.findByText('地区服务暂不可用');
    await screen.findByText('已跳过');
    expect(history.location().path).toBe('/pages/index/loadDomain');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/index/index'));
  });
});

describe('where data initialisation goes on to', () => {
  it.each([
    [undefined, '/pages/index/index'],
    ['/pages/customer/index?keyword=退款', '/pages/customer/index?keyword=%E9%80%80%E6%AC%BE'],
    ['/pages/user/index2', '/pages/user/index2'],
    ['https://evil.example/#/pages/user/index2', '/pages/index/index'],
    ['//evil.example/#/pages/user/index2', '/pages/index/index'],
    ['javascript:alert(1)', '/pages/index/index'],
    ['/pages/nowhere', '/pages/index/index'],
    ['/pages/index/loadDomain', '/pages/index/index'],
  ])('%s -> %s', (redirect, page) => {
    expect(pageAfterLoading(redirect)).toBe(page);
  });
});
