import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { history } from '../../../../shared/navigation';
import { openAt } from '../../../../shared/pageTesting';
import { showDialog } from '../../../../shared/popups';
import { renderWithQueries } from '../../../../shared/query/testing';
import { answerOf, byPath, envelope, refusal } from '../../../../shared/request/testing';
import { asCardHolder } from '../../iotTesting';
import { anIotOrder, anOffer, bodyOf, packageDetails } from '../walletTesting';
import { PackageDetails } from './PackageDetails';
import { PackageShop } from './PackageShop';

vi.mock('../../../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));

const fetch = asCardHolder();
const bought: Array<Record<string, unknown>> = [];

beforeEach(async () => {
  bought.length = 0;
  vi.mocked(showDialog).mockClear();
  await openAt('/pages/iot/index/package/details/index?id=7');
});

type Answer = () => Response;

function serve(details = packageDetails(), buy: Answer = () => envelope('buyPackage', anIotOrder({ kind: 'package', payWith: 'balance', status: 'paid' }))) {
  fetch().mockImplementation(
    byPath({
      '/api/iot/packageDetails': () => envelope('packageDetails', details),
      '/api/iot/buyPackage': (_url, init) => {
        bought.push(bodyOf(init));
        return buy();
      },
    }),
  );
}

describe('the packages on sale', () => {
  it('shows a tab per kind, each package with data, validity, price and the old price struck', async () => {
    const groups = answerOf('packageChoose', [
      { kind: 'base', packages: [anOffer()] },
      { kind: 'addon', packages: [anOffer({ id: 8, kind: 'addon', name: '5GB 加油包', flowMb: 5120, validity: { count: 7, unit: 1 }, priceFen: 1000, originalFen: null })] },
      { kind: 'volume', packages: [] },
    ]);
    fetch().mockImplementation(byPath({ '/api/iot/packageChoose': () => envelope('packageChoose', groups) }));
    await openAt('/pages/iot/index/package/index');
    renderWithQueries(<PackageShop />);
    const offer = await screen.findByRole('button', { name: /30GB 月包/ });
    expect(within(offer).getByText('30GB · 有效期 1 个月')).toBeInTheDocument();
    expect(within(offer).getByText('¥29.00')).toBeInTheDocument();
    expect(within(offer).getByText('¥39.00').tagName).toBe('DEL');
    expect(screen.queryByRole('tab', { name: '流量池' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '加油包' }));
    fireEvent.click(await screen.findByRole('button', { name: /5GB 加油包/ }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/package/details/index'));
    expect(history.location().query.id).toBe('8');
  });
});

describe('the packages on sale to a member', () => {
  it('shows the VIP price, tagged, with the list price struck', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/packageChoose': () => envelope('packageChoose', [{ kind: 'base', packages: [anOffer({ vipPriceFen: 2610 })] }]) }));
    await openAt('/pages/iot/index/package/index');
    renderWithQueries(<PackageShop />);
    const offer = await screen.findByRole('button', { name: /30GB 月包/ });
    expect(within(offer).getByText('会员价')).toBeInTheDocument();
    expect(within(offer).getByText('¥26.10')).toBeInTheDocument();
    expect(within(offer).getByText('¥29.00').tagName).toBe('DEL');
  });
});

describe('buying a package', () => {
  it('chooses the next cycle, showing the day it starts', async () => {
    serve();
    renderWithQueries(<PackageDetails id={7} />);
    fireEvent.click(await screen.findByRole('button', { name: /生效方式/ }));
    const sheet = await screen.findByRole('dialog', { name: '选择生效方式' });
    expect(within(sheet).getByText('2025-03-31 起生效')).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('radio', { name: /下周期生效/ }));
    expect(await screen.findByRole('button', { name: /生效方式 下周期生效/ })).toBeInTheDocument();
  });

  it('says there is no coupon when the card owns none that applies', async () => {
    serve();
    renderWithQueries(<PackageDetails id={7} />);
    fireEvent.click(await screen.findByRole('button', { name: /优惠券/ }));
    const sheet = await screen.findByRole('dialog', { name: '选择优惠券' });
    expect(within(sheet).getByRole('radio', { name: /不使用优惠券/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(sheet).getByText('暂无可用优惠券')).toBeInTheDocument();
  });

  it('takes the best coupon off the price', async () => {
    serve(packageDetails({ coupons: [{ id: 4, name: '满20减5', valueFen: 500, thresholdFen: 2000, startsAt: '2025-03-01T00:00:00.000Z', expiresAt: '2025-04-01T00:00:00.000Z', packages: [], state: 'unused', source: 'pack' }] }));
    renderWithQueries(<PackageDetails id={7} />);
    expect(await screen.findByRole('button', { name: '支付 ¥24.00' })).toBeInTheDocument();
  });

  it('with a membership, pays the VIP price less the coupon, the list price struck and the coupon\'s terms shown', async () => {
    const coupon = { id: 4, name: '满20减5', valueFen: 500, thresholdFen: 2000, startsAt: '2025-03-01T00:00:00.000Z', expiresAt: '2025-04-01T00:00:00.000Z', packages: ['30GB 月包'], state: 'unused' as const, source: 'pack' as const };
    serve(packageDetails({ offer: anOffer({ vipPriceFen: 2610 }), coupons: [coupon] }));
    renderWithQueries(<PackageDetails id={7} />);
    expect(await screen.findByRole('button', { name: '支付 ¥21.10' })).toBeInTheDocument();
    expect(screen.getByText('会员价')).toBeInTheDocument();
    expect(screen.getByText('¥26.10')).toBeInTheDocument();
    expect(screen.getByText('¥29.00').tagName).toBe('DEL');
    fireEvent.click(screen.getByRole('button', { name: /优惠券/ }));
    const sheet = await screen.findByRole('dialog', { name: '选择优惠券' });
    expect(within(sheet).getByText('满 ¥20.00 可用 · 2025-04-01 到期 · 限 30GB 月包 使用')).toBeInTheDocument();
    fireEvent.click(within(sheet).getByRole('radio', { name: /不使用优惠券/ }));
    expect(await screen.findByRole('button', { name: '支付 ¥26.10' })).toBeInTheDocument();
  });

  it('never asks less than nothing when the coupon is worth more than the price', async () => {
    serve(packageDetails({ offer: anOffer({ priceFen: 300 }), coupons: [{ id: 4, name: '满0减5', valueFen: 500, thresholdFen: 0, startsAt: '2025-03-01T00:00:00.000Z', expiresAt: '2025-04-01T00:00:00.000Z', packages: [], state: 'unused', source: 'code' }] }));
    renderWithQueries(<PackageDetails id={7} />);
    expect(await screen.findByRole('button', { name: '支付 ¥0.00' })).toBeInTheDocument();
  });

  it('keeps the balance off when it is short, with the reason and a way to top up', async () => {
    serve(packageDetails({ balanceFen: 1000 }));
    renderWithQueries(<PackageDetails id={7} />);
    const balance = await screen.findByRole('radio', { name: /余额支付/ });
    expect(balance.hasAttribute('disabled')).toBe(true);
    expect(within(balance).getByText('余额 ¥10.00，不足支付')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /在线支付/ })).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('button', { name: '去充值' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/balance/index'));
  });

  it('asks for the pay password, shows the refusal in the server\'s words, then buys on the right one', async () => {
    let tries = 0;
    serve(packageDetails(), () => {
      tries += 1;
      return tries === 1
        ? refusal(-1, '支付密码错误，还可尝试 4 次')
        : envelope('buyPackage', anIotOrder({ kind: 'package', payWith: 'balance', status: 'paid' }));
    });
    const { client } = renderWithQueries(<PackageDetails id={7} />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: '支付 ¥29.00' }));
    const step = await screen.findByRole('dialog', { name: '输入支付密码' });
    expect(within(step).getByText('余额支付 ¥29.00')).toBeInTheDocument();
    for (const digit of '204816') fireEvent.click(within(step).getByRole('button', { name: digit }));
    expect(await within(step).findByText('支付密码错误，还可尝试 4 次')).toBeInTheDocument();
    for (const digit of '204817') fireEvent.click(within(step).getByRole('button', { name: digit }));
    expect(await screen.findByText('套餐订购成功')).toBeInTheDocument();
    expect(screen.getByText('套餐已生效。')).toBeInTheDocument();
    expect(bought.map((body) => body.payPassword)).toEqual(['204816', '204817']);
    expect(bought[1]).toMatchObject({ packageId: 7, effect: 'now', payWith: 'balance' });
    expect(bought[1]?.idempotencyKey).not.toBe(bought[0]?.idempotencyKey);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['simPackageList'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['simInfo'] });
  });

  it('without a pay password, offers to set one or to pay without', async () => {
    serve(packageDetails({ payPassword: { set: false, lockedUntil: null, triesLeft: 5 } }));
    renderWithQueries(<PackageDetails id={7} />);
    fireEvent.click(await screen.findByRole('button', { name: '支付 ¥29.00' }));
    await vi.waitFor(() => expect(showDialog).toHaveBeenCalled());
    const [content, actions = []] = vi.mocked(showDialog).mock.calls[0] ?? [];
    expect(content).toContain('设置支付密码可保护余额安全');
    expect(actions.map((action) => action.text)).toEqual(['设置支付密码', '直接支付']);
    actions[1]?.onPress();
    expect(await screen.findByText('套餐订购成功')).toBeInTheDocument();
    expect(bought[0]?.payPassword).toBeUndefined();
  });

  it('says balance payments are locked after too many wrong passwords', async () => {
    serve(packageDetails({ payPassword: { set: true, lockedUntil: '2099-03-01T03:00:00.000Z', triesLeft: 0 } }));
    renderWithQueries(<PackageDetails id={7} />);
    expect(await screen.findByText(/余额支付已锁定至 2099-03-01 11:00/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /余额支付/ }).hasAttribute('disabled')).toBe(true);
  });

  it('pays online through the card\'s cashier', async () => {
    serve(packageDetails(), () => envelope('buyPackage', anIotOrder({ kind: 'package', title: '30GB 月包', amountFen: 2900, bonusFen: 0 })));
    renderWithQueries(<PackageDetails id={7} />);
    fireEvent.click(await screen.findByRole('radio', { name: /在线支付/ }));
    fireEvent.click(screen.getByRole('button', { name: '支付 ¥29.00' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages/iot/index/balance/pay/index'));
    expect(bought[0]).toMatchObject({ payWith: 'online' });
    expect(bought[0]?.payPassword).toBeUndefined();
  });
});
