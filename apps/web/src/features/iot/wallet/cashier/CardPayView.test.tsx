import { act, fireEvent, screen } from '@testing-library/react';
import type { IotOrder } from '@shop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../../shared/navigation';
import { aPage, openAt } from '../../../../shared/pageTesting';
import { renderWithQueries } from '../../../../shared/query/testing';
import { answerOf, byPath, envelope } from '../../../../shared/request/testing';
import { goToCashier, isReturnFromCashier, POLL_ATTEMPTS, POLL_INTERVAL_MS, rememberPendingPayment } from '../../../order';
import { aSimInfo, asCardHolder } from '../../iotTesting';
import { anIotOrder, bodyOf } from '../walletTesting';
import { CardPayView } from './CardPayView';

vi.mock('../../../order/pay/cashier', () => ({ goToCashier: vi.fn() }));

const fetch = asCardHolder();
const ORDER_SN = 'IOT20250301100000123456';
const choice = answerOf('balanceChoose', { options: [], custom: null, balanceFen: 0, arrearsFen: 1580, paymentTypes: ['wechat', 'alipay'] });

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2025-03-01T02:25:00.000Z') });
  sessionStorage.clear();
  vi.mocked(goToCashier).mockClear();
  await openAt(`/pages/iot/index/balance/pay/index?orderSn=${ORDER_SN}`);
});

afterEach(() => vi.useRealTimers());

const answers = (first: IotOrder, ...later: IotOrder[]) => {
  let asked = 0;
  return () => envelope('iotOrderDetail', [first, ...later][Math.min(asked++, later.length)] ?? first);
};

const orderReads = () => fetch().mock.calls.filter(([url]) => String(url).includes('/api/iot/orderDetail')).length;

describe("the card's cashier", () => {
  it('shows what is paid for, the time left and the channels, then goes to the cashier with a fresh key', async () => {
    fetch().mockImplementation(
      byPath({
        '/api/iot/orderDetail': answers(anIotOrder()),
        '/api/iot/balanceChoose': () => envelope('balanceChoose', choice),
        '/api/iot/orderPay': () => envelope('iotOrderPay', { paymentSn: 'PAY1', payUrl: '/pay/sandbox/cashier?paymentSn=PAY1', amountFen: 10000 }),
      }),
    );
    renderWithQueries(<CardPayView orderSn={ORDER_SN} />);
    expect(await screen.findByText('余额充值 ¥100.00')).toBeInTheDocument();
    expect(screen.getByText('送¥10.00')).toBeInTheDocument();
    expect(screen.getByRole('timer').textContent).toBe('请在 10:00 内完成支付，超时订单将关闭');
    fireEvent.click(await screen.findByRole('radio', { name: '支付宝' }));
    fireEvent.click(screen.getByRole('button', { name: '确认支付 ¥100.00' }));
    await vi.waitFor(() => expect(goToCashier).toHaveBeenCalledWith(ORDER_SN, '/pay/sandbox/cashier?paymentSn=PAY1'));
    const pay = fetch().mock.calls.find(([url]) => String(url).includes('/api/iot/orderPay'));
    expect(bodyOf(pay?.[1])).toMatchObject({ orderSn: ORDER_SN, paymentType: 'alipay' });
    expect(bodyOf(pay?.[1]).idempotencyKey).toMatch(/^[a-f0-9]{32}$/);
  });

  it('says when an order was paid already', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/orderDetail': answers(anIotOrder({ status: 'paid', paidAt: '2025-03-01T02:06:00.000Z' })) }));
    renderWithQueries(<CardPayView orderSn={ORDER_SN} />);
    expect(await screen.findByText('该订单已支付')).toBeInTheDocument();
  });

  it('after a top-up, asks until it is paid, then shows the new balance and that what was owed is paid', async () => {
    rememberPendingPayment(ORDER_SN);
    const paid = anIotOrder({ status: 'paid', paidAt: '2025-03-01T02:26:00.000Z', expiresAt: null });
    fetch().mockImplementation(
      byPath({
        '/api/iot/orderDetail': answers(anIotOrder(), paid),
        '/api/iot/simInfo': () => envelope('simInfo', aSimInfo({ arrearsBalance: 0, balance: 9420 })),
        '/api/iot/simBalanceLogList': () =>
          envelope('simBalanceLogList', aPage([
            { id: 3, reason: 'bonus', amountFen: 1000, balanceAfterFen: 9420, orderSn: ORDER_SN, createdAt: '2025-03-01T02:26:00.000Z' },
            { id: 2, reason: 'arrears', amountFen: -1580, balanceAfterFen: 8420, orderSn: ORDER_SN, createdAt: '2025-03-01T02:26:00.000Z' },
            { id: 1, reason: 'recharge', amountFen: 10000, balanceAfterFen: 10000, orderSn: ORDER_SN, createdAt: '2025-03-01T02:26:00.000Z' },
          ])),
      }),
    );
    renderWithQueries(<CardPayView orderSn={ORDER_SN} />);
    await screen.findByText('正在确认支付结果…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(await screen.findByText('充值成功')).toBeInTheDocument();
    expect(await screen.findByText('当前余额 ¥94.20。')).toBeInTheDocument();
    expect(await screen.findByText('已补缴欠费 ¥15.80，号码恢复使用。')).toBeInTheDocument();
    expect(isReturnFromCashier(ORDER_SN)).toBe(false);
  });

  it("after a points order's cash part, says it is paid and leads to the points orders", async () => {
    rememberPendingPayment(ORDER_SN);
    const order = anIotOrder({ kind: 'pointsShop', title: '积分商城 · 保温杯', amountFen: 990, bonusFen: 0 });
    fetch().mockImplementation(byPath({ '/api/iot/orderDetail': answers(order, { ...order, status: 'paid', paidAt: '2025-03-01T02:26:00.000Z', expiresAt: null }) }));
    renderWithQueries(<CardPayView orderSn={ORDER_SN} />);
    await screen.findByText('正在确认支付结果…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    });
    expect(await screen.findByText('积分订单支付成功')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '我的积分订单' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/integralShop/order/index'));
  });

  it('says a cancel at the cashier at once, with a retry that offers payment again', async () => {
    rememberPendingPayment(ORDER_SN);
    fetch().mockImplementation(byPath({ '/api/iot/orderDetail': answers(anIotOrder()), '/api/iot/balanceChoose': () => envelope('balanceChoose', choice) }));
    renderWithQueries(<CardPayView orderSn={ORDER_SN} payResult="cancelled" />);
    expect(await screen.findByText('支付已取消')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    expect(await screen.findByText('应付金额')).toBeInTheDocument();
  });

  it('gives up after 30 s with "not completed"', async () => {
    rememberPendingPayment(ORDER_SN);
    fetch().mockImplementation(byPath({ '/api/iot/orderDetail': answers(anIotOrder()) }));
    renderWithQueries(<CardPayView orderSn={ORDER_SN} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * POLL_ATTEMPTS);
    });
    expect(await screen.findByText('支付未完成')).toBeInTheDocument();
    expect(orderReads()).toBe(POLL_ATTEMPTS);
  });
});
