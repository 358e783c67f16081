import { act, fireEvent, screen, within } from '@testing-library/react';
import type { CardPayment, ShopOrder, ShopOrderSummary } from '@shop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../shared/navigation';
import { aPage, openAt } from '../../../shared/pageTesting';
import { showDialog, showToast } from '../../../shared/popups';
import { renderWithQueries } from '../../../shared/query/testing';
import { byPath, envelope, refusal } from '../../../shared/request/testing';
import { goToCashier } from '../../order';
import { asCardHolder } from '../iotTesting';
import { aCashOrder, aPickupOrder, aShopOrder, aVirtualOrder } from './orderTesting';
import { ShopOrderDetails } from './ShopOrderDetails';
import { ShopOrderList } from './ShopOrderList';
import { ShopOrderLogistics } from './ShopOrderLogistics';
import { ShopOrderPay } from './ShopOrderPay';

vi.mock('../../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));
vi.mock('../../order/pay/cashier', () => ({ goToCashier: vi.fn() }));

const fetch = asCardHolder();

/** The list's end comes into view: the list asks for its next page. */
let reachEnd = () => undefined as unknown;
const payment: CardPayment = { balanceFen: 5000, payPassword: { set: true, lockedUntil: null, triesLeft: 5 }, paymentTypes: ['wechat'] };
const summaryOf = ({ orderSn, status, goodsId, kind, goodsName, cover, quantity, points, cashFen, delivery, expiresAt, createdAt }: ShopOrder): ShopOrderSummary => ({
  orderSn,
  status,
  goodsId,
  kind,
  goodsName,
  cover,
  quantity,
  points,
  cashFen,
  delivery,
  expiresAt,
  createdAt,
});
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

beforeEach(async () => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        reachEnd = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe = vi.fn();
      disconnect = vi.fn();
    },
  );
  vi.mocked(showDialog).mockClear();
  vi.mocked(showToast).mockClear();
  vi.mocked(goToCashier).mockClear();
  await openAt('/pages-sub/iot/integralShop/order/index');
});

/** Confirms the dialog last shown by pressing its action `key`. */
const press = (key: string) => vi.mocked(showDialog).mock.calls.at(-1)?.[1].find((action) => action.key === key)?.onPress();

