import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../../shared/navigation';
import { aPage, openAt, stubIntersectionObserver } from '../../../../shared/pageTesting';
import { renderWithQueries } from '../../../../shared/query/testing';
import { byPath, envelope } from '../../../../shared/request/testing';
import { asCardHolder } from '../../iotTesting';
import { anIotOrder } from '../walletTesting';
import { BalanceList } from './BalanceList';
import { BalanceLogList } from './BalanceLogList';
import { OrderLogs } from './OrderLogs';

const fetch = asCardHolder();

beforeEach(async () => {
  stubIntersectionObserver();
  await openAt('/pages/iot/index/orderLogs/index');
});

describe('the balance ledger', () => {
  it('shows each change with its reason, signed amount, balance after and time', async () => {
    const line = { orderSn: 'IOT20250301100000123456', createdAt: '2025-03-01T02:05:00.000Z' };
    fetch().mockImplementation(
      byPath({
        '/api/iot/simBalanceLogList': () =>
          envelope('simBalanceLogList', aPage([
            { ...line, id: 3, reason: 'bonus', amountFen: 1000, balanceAfterFen: 9420 },
            { ...line, id: 2, reason: 'arrears', amountFen: -1580, balanceAfterFen: 8420 },
          ])),
      }),
    );
    renderWithQueries(<BalanceLogList />);
    const [bonus, arrears] = (await screen.findAllByRole('article')) as HTMLElement[];
    expect(within(bonus as HTMLElement).getByText('充值赠送')).toBeInTheDocument();
    expect(within(bonus as HTMLElement).getByText('+¥10.00')).toBeInTheDocument();
    expect(within(bonus as HTMLElement).getByText('余额 ¥94.20')).toBeInTheDocument();
    expect(within(bonus as HTMLElement).getByText('2025-03-01 10:05')).toBeInTheDocument();
    expect(within(arrears as HTMLElement).getByText('补缴欠费')).toBeInTheDocument();
    expect(within(arrears as HTMLElement).getByText('-¥15.80')).toBeInTheDocument();
  });

  it('says so when the balance never moved', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/simBalanceLogList': () => envelope('simBalanceLogList', aPage([])) }));
    renderWithQueries(<BalanceLogList />);
    expect(await screen.findByText('暂无余额变动')).toBeInTheDocument();
  });
});

describe('the top-up records', () => {
  it('lists top-ups with their amount, bonus and state', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/simBalanceList': () => envelope('simBalanceList', aPage([anIotOrder({ status: 'paid', paidAt: '2025-03-01T02:06:00.000Z' })])) }));
    renderWithQueries(<BalanceList />);
    const row = await screen.findByRole('article');
    expect(within(row).getByText('已支付')).toBeInTheDocument();
    expect(within(row).getByText('¥100.00')).toBeInTheDocument();
    expect(within(row).getByText('送¥10.00')).toBeInTheDocument();
  });
});

describe('the card orders', () => {
  it('names coupon packs, memberships and speed boosts, and filters by them', async () => {
    fetch().mockImplementation(
      byPath({
        '/api/iot/orderList': () =>
          envelope('iotOrderList', aPage([anIotOrder({ orderSn: 'IOT1', kind: 'vip', title: 'VIP 会员 · 黄金会员', payWith: 'balance', status: 'paid' })])),
      }),
    );
    renderWithQueries(<OrderLogs />);
    expect(await screen.findByText('VIP 会员 · 黄金会员')).toBeInTheDocument();
    for (const label of ['优惠券包', 'VIP 会员', '网络加速']) expect(screen.getByRole('tab', { name: label })).toBeInTheDocument();
  });

  it('filters by kind and offers to pay an unpaid online order', async () => {
    const kinds: string[] = [];
    fetch().mockImplementation(
      byPath({
        '/api/iot/orderList': (url) => {
          kinds.push(url.searchParams.get('kind') ?? '');
          return envelope('iotOrderList', aPage([anIotOrder(), anIotOrder({ orderSn: 'IOT20250301100000999999', kind: 'package', title: '30GB 月包', payWith: 'balance', status: 'paid' })]));
        },
      }),
    );
    renderWithQueries(<OrderLogs />);
    const [unpaid, paid] = (await screen.findAllByRole('article')) as HTMLElement[];
    expect(within(unpaid as HTMLElement).getByText('待支付')).toBeInTheDocument();
    expect(within(paid as HTMLElement).queryByRole('button', { name: '去支付' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '套餐订购' }));
    await vi.waitFor(() => expect(kinds).toEqual(['all', 'package']));
    expect(screen.getByRole('tab', { name: '套餐订购' })).toHaveAttribute('aria-selected', 'true');
    const [again] = (await screen.findAllByRole('article')) as HTMLElement[];
    fireEvent.click(within(again as HTMLElement).getByRole('button', { name: '去支付' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/balance/pay/index'));
  });
});
