import { fireEvent, screen, within } from '@testing-library/react';
import type { CardPayment, VipPlan } from '@shop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../shared/navigation';
import { openAt } from '../../../shared/pageTesting';
import { renderWithQueries } from '../../../shared/query/testing';
import { byPath, envelope } from '../../../shared/request/testing';
import { asCardHolder, aVipOrder } from '../iotTesting';
import { VipInvitePage } from '../vipInvite';
import { VipCentre } from './VipCentre';
import { VipPay } from './VipPay';

const fetch = asCardHolder();

const aPlan = (overrides: Partial<VipPlan> = {}): VipPlan => ({
  id: 2,
  name: '黄金会员',
  logo: '',
  description: '',
  priceFen: 1990,
  originalFen: 2990,
  validity: { count: 1, unit: 2 },
  privileges: { gi: '', items: [{ title: '专属客服', icon: '' }] },
  packagePercent: 85,
  pointsMultiplier: 2,
  ...overrides,
});
const membership = aVipOrder({
  orderSn: 'IOT20250301100000888888',
  actualPayMoney: 1990,
  packagePrice: 1990,
  privileges: { gi: '', items: [{ title: '专属客服', icon: '' }] },
  startAt: '2025-03-01T00:00:00.000Z',
  endAt: '2099-04-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
  createdAt: '2025-03-01T00:00:00.000Z',
});
const payment: CardPayment = { balanceFen: 5000, payPassword: { set: true, lockedUntil: null, triesLeft: 5 }, paymentTypes: ['wechat'] };
const sent: Array<Record<string, unknown>> = [];

function serve(current: typeof membership | null = null, plans = [aPlan()]) {
  sent.length = 0;
  fetch().mockImplementation(
    byPath({
      '/api/iot/vipList': () => envelope('vipList', { ...payment, plans, current }),
      '/api/iot/createVipOrder': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return envelope('createVipOrder', { orderSn: 'IOT1', kind: 'vip', title: 'VIP', status: 'paid', payWith: 'balance', amountFen: 1990, bonusFen: 0, discountFen: 0, vipDiscountFen: 0, paymentType: null, expiresAt: null, paidAt: '2025-03-01T00:00:00.000Z', createdAt: '2025-03-01T00:00:00.000Z' });
      },
    }),
  );
}

beforeEach(async () => {
  await openAt('/pages-sub/iot/index/vip/index');
});

describe('the member centre', () => {
  it('invites a card without a membership and lists each plan with its price, validity and benefits', async () => {
    serve();
    renderWithQueries(<VipCentre />);
    const plan = await screen.findByRole('article', { name: '黄金会员' });
    expect(screen.getByRole('region', { name: '开通会员' })).toBeInTheDocument();
    expect(within(plan).getByText('有效期 1 个月')).toBeInTheDocument();
    expect(within(plan).getByText('套餐 8.5 折')).toBeInTheDocument();
    // No points are earned yet: the multiplier is kept, not promised.
    expect(within(plan).queryByText(/积分/)).not.toBeInTheDocument();
    expect(within(plan).getByText('专属客服')).toBeInTheDocument();
    expect(within(plan).getByText('¥29.90').tagName).toBe('DEL');
    fireEvent.click(within(plan).getByRole('button', { name: '¥19.90 开通' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/index/vip/pay'));
    expect(history.location().query.id).toBe('2');
  });

  it('shows the membership in force and what renewing extends it to', async () => {
    serve(membership);
    renderWithQueries(<VipCentre />);
    const current = await screen.findByRole('region', { name: '我的会员' });
    expect(within(current).getByText('有效期至 2099-04-01')).toBeInTheDocument();
    const plan = screen.getByRole('article', { name: '黄金会员' });
    expect(within(plan).getByText('续费后有效期延长至 2099-05-01')).toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: '¥19.90 续费' })).toBeInTheDocument();
  });

  it('says when no plan is on sale', async () => {
    serve(null, []);
    renderWithQueries(<VipCentre />);
    expect(await screen.findByText('暂无可开通的会员')).toBeInTheDocument();
  });
});

describe('paying for a plan', () => {
  it('pays from the balance with the pay password and says the membership is in force', async () => {
    serve();
    renderWithQueries(<VipPay id={2} />);
    fireEvent.click(await screen.findByRole('button', { name: '支付 ¥19.90' }));
    const step = await screen.findByRole('dialog', { name: '输入支付密码' });
    for (const digit of '204817') fireEvent.click(within(step).getByRole('button', { name: digit }));
    expect(await screen.findByText('会员已生效')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ vipId: 2, payWith: 'balance', payPassword: '204817' });
  });
});

describe('the invitation as a page', () => {
  it('shows the benefits and the lowest price, and leads to the plans', async () => {
    serve(null, [aPlan(), aPlan({ id: 3, name: '白金会员', priceFen: 4990, packagePercent: 80, privileges: { gi: '', items: [] } })]);
    renderWithQueries(<VipInvitePage />);
    expect(await screen.findByText('¥19.90 起')).toBeInTheDocument();
    expect(screen.getByText('套餐 8 折')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看会员套餐' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/index/vip/index'));
  });
});