describe('the points order list', () => {
  it('lists the orders of the tab chosen, each with its item, price and state, and asks for the next page at the end', async () => {
    const asked: URLSearchParams[] = [];
    fetch().mockImplementation(
      byPath({
        '/api/iot/shopOrderList': (url) => {
          asked.push(url.searchParams);
          const page = Number(url.searchParams.get('page') ?? 1);
          if (url.searchParams.get('tab') === 'toReceive') return envelope('shopOrderList', aPage([summaryOf(aPickupOrder({ orderSn: 'PS3' }))]));
          return envelope('shopOrderList', { ...aPage([summaryOf(aShopOrder({ orderSn: `PS${page}`, goodsName: page === 1 ? '保温杯' : '帆布袋' }))], page === 1), page });
        },
      }),
    );
    renderWithQueries(<ShopOrderList />);
    const cup = await screen.findByRole('article', { name: '保温杯' });
    expect(within(cup).getByText('× 1')).toBeInTheDocument();
    expect(within(cup).getByText('300 积分 + ¥9.90')).toBeInTheDocument();
    expect(within(cup).getByText('待支付')).toBeInTheDocument();
    expect(within(cup).getByText(/^剩余 /)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');

    act(() => void reachEnd());
    expect(await screen.findByRole('article', { name: '帆布袋' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('page')).toBe('2');

    fireEvent.click(screen.getByRole('tab', { name: '待收货' }));
    const pickup = await screen.findByRole('article', { name: '保温杯' });
    // A paid order to collect waits for its holder, not for shipping.
    expect(within(pickup).getByText('待自提')).toBeInTheDocument();
    expect(within(pickup).queryByRole('button', { name: '去支付' })).not.toBeInTheDocument();
    expect(asked.at(-1)?.get('tab')).toBe('toReceive');
  });

  it('says when there is no order, leading to the shop', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/shopOrderList': () => envelope('shopOrderList', aPage([])) }));
    renderWithQueries(<ShopOrderList tab="cancelled" />);
    fireEvent.click(await screen.findByRole('button', { name: '去积分商城' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/integralShop/index'));
    expect(screen.getByRole('tab', { name: '已取消' })).toHaveAttribute('aria-selected', 'true');
  });

  it('cancels an unpaid order once confirmed: the points come back and the list is read again', async () => {
    let cancelled = false;
    const cancels: Array<Record<string, unknown>> = [];
    fetch().mockImplementation(
      byPath({
        '/api/iot/shopOrderList': () => envelope('shopOrderList', aPage([summaryOf(aShopOrder(cancelled ? { status: 'cancelled', expiresAt: null } : {}))])),
        '/api/iot/cancelShopOrder': (_url, init) => {
          cancels.push(bodyOf(init));
          cancelled = true;
          return envelope('cancelShopOrder', aShopOrder({ status: 'cancelled', cancelledAt: '2025-03-01T02:05:00.000Z' }));
        },
      }),
    );
    renderWithQueries(<ShopOrderList />);
    const order = await screen.findByRole('article', { name: '保温杯' });
    fireEvent.click(within(order).getByRole('button', { name: '取消订单' }));
    expect(vi.mocked(showDialog).mock.calls[0]?.[0]).toBe('确定取消该订单吗？300 积分将退回卡上。');
    // Keeping it sends nothing.
    press('keep');
    expect(cancels).toEqual([]);

    fireEvent.click(within(order).getByRole('button', { name: '取消订单' }));
    press('cancel');
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith('300 积分已退回'));
    expect(cancels).toEqual([{ orderSn: 'PS20250301100000123456' }]);
    await vi.waitFor(() => expect(within(screen.getByRole('article', { name: '保温杯' })).getByText('已取消')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '去支付' })).not.toBeInTheDocument();
  });

  it('opens the payment of an unpaid order', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/shopOrderList': () => envelope('shopOrderList', aPage([summaryOf(aShopOrder())])) }));
    renderWithQueries(<ShopOrderList />);
    fireEvent.click(await screen.findByRole('button', { name: '去支付' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/integralShop/order/orderDetails/pay'));
    expect(history.location().query.orderSn).toBe('PS20250301100000123456');
  });
});

function serveOrder(order: ShopOrder | null) {
  fetch().mockImplementation(
    byPath({
      '/api/iot/shopOrderDetails': () => (order ? envelope('shopOrderDetails', { ...order, payment }) : refusal(-1, '订单不存在')),
    }),
  );
}

describe("an order's details", () => {
  it('shows an unpaid delivery order: its address, item, points and cash, its cash order, and pay and cancel', async () => {
    serveOrder(aShopOrder());
    renderWithQueries(<ShopOrderDetails orderSn="PS20250301100000123456" />);
    expect(await screen.findByRole('heading', { name: '待支付' })).toBeInTheDocument();
    expect(screen.getByRole('timer').textContent).toMatch(/^剩余 /);
    const address = screen.getByRole('region', { name: '收货地址' });
    expect(within(address).getByText('广东省深圳市南山区科技园 1 号')).toBeInTheDocument();
    expect(within(address).getByText('13923456789')).toBeInTheDocument();
    expect(screen.getAllByText('300 积分 + ¥9.90')).toHaveLength(2);
    expect(screen.getByText('¥9.90 · IOT20250301100000444444')).toBeInTheDocument();
    // Not paid yet: no word of how it was paid.
    expect(screen.queryByText('支付方式')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消订单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去支付' })).toBeInTheDocument();
  });

  it('shows an order to collect with its pick-up point and code, and no payment to make', async () => {
    serveOrder(aPickupOrder());
    renderWithQueries(<ShopOrderDetails orderSn="PS20250301100000123456" />);
    expect(await screen.findByRole('heading', { name: '待自提' })).toBeInTheDocument();
    expect(screen.getByText('请凭提货码到自提门店提货。')).toBeInTheDocument();
    const point = screen.getByRole('region', { name: '自提门店' });
    expect(within(point).getByText('835201').className).toBe('points-pickup-code__value');
    expect(within(point).getByText('南山营业厅')).toBeInTheDocument();
    expect(within(point).getByText('营业时间：09:00-18:00')).toBeInTheDocument();
    expect(screen.getAllByText('300 积分')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '去支付' })).not.toBeInTheDocument();
  });

  it('shows what a virtual item credited to the card', async () => {
    serveOrder(aVirtualOrder());
    renderWithQueries(<ShopOrderDetails orderSn="PS20250301100000123456" />);
    expect(await screen.findByRole('heading', { name: '已完成' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '已充到卡' })).getByText('10GB 30 天')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '收货地址' })).not.toBeInTheDocument();
  });

  it("shows a shipped order's latest scan and leads to its tracking", async () => {
    const tracking = {
      carrier: '顺丰速运',
      trackingNo: 'SF1234567890',
      delivered: false,
      events: [
        { at: '2025-03-02T08:00:00.000Z', text: '快件已到达深圳转运中心', location: '深圳' },
        { at: '2025-03-01T08:00:00.000Z', text: '快件已揽收', location: '广州' },
      ],
    };
    serveOrder(aShopOrder({ status: 'shipped', cashOrder: aCashOrder({ status: 'paid', payWith: 'balance', paidAt: '2025-03-01T02:01:00.000Z' }), paidAt: '2025-03-01T02:01:00.000Z', expiresAt: null, tracking }));
    renderWithQueries(<ShopOrderDetails orderSn="PS20250301100000123456" />);
    const parcel = await screen.findByRole('region', { name: '物流' });
    expect(within(parcel).getByText('快件已到达深圳转运中心')).toBeInTheDocument();
    expect(within(parcel).queryByText('快件已揽收')).not.toBeInTheDocument();
    expect(screen.getByText('余额支付')).toBeInTheDocument();
    fireEvent.click(within(parcel).getByRole('button', { name: '查看物流详情' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/integralShop/order/orderDetails/logistics'));
  });

  it('says when the card has no such order', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/shopOrderDetails': () => new Response(JSON.stringify({ code: -1, message: '订单不存在', data: null }), { status: 404 }) }));
    renderWithQueries(<ShopOrderDetails orderSn="PS0" />);
    expect(await screen.findByText('订单不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '我的积分订单' })).toBeInTheDocument();
  });
});

describe("an order's parcel", () => {
  it('shows the carrier, the tracking number to copy and every scan, newest first', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    serveOrder(
      aShopOrder({
        status: 'shipped',
        tracking: {
          carrier: '顺丰速运',
          trackingNo: 'SF1234567890',
          delivered: false,
          events: [
            { at: '2025-03-02T08:00:00.000Z', text: '快件已到达深圳转运中心', location: '深圳' },
            { at: '2025-03-01T08:00:00.000Z', text: '快件已揽收', location: '广州' },
          ],
        },
      }),
    );
    renderWithQueries(<ShopOrderLogistics orderSn="PS20250301100000123456" />);
    expect(await screen.findByText('运输中')).toBeInTheDocument();
    expect(screen.getByText('顺丰速运')).toBeInTheDocument();
    const events = screen.getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('.timeline__text')?.textContent)).toEqual(['快件已到达深圳转运中心', '快件已揽收']);
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await vi.waitFor(() => expect(showToast).toHaveBeenCalledWith('内容已复制', 1500));
    expect(writeText).toHaveBeenCalledWith('SF1234567890');
  });

  it('says when the parcel has not left yet', async () => {
    serveOrder(aShopOrder({ status: 'paid' }));
    renderWithQueries(<ShopOrderLogistics orderSn="PS20250301100000123456" />);
    expect(await screen.findByText('暂未发货')).toBeInTheDocument();
  });
});

describe("paying an order's cash part again", () => {
  function serveRepay(answer: { order: ShopOrder; payUrl: string | null }) {
    const sent: Array<Record<string, unknown>> = [];
    fetch().mockImplementation(
      byPath({
        '/api/iot/shopOrderDetails': () => envelope('shopOrderDetails', { ...aShopOrder(), payment }),
        '/api/iot/repayShopOrder': (_url, init) => {
          sent.push(bodyOf(init));
          return envelope('repayShopOrder', answer);
        },
      }),
    );
    return sent;
  }

  it('pays from the balance with the pay password, then leads to the order', async () => {
    const sent = serveRepay({ order: aShopOrder({ status: 'paid', cashOrder: aCashOrder({ status: 'paid', payWith: 'balance' }) }), payUrl: null });
    renderWithQueries(<ShopOrderPay orderSn="PS20250301100000123456" />);
    expect(await screen.findByText('保温杯')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '支付 ¥9.90' }));
    const step = await screen.findByRole('dialog', { name: '输入支付密码' });
    for (const digit of '204817') fireEvent.click(within(step).getByRole('button', { name: digit }));
    expect(await screen.findByText('支付成功')).toBeInTheDocument();
    expect(screen.getByText('商品正在打包，等待发货。')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ orderSn: 'PS20250301100000123456', payWith: 'balance', payPassword: '204817' });
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/integralShop/order/orderDetails/index'));
  });

  it('says when the order no longer waits for payment, leading to it', async () => {
    serveOrder(aShopOrder({ status: 'closed', expiresAt: null }));
    renderWithQueries(<ShopOrderPay orderSn="PS20250301100000123456" />);
    expect(await screen.findByText('订单已关闭')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '支付 ¥9.90' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/integralShop/order/orderDetails/index'));
  });

  it('pays online with the payment type chosen, through the gateway', async () => {
    const sent = serveRepay({ order: aShopOrder(), payUrl: '/pay/sandbox/cashier?paymentSn=PAY1' });
    renderWithQueries(<ShopOrderPay orderSn="PS20250301100000123456" />);
    fireEvent.click(await screen.findByRole('radio', { name: '在线支付' }));
    expect(screen.getByRole('radio', { name: '微信支付' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('button', { name: '支付 ¥9.90' }));
    await vi.waitFor(() => expect(goToCashier).toHaveBeenCalledWith('IOT20250301100000444444', '/pay/sandbox/cashier?paymentSn=PAY1'));
    expect(sent[0]).toMatchObject({ payWith: 'online', paymentType: 'wechat' });
  });
});
