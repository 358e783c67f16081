import { fireEvent, screen, within } from '@testing-library/react';
import type { CouponPack, IotOrder, OwnedCoupon } from '@shop/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../shared/navigation';
import { aPage, openAt, stubIntersectionObserver } from '../../../shared/pageTesting';
import { showDialog } from '../../../shared/popups';
import { renderWithQueries } from '../../../shared/query/testing';
import { answerOf, byPath, envelope, refusal } from '../../../shared/request/testing';
import { asCardHolder } from '../iotTesting';
import { CouponExchange } from './CouponExchange';
import { CouponPackPay } from './CouponPackPay';
import { CouponRecords } from './CouponRecords';
import { CouponShop } from './CouponShop';

vi.mock('../../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));

const fetch = asCardHolder();

const aPack = (overrides: Partial<CouponPack> = {}): CouponPack => ({
  id: 3,
  name: '满20减5 券包',
  description: '',
  count: 3,
  coupon: { valueFen: 500, thresholdFen: 2000, validDays: 30, packages: ['30GB 月包'] },
  priceFen: 990,
  originalFen: 1500,
  coinCost: null,
  ...overrides,
});

const payment = answerOf('couponChoose', { balanceFen: 5000, payPassword: { set: true, lockedUntil: null, triesLeft: 5 }, paymentTypes: ['wechat'], needBuyCoupon: false, packs: [] });
const anOrder = (overrides: Partial<IotOrder> = {}): IotOrder => ({
  orderSn: 'IOT20250301100000555555',
  kind: 'coupon',
  title: '优惠券包 · 满20减5 券包',
  status: 'paid',
  payWith: 'balance',
  amountFen: 990,
  bonusFen: 0,
  discountFen: 0,
  vipDiscountFen: 0,
  paymentType: null,
  expiresAt: null,
  paidAt: '2025-03-01T02:05:00.000Z',
  createdAt: '2025-03-01T02:05:00.000Z',
  ...overrides,
});
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

beforeEach(async () => {
  stubIntersectionObserver();
  vi.mocked(showDialog).mockClear();
  await openAt('/pages/iot/index/couponChoose/index');
});

describe('the coupon packs on sale', () => {
  it('lists each pack with its coupons, validity, packages and price, and says when the card must buy one first', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/couponChoose': () => envelope('couponChoose', { ...payment, needBuyCoupon: true, packs: [aPack(), aPack({ id: 4, name: '券币专享', priceFen: null, coinCost: 10 })] }) }));
    renderWithQueries(<CouponShop />);
    const pack = await screen.findByRole('article', { name: '满20减5 券包' });
    expect(within(pack).getByText('3 张 ¥5.00 券，满 ¥20.00 可用')).toBeInTheDocument();
    expect(within(pack).getByText('每张有效 30 天 · 限 30GB 月包 使用')).toBeInTheDocument();
    expect(within(pack).getByText('¥9.90')).toBeInTheDocument();
    expect(within(pack).getByText('¥15.00').tagName).toBe('DEL');
    expect(screen.getByText(/您的卡需先购买优惠券包/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: '券币专享' })).not.toBeInTheDocument();
    fireEvent.click(within(pack).getByRole('button', { name: /购买/ }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/couponChoose/pay/index'));
    expect(history.location().query.id).toBe('3');
  });

  it('says when nothing is on sale', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/couponChoose': () => envelope('couponChoose', { ...payment, needBuyCoupon: false, packs: [] }) }));
    renderWithQueries(<CouponShop />);
    expect(await screen.findByText('暂无可购买的优惠券包')).toBeInTheDocument();
    expect(screen.queryByText(/您的卡需先购买优惠券包/)).not.toBeInTheDocument();
  });

  it('shows why the list failed, with a retry', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/couponChoose': () => refusal(-1, '服务繁忙') }));
    renderWithQueries(<CouponShop />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('服务繁忙')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('buying a coupon pack', () => {
  const sent: Array<Record<string, unknown>> = [];
  const serve = (answer: () => Response) => {
    sent.length = 0;
    fetch().mockImplementation(
      byPath({
        '/api/iot/couponChoose': () => envelope('couponChoose', { ...payment, needBuyCoupon: true, packs: [aPack()] }),
        '/api/iot/createCouponOrder': (_url, init) => {
          sent.push(bodyOf(init));
          return answer();
        },
      }),
    );
  };

  it('pays from the balance with the pay password and says how many coupons came', async () => {
    serve(() => envelope('createCouponOrder', anOrder()));
    renderWithQueries(<CouponPackPay id={3} />);
    fireEvent.click(await screen.findByRole('button', { name: '支付 ¥9.90' }));
    const step = await screen.findByRole('dialog', { name: '输入支付密码' });
    for (const digit of '204817') fireEvent.click(within(step).getByRole('button', { name: digit }));
    expect(await screen.findByText('已到账 3 张优惠券')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ packId: 3, payWith: 'balance', payPassword: '204817' });
    fireEvent.click(screen.getByRole('button', { name: '我的优惠券' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/index/couponExchange/order'));
  });

  it('goes to the cashier for an online payment', async () => {
    serve(() => envelope('createCouponOrder', anOrder({ status: 'unpaid', payWith: 'online', paidAt: null })));
    renderWithQueries(<CouponPackPay id={3} />);
    fireEvent.click(await screen.findByRole('radio', { name: /在线支付/ }));
    fireEvent.click(screen.getByRole('button', { name: '支付 ¥9.90' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/balance/pay/index'));
    expect(history.location().query.orderSn).toBe('IOT20250301100000555555');
    expect(sent[0]).toMatchObject({ packId: 3, payWith: 'online' });
  });

  it('says so when the pack is gone', async () => {
    serve(() => envelope('createCouponOrder', anOrder()));
    renderWithQueries(<CouponPackPay id={99} />);
    expect(await screen.findByText('该优惠券包已下架')).toBeInTheDocument();
  });
});

describe('exchanging for coupons', () => {
  const sent: Array<Record<string, unknown>> = [];
  const coupon: OwnedCoupon = { id: 9, name: '满20减5', valueFen: 500, thresholdFen: 2000, startsAt: '2025-03-01T00:00:00.000Z', expiresAt: '2025-03-31T00:00:00.000Z', packages: [], state: 'unused', source: 'code' };
  const serve = (answer: () => Response) => {
    sent.length = 0;
    fetch().mockImplementation(
      byPath({
        '/api/iot/couponExchangeList': () => envelope('couponExchangeList', { couponCoin: 8, packs: [aPack({ id: 5, name: '5 元券', priceFen: null, coinCost: 5 }), aPack({ id: 6, name: '10 元券', priceFen: null, coinCost: 12 })] }),
        '/api/iot/exchangeCoupon': (_url, init) => {
          sent.push(bodyOf(init));
          return answer();
        },
      }),
    );
  };

  it("checks the code as it is typed, shows the server's refusal in place, what a good code added, and empties the field", async () => {
    let tries = 0;
    serve(() => {
      tries += 1;
      return tries === 1 ? refusal(-1, '兑换码错误次数过多，请 15 分钟后再试') : envelope('exchangeCoupon', { coupons: [coupon], couponCoin: 8 });
    });
    renderWithQueries(<CouponExchange />);
    const field = await screen.findByLabelText('兑换码');
    const redeem = screen.getByRole('button', { name: '兑换' });
    fireEvent.change(field, { target: { value: 'AB#1' } });
    expect(screen.getByText('兑换码为 6-32 位字母、数字或短横线')).toBeInTheDocument();
    expect(redeem.hasAttribute('disabled')).toBe(true);
    fireEvent.change(field, { target: { value: '  SPRING-2025  ' } });
    expect(screen.queryByText('兑换码为 6-32 位字母、数字或短横线')).not.toBeInTheDocument();
    fireEvent.click(redeem);
    expect(await screen.findByText('兑换码错误次数过多，请 15 分钟后再试')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ by: 'code', code: 'SPRING-2025' });
    fireEvent.click(redeem);
    expect(await screen.findByText('已到账：满20减5 −¥5.00')).toBeInTheDocument();
    expect(screen.queryByText('兑换码错误次数过多，请 15 分钟后再试')).not.toBeInTheDocument();
    // The code is spent: the field is empty for the next one.
    expect((screen.getByLabelText('兑换码') as HTMLInputElement).value).toBe('');
  });

  it('keeps a pack the coin does not reach off, saying how much is missing, and exchanges one it reaches', async () => {
    serve(() => envelope('exchangeCoupon', { coupons: [coupon], couponCoin: 3 }));
    renderWithQueries(<CouponExchange />);
    expect(await screen.findByText('当前券币 8')).toBeInTheDocument();
    const dear = screen.getByRole('article', { name: '10 元券' });
    expect(within(dear).getByRole('button', { name: /兑换/ }).hasAttribute('disabled')).toBe(true);
    expect(within(dear).getByText('还差 4 券币')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('article', { name: '5 元券' })).getByRole('button', { name: /兑换/ }));
    await vi.waitFor(() => expect(showDialog).toHaveBeenCalled());
    const [, actions = []] = vi.mocked(showDialog).mock.calls[0] ?? [];
    actions[1]?.onPress();
    expect(await screen.findByText('剩余券币：3')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ by: 'coin', packId: 5 });
  });
});

describe('my coupons and the coin ledger', () => {
  it('lists coupons by state and the coin ledger with signed amounts and the coin after', async () => {
    const states: string[] = [];
    fetch().mockImplementation(
      byPath({
        '/api/iot/simCouponList': (url) => {
          states.push(url.searchParams.get('state') ?? '');
          return envelope('simCouponList', aPage(url.searchParams.get('state') === 'used' ? [] : [{ id: 1, name: '满20减5', valueFen: 500, thresholdFen: 2000, startsAt: '2025-03-01T00:00:00.000Z', expiresAt: '2025-03-31T00:00:00.000Z', packages: [], state: 'unused', source: 'pack' }]));
        },
        '/api/iot/couponCoinLogList': () =>
          envelope('couponCoinLogList', aPage([
            { id: 2, reason: 'exchange', amount: -5, balanceAfter: 3, packName: '5 元券', createdAt: '2025-03-01T02:05:00.000Z' },
            { id: 1, reason: 'opening', amount: 8, balanceAfter: 8, packName: null, createdAt: '2025-02-01T02:05:00.000Z' },
          ])),
      }),
    );
    renderWithQueries(<CouponRecords />);
    const row = await screen.findByRole('article', { name: '满20减5' });
    expect(within(row).getByText('满 ¥20.00 可用 · 2025-03-31 到期')).toBeInTheDocument();
    expect(within(row).getByText('全部套餐可用 · 购买券包')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '已使用' }));
    expect(await screen.findByText('暂无已使用的优惠券')).toBeInTheDocument();
    expect(states).toEqual(['unused', 'used']);
    fireEvent.click(screen.getByRole('tab', { name: '券币明细' }));
    const [spent, received] = (await screen.findAllByRole('article')) as HTMLElement[];
    expect(within(spent as HTMLElement).getByText('兑换优惠券')).toBeInTheDocument();
    expect(within(spent as HTMLElement).getByText('-5')).toBeInTheDocument();
    expect(within(spent as HTMLElement).getByText('剩余券币 3')).toBeInTheDocument();
    expect(within(received as HTMLElement).getByText('+8')).toBeInTheDocument();
  });
});
