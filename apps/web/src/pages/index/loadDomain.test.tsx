import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../lib/navigation';
import { openAt, showChineseTexts } from '../../lib/pageTesting';
import { envelope, fakeFetch, recordingUi, reply } from '../../lib/request/testing';
import { useCacheStore } from '../../stores/cache';
import { useDictStore } from '../../stores/dict';
import LoadDomainPage from './loadDomain';
import { pageAfterLoading } from './parts/dataInit';

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
      return failDict ? envelope(-1, null, '字典服务暂不可用') : envelope(0, { operator: operators, number_sort: [], pay_type: [] });
    }
    if (path === '/provinces/index.json') {
      if (provinceFailures > 0) {
        provinceFailures -= 1;
        return reply({ code: 503, message: '地区服务暂不可用', data: null }, 503);
      }
      return reply(provinces);
    }
    if (path === '/api/shop/customer/hotQuestionList') return failHot ? envelope(-1, null, '常见问题暂不可用') : envelope(0, hot);
    return envelope(-1, null, 'unexpected');
  });
}

const calls = (path: string) => fetch.mock.calls.filter(([url]) => String(url).startsWith(path)).length;

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  ui = recordingUi();
  useCacheStore.setState({ provinces: [], hotQuestions: [], hotQuestionsOf: '' });
  useDictStore.setState({ options: {} });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('data initialisation', () => {
  it('fills the dictionaries, provinces and hot questions, then goes on to home', async () => {
    serve();
    await openAt('/pages/index/loadDomain');
    render(<LoadDomainPage />);
    expect(screen.getByRole('heading', { name: '正在准备商城' })).toBeTruthy();
    expect(screen.getByText('商城设置')).toBeTruthy();
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/index/index'));
    expect(JSON.parse(String(fetch.mock.calls.find(([url]) => String(url) === '/api/dictData/options')?.[1]?.body))).toEqual({
      types: ['operator', 'number_sort', 'pay_type'],
    });
    const cache = JSON.parse(localStorage.getItem('cache') ?? '{}').state;
    expect(cache.provinces).toEqual([
      { value: '110000', label: '北京市' },
      { value: '440000', label: '广东省' },
    ]);
    expect(cache.hotQuestions).toEqual(hot);
    expect(JSON.parse(localStorage.getItem('dict') ?? '{}').state.options.operator).toEqual(operators);
  });

  it('goes on to the in-shop page the redirect names', async () => {
    serve();
    await openAt('/pages/index/loadDomain?redirect=%2Fpages%2Fabout%2Fpromise%3Ffrom%3Dad');
    render(<LoadDomainPage />);
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/about/promise'));
    expect(history.location().query).toEqual({ from: 'ad' });
  });

  it('says which step failed and why, and retries only that one', async () => {
    serve({ failProvinces: 1 });
    await openAt('/pages/index/loadDomain');
    render(<LoadDomainPage />);
    await screen.findByText('地区服务暂不可用');
    expect(screen.getByRole('heading', { name: '部分数据加载失败' })).toBeTruthy();
    expect(screen.getByText('地区信息').closest('li')?.textContent).toContain('失败');
    expect(screen.getByText('商城设置').closest('li')?.textContent).toContain('完成');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
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
    render(<LoadDomainPage />);
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/index/index'));
    expect(screen.getByText('商城设置').closest('li')?.textContent).toContain('已跳过');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    const cache = JSON.parse(localStorage.getItem('cache') ?? '{}').state;
    expect(cache.provinces).toHaveLength(2);
    expect(cache.hotQuestions).toEqual(hot);
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('skips the hot questions when they fail, and still goes on to home', async () => {
    serve({ failHot: true });
    await openAt('/pages/index/loadDomain');
    render(<LoadDomainPage />);
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/index/index'));
    expect(screen.getByText('常见问题').closest('li')?.textContent).toContain('已跳过');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    const cache = JSON.parse(localStorage.getItem('cache') ?? '{}').state;
    expect(cache.provinces).toHaveLength(2);
    expect(cache.hotQuestions).toEqual([]);
    expect(JSON.parse(localStorage.getItem('dict') ?? '{}').state.options.operator).toEqual(operators);
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('still waits for the required steps when the hot questions fail', async () => {
    serve({ failProvinces: 1, failHot: true });
    await openAt('/pages/index/loadDomain');
    render(<LoadDomainPage />);
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
