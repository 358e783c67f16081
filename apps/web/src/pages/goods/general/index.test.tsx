import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLink } from '../../../shared/navigation/openLink';
import { aGoods, aPage, openAt, showChineseTexts } from '../../../shared/pageTesting';
import { envelope, fakeFetch, recordingUi, sent } from '../../../shared/request/testing';
import { useSessionStore } from '../../../stores/session';
import { useUserStore } from '../../../stores/user';
import GoodsDetailPage from './index';
import { renderWithQueries } from '../../../shared/query/testing';

vi.mock('../../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));

let fetch: ReturnType<typeof fakeFetch>;

beforeAll(showChineseTexts);

beforeEach(() => {
  fetch = fakeFetch();
  recordingUi();
  vi.mocked(openLink).mockClear();
  useSessionStore.setState({ promoCode: '' });
  useUserStore.getState().logout();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function showProduct(goods = aGoods()) {
  fetch.mockImplementation(async () => envelope('goodsList', aPage([goods])));
  await openAt(`/pages/goods/general/index?id=${goods.id}`);
  renderWithQueries(<GoodsDetailPage />);
  await screen.findByText(goods.name);
  expect(sent(fetch).url).toBe(`/api/shop/goodsList?id=${goods.id}`);
}

const applyButton = () => screen.getByRole('button', { name: /立即办理|已售罄/ });

describe('the product page', () => {
  it('shows the product with its details and stock', async () => {
    await showProduct();
    expect(screen.getByText('首月免月租。')).toBeInTheDocument();
    expect(screen.getByText('库存 12 件')).toBeInTheDocument();
    expect(screen.getAllByText('¥29.00/月').length).toBeGreaterThan(0);
  });

  it('opens the order form for anyone: its SMS code proves the mobile, so no login comes first', async () => {
    await showProduct(aGoods({ priceFen: 1990 }));
    fireEvent.click(applyButton());
    const form = screen.getByRole('dialog', { name: '填写订单' });
    expect(within(form).getByText('商品价格')).toBeInTheDocument();
    expect(within(form).getByText('下单后商品为您保留 15 分钟，请及时支付')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '提交订单 ¥19.90' })).toBeInTheDocument();
    expect(openLink).not.toHaveBeenCalled();
  });

  it('disables the button with the sold-out text when the stock is 0', async () => {
    await showProduct(aGoods({ stock: 0 }));
    const button = applyButton();
    expect(button.textContent).toBe('已售罄');
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the product is gone, with a way to the other plans', async () => {
    fetch.mockImplementation(async () => envelope('goodsList', aPage([])));
    await openAt('/pages/goods/general/index?id=404');
    renderWithQueries(<GoodsDetailPage />);
    await screen.findByText('该商品已下架');
    expect(sent(fetch).url).toBe('/api/shop/goodsList?id=404');
    fireEvent.click(screen.getByRole('button', { name: '浏览套餐' }));
    expect(openLink).toHaveBeenCalledWith('/pages/goods/index');
  });

  it('asks nothing for an id that cannot be a product', async () => {
    await openAt('/pages/goods/general/index?id=abc');
    renderWithQueries(<GoodsDetailPage />);
    await screen.findByText('该商品已下架');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a retry when the product could not be loaded', async () => {
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockImplementation(async () => envelope('goodsList', aPage([aGoods()])));
    await openAt('/pages/goods/general/index?id=5');
    renderWithQueries(<GoodsDetailPage />);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    await screen.findByText('5G 畅享卡');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
