import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aGoods, aPage, openAt, showChineseTexts, stubIntersectionObserver } from '../../shared/pageTesting';
import { envelope, fakeFetch, recordingUi } from '../../shared/request/testing';
import { useSessionStore } from '../../stores/session';
import GoodsListPage from './index';
import { renderWithQueries } from '../../shared/query/testing';

vi.mock('../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));

let fetch: ReturnType<typeof fakeFetch>;

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  fetch.mockImplementation(async () => envelope('goodsList', aPage([aGoods()])));
  recordingUi();
  stubIntersectionObserver();
  useSessionStore.setState({ promoCode: '' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const urls = () => fetch.mock.calls.map(([url]) => String(url));

describe('the product list', () => {
  it('loads every operator in the default order, then filters and sorts as the visitor picks', async () => {
    await openAt('/pages/goods/index');
    renderWithQueries(<GoodsListPage />);
    await screen.findByText('5G 畅享卡');
    fireEvent.click(screen.getByRole('button', { name: '中国联通' }));
    await waitFor(() => expect(urls()).toContain('/api/shop/goodsList?operator=2&page=1'));
    fireEvent.click(screen.getByRole('button', { name: '价格降序' }));
    await waitFor(() => expect(urls()).toContain('/api/shop/goodsList?operator=2&sort=priceDesc&page=1'));
    expect(urls()[0]).toBe('/api/shop/goodsList?page=1');
    expect(screen.getByRole('button', { name: '价格降序' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens on the operator a link names', async () => {
    await openAt('/pages/goods/index?operator=3');
    renderWithQueries(<GoodsListPage />);
    await screen.findByText('5G 畅享卡');
    expect(urls()).toEqual(['/api/shop/goodsList?operator=3&page=1']);
  });

  it('offers every operator again when one has no plans', async () => {
    fetch.mockImplementation(async () => envelope('goodsList', aPage([])));
    await openAt('/pages/goods/index?operator=4');
    renderWithQueries(<GoodsListPage />);
    fireEvent.click(await screen.findByRole('button', { name: '查看全部套餐' }));
    await waitFor(() => expect(urls()).toContain('/api/shop/goodsList?page=1'));
  });
});
