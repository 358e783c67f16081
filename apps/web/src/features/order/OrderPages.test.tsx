import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../shared/copy';
import { useQuery } from '../../shared/navigation';
import { openLink } from '../../shared/navigation/openLink';
import { aPage, openAt, showChineseTexts, stubIntersectionObserver } from '../../shared/pageTesting';
import { showDialog } from '../../shared/popups';
import { byPath, envelope, fakeFetch, recordingUi, reply } from '../../shared/request/testing';
import { useUserStore } from '../../stores/user';
import { anOrder } from './orderTesting';
import { renderWithQueries } from '../../shared/query/testing';
import { OrderDetailView } from './detail/OrderDetailView';
import { OrderList } from './list/OrderList';
import { isStatusFilter } from './list/StatusTabs';

vi.mock('../../shared/navigation/openLink', () => ({ openLink: vi.fn(async () => undefined) }));
vi.mock('../../shared/copy', () => ({ copyText: vi.fn(async () => true) }));
vi.mock('../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));

/** The order page as its route file composes it: the list, or with `?orderSn=` the detail. */
function OrderPage() {
  const { orderSn, status } = useQuery();
  return orderSn === undefined ? <OrderList initialStatus={isStatusFilter(status) ? status : 'all'} /> : <OrderDetailView orderSn={orderSn} />;
}

let fetch: ReturnType<typeof fakeFetch>;

beforeAll(showChineseTexts);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2025-03-01T02:05:00.000Z') });
  fetch = fakeFetch();
  recordingUi();
  stubIntersectionObserver();
  vi.mocked(openLink).mockClear();
  vi.mocked(copyText).mockClear();
  useUserStore.getState().setUser({ mobile: '138****8000' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const paid = anOrder({ orderSn: 'SN2025PAID01', status: 'paid', expiresAt: null, paidAt: '2025-03-01T02:03:00.000Z', paymentType: 'wechat' });
const goods = anOrder({ orderSn: 'SN2025GOODS1', kind: 'goods', title: '5G 畅享卡', number: null, cover: '/shop/goods/mobile-5g.svg', status: 'completed', expiresAt: null });

describe('the order list', () => {
  it('shows each order with its status, amount and time, and counts down an unpaid one', async () => {
    fetch.mockImplementation(byPath({ '/api/shop/order/list': () => envelope('orderList', aPage([anOrder(), paid, goods])) }));
    await openAt('/pages/order/index');
    renderWithQueries(<OrderPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [unpaid, paidCard, goodsCard] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(unpaid).getByText('待支付')).toBeInTheDocument();
    expect(within(unpaid).getByLabelText('13800138888')).toBeInTheDocument();
    expect(within(unpaid).getByText('¥947.00')).toBeInTheDocument();
    expect(within(unpaid).getByRole('timer').textContent).toBe('剩余 10:00');
    expect(within(unpaid).getByRole('button', { name: '去支付' })).toBeInTheDocument();
    expect(within(paidCard).getByText('待发货')).toBeInTheDocument();
    expect(within(paidCard).queryByRole('button', { name: '去支付' })).not.toBeInTheDocument();
    expect(within(goodsCard).getByText('5G 畅享卡')).toBeInTheDocument();
    expect(within(goodsCard).getByText('已完成')).toBeInTheDocument();
  });

  it('asks for the chosen status and opens an order, or its payment', async () => {
    fetch.mockImplementation(byPath({ '/api/shop/order/list': () => envelope('orderList', aPage([anOrder()])) }));
    await openAt('/pages/order/index');
    renderWithQueries(<OrderPage />);
    await screen.findByRole('article');
    fireEvent.click(screen.getByRole('tab', { name: '待支付' }));
    await vi.waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toBe('/api/shop/order/list?status=unpaid&page=1'));
    fireEvent.click(await screen.findByRole('button', { name: '去支付' }));
    expect(openLink).toHaveBeenCalledWith('/pages/order/pay/index?orderSn=SN20250301100000123456');
    fireEvent.click(screen.getByText('SN20250301100000123456'));
    expect(openLink).toHaveBeenCalledWith('/pages/order/index?orderSn=SN20250301100000123456');
  });

  it('copies an order number held down, and opens the order on a tap', async () => {
    fetch.mockImplementation(byPath({ '/api/shop/order/list': () => envelope('orderList', aPage([anOrder()])) }));
    await openAt('/pages/order/index');
    renderWithQueries(<OrderPage />);
    const orderSn = await screen.findByText('SN20250301100000123456');
    fireEvent.pointerDown(orderSn, { button: 0, clientX: 40, clientY: 60, pointerType: 'touch' });
    await vi.advanceTimersByTimeAsync(350);
    fireEvent.pointerUp(orderSn);
    fireEvent.click(orderSn);
    expect(copyText).toHaveBeenCalledWith('SN20250301100000123456');
    expect(openLink).not.toHaveBeenCalled();
    fireEvent.pointerDown(orderSn, { button: 0, clientX: 40, clientY: 60, pointerType: 'touch' });
    fireEvent.pointerUp(orderSn);
    fireEvent.click(orderSn);
    expect(openLink).toHaveBeenCalledWith('/pages/order/index?orderSn=SN20250301100000123456');
    expect(copyText).toHaveBeenCalledTimes(1);
  });

  it('starts on the status the link asks for', async () => {
    fetch.mockImplementation(byPath({ '/api/shop/order/list': () => envelope('orderList', aPage([paid])) }));
    await openAt('/pages/order/index?status=paid');
    renderWithQueries(<OrderPage />);
    await screen.findByRole('article');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/shop/order/list?status=paid&page=1');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('待发货');
  });

  it('says there are no orders yet, for whose mobile, with a way to shop', async () => {
    fetch.mockImplementation(byPath({ '/api/shop/order/list': () => envelope('orderList', aPage([])) }));
    await openAt('/pages/order/index');
    renderWithQueries(<OrderPage />);
    await screen.findByText('暂无订单');
    expect(screen.getByText('用 138****8000 下的订单会显示在这里。')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去选号' }));
    expect(openLink).toHaveBeenCalledWith('/pages/index/VanityNumber/index');
  });

  it('shows an unpaid order closed once its hold runs out', async () => {
    fetch.mockImplementation(byPath({ '/api/shop/order/list': () => envelope('orderList', aPage([anOrder({ expiresAt: '2025-03-01T02:05:02.000Z' })])) }));
    await openAt('/pages/order/index');
    renderWithQueries(<OrderPage />);
    const card = await screen.findByRole('article');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await within(card).findByText('已关闭')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去支付' })).not.toBeInTheDocument();
  });
});

describe('the order detail', () => {
  const showDetail = async (order = anOrder(), answers = {}) => {
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': () => envelope('orderDetail', order), ...answers }));
    await openAt(`/pages/order/index?orderSn=${order.orderSn}`);
    renderWithQueries(<OrderPage />);
    await screen.findByText('订单信息');
  };

  it('shows the buyer exactly as the server masked them, the amounts in yuan and the countdown', async () => {
    await showDetail();
    expect(screen.getByText('张*')).toBeInTheDocument();
    expect(screen.getByText('110***********1234')).toBeInTheDocument();
    expect(screen.getByText('138****8000')).toBeInTheDocument();
    expect(screen.getByText('¥888.00')).toBeInTheDocument();
    expect(screen.getByText('¥59.00/月')).toBeInTheDocument();
    expect(screen.getByText('¥947.00')).toBeInTheDocument();
    expect(screen.getByText('等待付款')).toBeInTheDocument();
    expect(screen.getByRole('timer').textContent).toBe('10:00 后订单关闭，号码将被释放');
    expect(document.body.textContent).not.toContain('13800138000');
  });

  it('offers pay and cancel on an unpaid order, and cancels only once confirmed', async () => {
    const cancelled = anOrder({ status: 'closed', closeReason: 'cancelled', expiresAt: null, closedAt: '2025-03-01T02:05:00.000Z' });
    await showDetail(anOrder(), { '/api/shop/order/cancel': () => envelope('orderCancel', cancelled) });
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(openLink).toHaveBeenCalledWith('/pages/order/pay/index?orderSn=SN20250301100000123456');
    fireEvent.click(screen.getByRole('button', { name: '取消订单' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [content, actions] = vi.mocked(showDialog).mock.calls[0] ?? [];
    expect(content).toBe('确定取消该订单吗？号码将立即释放给其他买家。');
    actions?.find((action) => action.key === 'cancel')?.onPress();
    await screen.findByText('订单已取消');
    expect(screen.queryByRole('button', { name: '去支付' })).not.toBeInTheDocument();
  });

  it('copies the order number and leads to the logistics of a shipped order', async () => {
    await showDetail(anOrder({ status: 'shipped', expiresAt: null, paidAt: '2025-03-01T02:03:00.000Z', logistics: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } }));
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    expect(copyText).toHaveBeenCalledWith('SN20250301100000123456');
    fireEvent.click(screen.getByRole('button', { name: '查看物流' }));
    expect(openLink).toHaveBeenCalledWith('/pages/order/logistics/index?orderSn=SN20250301100000123456');
    expect(screen.queryByRole('button', { name: '取消订单' })).not.toBeInTheDocument();
  });

  it('says "not found" for an order that is not the buyer\'s', async () => {
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': () => reply({ code: -1, message: '订单不存在', data: null }, 404) }));
    await openAt('/pages/order/index?orderSn=SN2025OTHER1');
    renderWithQueries(<OrderPage />);
    await screen.findByText('未找到该订单');
  });
});
