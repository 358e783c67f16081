import { fireEvent, screen, within } from '@testing-library/react';
import type { AccelerateOffer, AccelerateOrder, CardPayment } from '@shop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../shared/navigation';
import { aPage, openAt, stubIntersectionObserver } from '../../../shared/pageTesting';
import { renderWithQueries } from '../../../shared/query/testing';
import { byPath, envelope } from '../../../shared/request/testing';
import { anAccelerateOrder, asCardHolder } from '../iotTesting';
import { AccelerateCashier } from './AccelerateCashier';
import { AccelerateOrders } from './AccelerateOrders';
import { AccelerateShop } from './AccelerateShop';

const fetch = asCardHolder();

const anOffer = (overrides: Partial<AccelerateOffer> = {}): AccelerateOffer => ({ id: 4, name: '5G 极速 1 天', description: '', speedCode: '5G-MAX', hours: 24, priceFen: 300, originalFen: null, ...overrides });
const aBoost = (overrides: Partial<AccelerateOrder> = {}) =>
  anAccelerateOrder({
    orderSn: 'IOT1',
    actualPayMoney: 300,
    packagePrice: 300,
    startAt: '2099-03-01T00:00:00.000Z',
    endAt: '2099-03-02T00:00:00.000Z',
    updatedAt: '2099-03-01T00:00:00.000Z',
    createdAt: '2099-03-01T00:00:00.000Z',
    ...overrides,
  });
const payment: CardPayment = { balanceFen: 5000, payPassword: { set: true, lockedUntil: null, triesLeft: 5 }, paymentTypes: ['wechat'] };
const offers = [anOffer(), anOffer({ id: 5, name: '4G 加速 6 小时', speedCode: '4G-PLUS', hours: 6, priceFen: 100 })];
const sent: Array<Record<string, unknown>> = [];

function serve(active: ReturnType<typeof aBoost> | null) {
  sent.length = 0;
  fetch().mockImplementation(
    byPath({
      '/api/iot/accelerateList': () => envelope('accelerateList', { ...payment, offers, active }),
      '/api/iot/createAccelerateOrder': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return envelope('createAccelerateOrder', { orderSn: 'IOT2', kind: 'accelerate', title: '网络加速', status: 'unpaid', payWith: 'online', amountFen: 300, bonusFen: 0, discountFen: 0, vipDiscountFen: 0, paymentType: null, expiresAt: null, paidAt: null, createdAt: '2025-03-01T00:00:00.000Z' });
      },
    }),
  );
}

beforeEach(async () => {
  stubIntersectionObserver();
  await openAt('/pages-sub/iot/index/accelerate/index');
});

describe('the speed add-ons', () => {
  it("lists the offers with their length and price (not the carrier's speed code), and says the line runs at its normal speed", async () => {
    serve(null);
    renderWithQueries(<AccelerateShop />);
    const day = await screen.findByRole('article', { name: '5G 极速 1 天' });
    expect(within(day).getByText('1 天')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '4G 加速 6 小时' })).getByText('6 小时')).toBeInTheDocument();
    expect(screen.queryByText(/5G-MAX|4G-PLUS/)).not.toBeInTheDocument();
    expect(screen.getByText('当前线路为正常速率。')).toBeInTheDocument();
    fireEvent.click(within(day).getByRole('button', { name: /购买/ }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/index/accelerate/cashier'));
  });

  it('with one in force, the same speed extends it and another waits, its button off with the reason', async () => {
    serve(aBoost());
    renderWithQueries(<AccelerateShop />);
    expect(await screen.findByText('5G 极速 1 天 · 至 2099-03-02 08:00')).toBeInTheDocument();
    const same = screen.getByRole('article', { name: '5G 极速 1 天' });
    expect(within(same).getByText('将当前加速顺延至 2099-03-03 08:00')).toBeInTheDocument();
    expect(within(same).getByRole('button', { name: /购买/ }).hasAttribute('disabled')).toBe(false);
    const other = screen.getByRole('article', { name: '4G 加速 6 小时' });
    expect(within(other).getByRole('button', { name: /购买/ }).hasAttribute('disabled')).toBe(true);
    expect(within(other).getByText('速率不同：当前加速于 2099-03-02 08:00 结束后可购买')).toBeInTheDocument();
  });

  it('pays online through the card\'s cashier', async () => {
    serve(null);
    renderWithQueries(<AccelerateCashier id={4} />);
    fireEvent.click(await screen.findByRole('radio', { name: /在线支付/ }));
    fireEvent.click(screen.getByRole('button', { name: '支付 ¥3.00' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/balance/pay/index'));
    expect(sent[0]).toMatchObject({ accelerateId: 4, payWith: 'online' });
  });

  it('refuses another speed at the checkout while one is in force', async () => {
    serve(aBoost());
    renderWithQueries(<AccelerateCashier id={5} />);
    expect(await screen.findByText('速率不同：当前加速于 2099-03-02 08:00 结束后可购买')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '支付 ¥1.00' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('the card\'s add-ons', () => {
  it('lists each with its period and state', async () => {
    fetch().mockImplementation(
      byPath({ '/api/iot/accelerateOrderList': () => envelope('accelerateOrderList', aPage([aBoost(), aBoost({ id: 2, status: 2, refundAt: '2025-02-02T00:00:00.000Z', endAt: '2025-02-03T00:00:00.000Z' }), aBoost({ id: 3, endAt: '2025-01-02T00:00:00.000Z' })])) }),
    );
    renderWithQueries(<AccelerateOrders />);
    const [inForce, refunded, ended] = (await screen.findAllByRole('article')) as HTMLElement[];
    expect(within(inForce as HTMLElement).getByText('生效中')).toBeInTheDocument();
    expect(within(inForce as HTMLElement).getByText('2099-03-01 08:00 至 2099-03-02 08:00')).toBeInTheDocument();
    expect(within(refunded as HTMLElement).getByText('已退款')).toBeInTheDocument();
    expect(within(ended as HTMLElement).getByText('已结束')).toBeInTheDocument();
  });

  it('says when the card has none', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/accelerateOrderList': () => envelope('accelerateOrderList', aPage([])) }));
    renderWithQueries(<AccelerateOrders />);
    expect(await screen.findByText('暂无加速订单')).toBeInTheDocument();
  });
});
