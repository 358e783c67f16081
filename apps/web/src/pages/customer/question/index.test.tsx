import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../shared/navigation';
import { openLink } from '../../../shared/navigation/openLink';
import { openAt, showChineseTexts, stubIntersectionObserver } from '../../../shared/pageTesting';
import { renderWithQueries, testQueryClient } from '../../../shared/query/testing';
import { envelope, fakeFetch, recordingUi, reply } from '../../../shared/request/testing';
import { useSessionStore } from '../../../stores/session';
import QuestionListPage from './index';

vi.mock('../../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));

let fetch: ReturnType<typeof fakeFetch>;

const categories = [
  { id: 1, name: '选号与预约' },
  { id: 2, name: '订单与支付' },
];
const refund = { id: 21, categoryId: 2, title: '如何申请退款？', summary: '未发货的订单可在订单详情中申请退款。' };
const delivery = { id: 31, categoryId: 1, title: '预约的号码多久发货？', summary: '支付后 48 小时内发货。' };

const answer = (list: (typeof delivery)[], hasMore = false) => envelope('sysQuestionList', { list, page: 1, pageSize: 20, hasMore, categories });
const urls = () => fetch.mock.calls.map(([url]) => String(url));

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  fetch.mockImplementation(async () => answer([delivery, refund]));
  recordingUi();
  stubIntersectionObserver();
  useSessionStore.getState().setPromoCode('sunrise');
  vi.mocked(openLink).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useSessionStore.getState().setPromoCode('');
  vi.unstubAllGlobals();
});

describe('the question list', () => {
  it("lists the promoter's questions in the current language, with its categories as tabs", async () => {
    await openAt('/pages/customer/question/index');
    renderWithQueries(<QuestionListPage />);
    await screen.findByText('如何申请退款？');
    expect(urls()).toEqual(['/api/shop/sysQuestion/list?locale=zh-Hans&page=1&promoCode=sunrise']);
    const categoryNav = screen.getByRole('navigation', { name: '问题分类' });
    expect(within(categoryNav).getAllByRole('button').map((tab) => tab.textContent)).toEqual(['全部', '选号与预约', '订单与支付']);
    fireEvent.click(screen.getByRole('button', { name: /如何申请退款？/ }));
    expect(openLink).toHaveBeenCalledWith('/pages/customer/question/detail?id=21');
  });

  it('takes the categories from the first page, whatever later pages carry', async () => {
    let reachEnd: () => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(seen: IntersectionObserverCallback) {
          reachEnd = () => seen([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe() {}
        disconnect() {}
      },
    );
    fetch.mockImplementation(async (url) =>
      String(url).includes('page=2') ? envelope('sysQuestionList', { list: [refund], page: 2, pageSize: 20, hasMore: false, categories: [] }) : answer([delivery], true),
    );
    await openAt('/pages/customer/question/index');
    renderWithQueries(<QuestionListPage />);
    await screen.findByText('预约的号码多久发货？');
    act(() => reachEnd());
    await screen.findByText('如何申请退款？');
    expect(urls()).toHaveLength(2);
    const categoryNav = screen.getByRole('navigation', { name: '问题分类' });
    expect(within(categoryNav).getAllByRole('button').map((tab) => tab.textContent)).toEqual(['全部', '选号与预约', '订单与支付']);
  });

  it('shows the list as it was left on coming back, without asking again', async () => {
    const client = testQueryClient();
    await openAt('/pages/customer/question/index');
    renderWithQueries(<QuestionListPage />, { client });
    await screen.findByText('如何申请退款？');
    cleanup();
    renderWithQueries(<QuestionListPage />, { client });
    expect(screen.getByText('如何申请退款？')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '问题分类' })).getAllByRole('button')).toHaveLength(3);
    expect(urls()).toHaveLength(1);
  });

  it('filters by category, keeping the choice in the address', async () => {
    await openAt('/pages/customer/question/index?promoCode=sunrise');
    renderWithQueries(<QuestionListPage />);
    fireEvent.click(await screen.findByRole('button', { name: '订单与支付' }));
    await waitFor(() => expect(history.location().query).toEqual({ promoCode: 'sunrise', categoryId: '2' }));
    await waitFor(() => expect(urls()).toContain('/api/shop/sysQuestion/list?locale=zh-Hans&categoryId=2&page=1&promoCode=sunrise'));
    expect(screen.getByRole('button', { name: '订单与支付', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部', pressed: false })).toBeInTheDocument();
  });

  it('searches once typing pauses, keeps the search in the address and marks it in the answers', async () => {
    await openAt('/pages/customer/question/index');
    renderWithQueries(<QuestionListPage />);
    await screen.findByText('如何申请退款？');
    fetch.mockImplementation(async () => answer([refund]));
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索问题' }), { target: { value: '退款' } });
    await waitFor(() => expect(history.location().query).toEqual({ keyword: '退款' }), { timeout: 3000 });
    await waitFor(() => expect(urls()).toContain(`/api/shop/sysQuestion/list?locale=zh-Hans&keyword=${encodeURIComponent('退款')}&page=1&promoCode=sunrise`));
    await waitFor(() => expect(Array.from(document.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['退款', '退款']));
  });

  it('opens on the search a link names', async () => {
    await openAt(`/pages/customer/question/index?keyword=${encodeURIComponent('发货')}`);
    renderWithQueries(<QuestionListPage />);
    expect((screen.getByRole('searchbox', { name: '搜索问题' }) as HTMLInputElement).value).toBe('发货');
    await screen.findByText('如何申请退款？');
    expect(urls()).toEqual([`/api/shop/sysQuestion/list?locale=zh-Hans&keyword=${encodeURIComponent('发货')}&page=1&promoCode=sunrise`]);
  });

  it('says when nothing matches and offers customer service', async () => {
    fetch.mockImplementation(async () => answer([]));
    await openAt('/pages/customer/question/index?keyword=xyz');
    renderWithQueries(<QuestionListPage />);
    await screen.findByText('没有与“xyz”相关的问题');
    fireEvent.click(screen.getByRole('button', { name: '联系客服' }));
    expect(openLink).toHaveBeenCalledWith('/pages/customer/index');
  });

  it('refuses a search longer than the server takes, before sending it', async () => {
    await openAt('/pages/customer/question/index');
    renderWithQueries(<QuestionListPage />);
    await screen.findByText('如何申请退款？');
    vi.useFakeTimers();
    const field = screen.getByRole('searchbox', { name: '搜索问题' });
    fireEvent.change(field, { target: { value: 'a'.repeat(51) } });
    expect(screen.getByRole('alert').textContent).toContain('最多 50 个字');
    expect(screen.getByRole('button', { name: '搜索' })).toHaveProperty('disabled', true);
    fireEvent.submit(field);
    await act(async () => vi.advanceTimersByTime(5000));
    expect(history.location().query).toEqual({});
    expect(urls()).toHaveLength(1);
  });

  it('tells why a category the link names cannot be shown, with "all" still at hand', async () => {
    fetch.mockImplementation(async (url) => (String(url).includes('categoryId=99') ? reply({ code: 404, message: '问题分类不存在', data: null }, 404) : answer([refund])));
    await openAt('/pages/customer/question/index?categoryId=99');
    renderWithQueries(<QuestionListPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('问题分类不存在');
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await screen.findByText('如何申请退款？');
  });
});
