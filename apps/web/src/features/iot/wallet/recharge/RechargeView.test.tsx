import { fireEvent, screen } from '@testing-library/react';
import type { DataOf, EndpointOf } from '@shop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../../shared/navigation';
import { openAt } from '../../../../shared/pageTesting';
import { renderWithQueries } from '../../../../shared/query/testing';
import { byPath, envelope, refusal } from '../../../../shared/request/testing';
import { asCardHolder } from '../../iotTesting';
import { anIotOrder, bodyOf } from '../walletTesting';
import { RechargeView } from './RechargeView';

const fetch = asCardHolder();

const choice = (overrides: Partial<DataOf<EndpointOf<'balanceChoose'>>> = {}): DataOf<EndpointOf<'balanceChoose'>> => ({
  options: [
    { amountFen: 5000, bonusFen: 0 },
    { amountFen: 10000, bonusFen: 1000 },
  ],
  custom: { minFen: 1000, maxFen: 50000 },
  balanceFen: 0,
  arrearsFen: 0,
  paymentTypes: ['wechat'],
  ...overrides,
});

const sentOrders: Array<Record<string, unknown>> = [];

function serve(answer = choice(), order = () => envelope('createBalanceOrder', anIotOrder())) {
  fetch().mockImplementation(
    byPath({
      '/api/iot/balanceChoose': () => envelope('balanceChoose', answer),
      '/api/iot/createBalanceOrder': (_url, init) => {
        sentOrders.push(bodyOf(init));
        return order();
      },
    }),
  );
}

beforeEach(async () => {
  sentOrders.length = 0;
  await openAt('/pages/iot/index/balance/index');
});

describe('topping up a card', () => {
  it('offers the amounts with their bonus and says what the card gets', async () => {
    serve();
    renderWithQueries(<RechargeView />);
    const hundred = await screen.findByRole('radio', { name: '¥100.00 送¥10.00' });
    expect(screen.getByRole('radio', { name: '¥50.00' })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(hundred);
    expect(screen.getByText('到账 ¥110.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '充值 ¥100.00' })).toBeInTheDocument();
  });

  it('explains that arrears are paid first and the line resumes', async () => {
    serve(choice({ arrearsFen: 1580 }));
    renderWithQueries(<RechargeView />);
    expect(await screen.findByText('已欠费 ¥15.80')).toBeInTheDocument();
    expect(screen.getByText('充值后先补缴欠费 ¥15.80，随后恢复使用。')).toBeInTheDocument();
    expect(screen.getByText('其中 ¥15.80 补缴欠费，¥34.20 存入余额')).toBeInTheDocument();
  });

  it('checks a custom amount against the limits as it is typed', async () => {
    serve();
    renderWithQueries(<RechargeView />);
    fireEvent.click(await screen.findByRole('radio', { name: '其他金额' }));
    const input = screen.getByLabelText('其他金额（元）');
    fireEvent.change(input, { target: { value: '5' } });
    expect(screen.getByRole('alert').textContent).toBe('最低 ¥10.00');
    expect(screen.getByRole('button', { name: '请选择充值金额' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '501' } });
    expect(screen.getByRole('alert').textContent).toBe('最高 ¥500.00');
    fireEvent.change(input, { target: { value: '12.345' } });
    expect(screen.getByRole('alert').textContent).toBe('请输入金额，最多两位小数');
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '充值 ¥12.50' }).hasAttribute('disabled')).toBe(false);
  });

  it('takes only the listed amounts when the promoter allows no other', async () => {
    serve(choice({ custom: null }));
    renderWithQueries(<RechargeView />);
    await screen.findByRole('radio', { name: '¥50.00' });
    expect(screen.queryByRole('radio', { name: '其他金额' })).not.toBeInTheDocument();
  });

  it('orders the top-up with an idempotency key and goes to the cashier', async () => {
    serve();
    renderWithQueries(<RechargeView />);
    fireEvent.click(await screen.findByRole('radio', { name: '¥100.00 送¥10.00' }));
    fireEvent.click(screen.getByRole('button', { name: '充值 ¥100.00' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/balance/pay/index'));
    expect(history.location().query.orderSn).toBe('IOT20250301100000123456');
    expect(sentOrders).toHaveLength(1);
    expect(sentOrders[0]?.amountFen).toBe(10000);
    expect(sentOrders[0]?.idempotencyKey).toMatch(/^[a-f0-9]{32}$/);
  });

  it('repeats the key after a lost answer, and takes a new one after a refusal', async () => {
    let answers = 0;
    serve(choice(), () => {
      answers += 1;
      if (answers === 1) throw new TypeError('Failed to fetch');
      return refusal(-1, '充值金额低于最低限额');
    });
    renderWithQueries(<RechargeView />);
    const pay = await screen.findByRole('button', { name: '充值 ¥50.00' });
    fireEvent.click(pay);
    await vi.waitFor(() => expect(sentOrders).toHaveLength(1));
    await vi.waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    fireEvent.click(pay);
    await vi.waitFor(() => expect(sentOrders).toHaveLength(2));
    await vi.waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
    fireEvent.click(pay);
    await vi.waitFor(() => expect(sentOrders).toHaveLength(3));
    expect(sentOrders[1]?.idempotencyKey).toBe(sentOrders[0]?.idempotencyKey);
    expect(sentOrders[2]?.idempotencyKey).not.toBe(sentOrders[1]?.idempotencyKey);
  });
});
