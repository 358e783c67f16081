import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../shared/copy';
import { useQuery } from '../../../shared/navigation';
import { openAt, showChineseTexts } from '../../../shared/pageTesting';
import { byPath, envelope, fakeFetch, recordingUi, sent } from '../../../shared/request/testing';
import { anOrder } from '../orderTesting';
import { goToCashier } from './cashier';
import { isReturnFromCashier, rememberPendingPayment } from './pendingPayment';
import { POLL_ATTEMPTS, POLL_INTERVAL_MS } from './usePaymentOutcome';
import { renderWithQueries } from '../../../shared/query/testing';
import { PayView } from './PayView';

vi.mock('./cashier', () => ({ goToCashier: vi.fn() }));
vi.mock('../../../shared/copy', () => ({ copyText: vi.fn(async () => true) }));

/** The pay page as its route file composes it. */
function PayPage() {
  const { orderSn = '', payResult } = useQuery();
  return <PayView orderSn={orderSn} payResult={payResult} />;
}

let fetch: ReturnType<typeof fakeFetch>;
let ui: ReturnType<typeof recordingUi>;
const ORDER_SN = 'SN20250301100000123456';

beforeAll(showChineseTexts);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2025-03-01T02:05:00.000Z') });
  fetch = fakeFetch();
  ui = recordingUi();
  sessionStorage.clear();
  vi.mocked(goToCashier).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const detailAnswers = (first: ReturnType<typeof anOrder>, ...later: ReturnType<typeof anOrder>[]) => {
  let asked = 0;
  return () => envelope('orderDetail', [first, ...later][Math.min(asked++, later.length)] ?? first);
};

async function showPay(returnQuery = '') {
  await openAt(`/pages/order/pay/index?orderSn=${ORDER_SN}${returnQuery}`);
  renderWithQueries(<PayPage />);
}

describe('paying an order', () => {
  it('shows the amount, the countdown and the channels the promoter offers', async () => {
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': detailAnswers(anOrder({ paymentTypes: ['alipay'] })) }));
    await showPay();
    await screen.findByText('应付金额');
    // Said once above; the pay button repeats it in its own words.
    expect(screen.getByText('¥947.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认支付 ¥947.00' })).toBeInTheDocument();
    expect(screen.getByRole('timer').textContent).toBe('请在 10:00 内完成支付，超时订单将关闭');
    expect(screen.getByRole('radio', { name: '支付宝' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('radio', { name: '微信支付' })).not.toBeInTheDocument();
  });

  it('copies the order number', async () => {
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': detailAnswers(anOrder()) }));
    await showPay();
    fireEvent.click(await screen.findByRole('button', { name: '复制' }));
    expect(copyText).toHaveBeenCalledWith(ORDER_SN);
  });

  it('starts the payment with a fresh key per attempt and goes to the cashier', async () => {
    fetch.mockImplementation(
      byPath({
        '/api/shop/order/detail': detailAnswers(anOrder()),
        '/api/shop/order/pay': () => envelope('orderPay', { paymentSn: 'PAY123456789', payUrl: '/pay/sandbox/cashier?paymentSn=PAY123456789', amountFen: 94700 }),
      }),
    );
    await showPay();
    fireEvent.click(await screen.findByRole('radio', { name: '支付宝' }));
    fireEvent.click(screen.getByRole('button', { name: '确认支付 ¥947.00' }));
    await vi.waitFor(() => expect(goToCashier).toHaveBeenCalledWith(ORDER_SN, '/pay/sandbox/cashier?paymentSn=PAY123456789'));
    const body = JSON.parse(String(sent(fetch, 1).init.body)) as Record<string, string>;
    expect(body).toMatchObject({ orderSn: ORDER_SN, paymentType: 'alipay' });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('shows the order closed and the button disabled when the hold runs out', async () => {
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': detailAnswers(anOrder({ expiresAt: '2025-03-01T02:05:02.000Z' })) }));
    await showPay();
    await screen.findByText('应付金额');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    const button = screen.getByRole('button', { name: '订单已关闭' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('超时未支付');
  });
});

describe('coming back from the cashier', () => {
  it('asks again until the payment shows, then says it succeeded', async () => {
    rememberPendingPayment(ORDER_SN);
    const paid = anOrder({ status: 'paid', paidAt: '2025-03-01T02:06:00.000Z', expiresAt: null });
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': detailAnswers(anOrder(), anOrder(), paid) }));
    await showPay();
    await screen.findByText('正在确认支付结果…');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    });
    await screen.findByText('支付成功');
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: '查看订单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
    expect(isReturnFromCashier(ORDER_SN)).toBe(false);
  });

  it('keeps asking through a lost connection without telling the buyer at every try', async () => {
    rememberPendingPayment(ORDER_SN);
    const paid = anOrder({ status: 'paid', paidAt: '2025-03-01T02:06:00.000Z', expiresAt: null });
    const online = byPath({ '/api/shop/order/detail': detailAnswers(paid) });
    let tries = 0;
    fetch.mockImplementation((input, init) => (tries++ < 3 ? Promise.reject(new TypeError('Failed to fetch')) : online(input, init)));
    await showPay();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    });
    await screen.findByText('支付成功');
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('gives up after 30 s with "not completed" and a retry that offers payment again', async () => {
    rememberPendingPayment(ORDER_SN);
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': detailAnswers(anOrder()) }));
    await showPay();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * POLL_ATTEMPTS);
    });
    await screen.findByText('支付未完成');
    expect(fetch).toHaveBeenCalledTimes(POLL_ATTEMPTS);
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    await screen.findByText('应付金额');
  });

  it('says at once that the gateway declined, with a retry that offers payment again', async () => {
    rememberPendingPayment(ORDER_SN);
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': detailAnswers(anOrder()) }));
    await showPay('&payResult=failed');
    await screen.findByText('支付失败');
    expect(screen.queryByText('正在确认支付结果…')).not.toBeInTheDocument();
    expect(isReturnFromCashier(ORDER_SN)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    await screen.findByText('应付金额');
  });

  it('says a decline the gateway notified as soon as the order shows it, without waiting 30 s', async () => {
    rememberPendingPayment(ORDER_SN);
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': detailAnswers(anOrder({ payState: 'failed' })) }));
    await showPay();
    await screen.findByText('支付失败');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '重新支付' })).toBeInTheDocument();
  });

  it('says at once that the buyer cancelled at the cashier, and asks no more', async () => {
    rememberPendingPayment(ORDER_SN);
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': detailAnswers(anOrder({ payState: 'pending' })) }));
    await showPay('&payResult=cancelled');
    await screen.findByText('支付已取消');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '重新支付' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看订单' })).toBeInTheDocument();
  });

  it('believes the order over the return: one paid meanwhile shows paid', async () => {
    rememberPendingPayment(ORDER_SN);
    const paid = anOrder({ status: 'paid', paidAt: '2025-03-01T02:06:00.000Z', expiresAt: null, payState: 'succeeded' });
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': detailAnswers(paid) }));
    await showPay('&payResult=cancelled');
    await screen.findByText('支付成功');
  });

  it('ignores a return word that is not the gateway\'s', async () => {
    rememberPendingPayment(ORDER_SN);
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': detailAnswers(anOrder()) }));
    await showPay('&payResult=refunded');
    await screen.findByText('正在确认支付结果…');
  });

  it('stops asking when the buyer leaves the page', async () => {
    rememberPendingPayment(ORDER_SN);
    fetch.mockImplementation(byPath({ '/api/shop/order/detail': detailAnswers(anOrder()) }));
    await showPay();
    await screen.findByText('正在确认支付结果…');
    cleanup();
    const asked = fetch.mock.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    });
    expect(fetch).toHaveBeenCalledTimes(asked);
  });
});
