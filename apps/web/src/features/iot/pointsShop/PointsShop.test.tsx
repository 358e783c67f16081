import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { history, useQuery } from '../../../shared/navigation';
import { openAt, stubIntersectionObserver } from '../../../shared/pageTesting';
import { renderWithQueries } from '../../../shared/query/testing';
import { byPath, envelope, refusal, reply } from '../../../shared/request/testing';
import { useIotStore } from '../../../stores/iot';
import { asCardHolder } from '../iotTesting';
import { GoodsDetails } from './GoodsDetails';
import { PickupPoints } from './PickupPoints';
import { PointsShop } from './PointsShop';
import { paymentQueryOf, ShopPayment } from './ShopPayment';
import { aCashOrder, bodyOf, aGoodsDetail, anAddress, aPhysicalGoods, aPickupPoint, aShopGoods, aShopIndex, aShopOrder, goodsDetails } from './pointsShopTesting';

vi.mock('../../../shared/popups', () => ({ showDialog: vi.fn(async () => undefined), showToast: vi.fn(async () => undefined) }));

const fetch = asCardHolder();

/** The shop as its page shows it, on the category of its address. */
function PointsShopPage() {
  const { categoryId } = useQuery();
  return <PointsShop categoryId={categoryId ? Number(categoryId) : undefined} />;
}

/** The order confirmation as its page shows it, following its address. */
function ShopPaymentPage() {
  return <ShopPayment {...paymentQueryOf(useQuery())} />;
}

beforeEach(() => {
  stubIntersectionObserver();
  useIotStore.setState({ iotSimAddressId: 0, selectAddressBackPath: '' });
});

describe('the points shop', () => {
  it("shows the card's points, the categories and a grid of goods with their prices, struck market price and sold-out badge", async () => {
    const asked: string[] = [];
    fetch().mockImplementation(
      byPath({
        '/api/iot/integralShopIndex': (url) => {
          asked.push(url.searchParams.get('categoryId') ?? 'all');
          return url.searchParams.get('categoryId') === '2'
            ? envelope('integralShopIndex', aShopIndex([aShopGoods({ id: 13, kind: 'physical', name: '保温杯', points: 200, cashFen: 990, marketFen: 5900, stock: 0 })]))
            : envelope('integralShopIndex', aShopIndex([aShopGoods(), aShopGoods({ id: 12, name: '10 元话费', kind: 'balance', marketFen: null })]));
        },
      }),
    );
    await openAt('/pages-sub/iot/integralShop/index');
    renderWithQueries(<PointsShopPage />);
    expect(await screen.findByText('1000')).toBeInTheDocument();
    const data = await screen.findByRole('button', { name: /5GB 流量包/ });
    expect(within(data).getByText('300 积分')).toBeInTheDocument();
    expect(within(data).getByText('¥10.00').tagName).toBe('DEL');
    expect(screen.getByRole('button', { name: /10 元话费/ })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: '商品分类' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '流量', '好物']);
    fireEvent.click(within(tabs).getByRole('tab', { name: '好物' }));
    const cup = await screen.findByRole('button', { name: /保温杯/ });
    expect(within(cup).getByText('已兑完')).toBeInTheDocument();
    expect(within(cup).getByText('200 积分 + ¥9.90')).toBeInTheDocument();
    expect(asked).toEqual(['all', '2']);
    expect(history.location().query.categoryId).toBe('2');
    fireEvent.click(cup);
    await vi.waitFor(() => expect(history.location().href).toBe('/pages-sub/iot/integralShop/details/index?id=13'));
  });

  it('leads to the points log, the orders and the task centre', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/integralShopIndex': () => envelope('integralShopIndex', aShopIndex()) }));
    await openAt('/pages-sub/iot/integralShop/index');
    renderWithQueries(<PointsShop />);
    fireEvent.click(await screen.findByRole('button', { name: '积分订单' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/integralShop/order/index'));
  });

  it('says when there is nothing to redeem, with the way to earn points', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/integralShopIndex': () => envelope('integralShopIndex', aShopIndex([])) }));
    renderWithQueries(<PointsShop />);
    expect(await screen.findByText('这里暂时没有商品')).toBeInTheDocument();
  });

  it('shows why the shop failed to load, with a retry', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/integralShopIndex': () => refusal(-1, '服务繁忙') }));
    renderWithQueries(<PointsShop />);
    expect(await screen.findByText('服务繁忙')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe("an item's page", () => {
  const show = async (goods = aGoodsDetail(), integral = 1000) => {
    fetch().mockImplementation(byPath({ '/api/iot/integralShopGoodsDetails': () => envelope('integralShopGoodsDetails', goodsDetails(goods, { integral })) }));
    renderWithQueries(<GoodsDetails id={goods.id} />);
    return screen.findByRole('button', { name: '立即兑换' });
  };

  it('shows the price, stock, limit, what it gives and the description, and goes to confirm the order', async () => {
    const redeem = await show(aGoodsDetail({ boughtByCard: 1, canBuy: 1 }));
    expect(screen.getByText('库存 50 · 每卡限兑 2 件，已兑 1 件')).toBeInTheDocument();
    expect(screen.getByText('5GB 30 天')).toBeInTheDocument();
    expect(screen.getByText('兑换后立即到账，30 天有效')).toBeInTheDocument();
    fireEvent.click(redeem);
    await vi.waitFor(() => expect(history.location().href).toBe('/pages-sub/iot/integralShop/details/payment?id=11&quantity=1'));
  });

  it.each([
    ['sold out', aGoodsDetail({ stock: 0, canBuy: 0 }), 1000, '已兑完'],
    ['over the limit', aGoodsDetail({ boughtByCard: 2, canBuy: 0 }), 1000, '本卡已达兑换上限'],
    ['short of points', aGoodsDetail({ canBuy: 0 }), 120, '积分不足：本卡现有 120 积分'],
  ])('is not redeemable %s, and says why', async (_case, goods, integral, reason) => {
    const redeem = await show(goods, integral);
    expect(redeem.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('note').textContent).toContain(reason);
  });

  it('shows a card short of points where to earn them', async () => {
    await show(aGoodsDetail({ canBuy: 0 }), 120);
    fireEvent.click(screen.getByRole('button', { name: '去赚积分' }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/task/index'));
  });

  it('says when the item is gone', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/integralShopGoodsDetails': () => reply({ code: -1, message: '商品不存在', data: null }, 404) }));
    renderWithQueries(<GoodsDetails id={99} />);
    expect(await screen.findByText('该商品已下架')).toBeInTheDocument();
  });
});

describe('confirming an order', () => {
  const sent: Array<Record<string, unknown>> = [];
  const serve = (details: ReturnType<typeof goodsDetails>, answer: () => Response, addresses = [anAddress(), anAddress({ id: 6, name: '李雷', isDefault: false })]) => {
    sent.length = 0;
    fetch().mockImplementation(
      byPath({
        '/api/iot/integralShopGoodsDetails': () => envelope('integralShopGoodsDetails', details),
        '/api/iot/simAddressList': () => envelope('simAddressList', addresses),
        '/api/iot/goodsShopStore': () => envelope('goodsShopStore', [aPickupPoint(), aPickupPoint({ id: 4, name: '福田门店' })]),
        '/api/iot/buyShopGoods': (_url, init) => {
          sent.push(bodyOf(init));
          return answer();
        },
      }),
    );
  };
  const open = async (query: string) => {
    await openAt(`/pages-sub/iot/integralShop/details/payment?${query}`);
    renderWithQueries(<ShopPaymentPage />);
    return screen.findByRole('button', { name: '立即兑换' });
  };

  it('redeems a virtual item in points alone: credited to the card, no payment asked', async () => {
    serve(goodsDetails(), () => envelope('buyShopGoods', aShopOrder()));
    const redeem = await open('id=11&quantity=1');
    expect(screen.getByText(/兑换后立即充入本卡/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: '支付方式' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '增加一件' }));
    await vi.waitFor(() => expect(history.location().query.quantity).toBe('2'));
    expect(screen.getByRole('button', { name: '增加一件' }).hasAttribute('disabled')).toBe(true);
    const summary = screen.getByRole('region', { name: '订单金额' });
    expect(within(summary).getByText('600')).toBeInTheDocument();
    expect(within(summary).getByText('400')).toBeInTheDocument();
    fireEvent.click(redeem);
    expect(await screen.findByText('兑换成功')).toBeInTheDocument();
    expect(screen.getByText('已充入本卡：5GB 30 天')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ goodsId: 11, quantity: 2, delivery: 'card' })]);
    expect(sent[0]).not.toHaveProperty('payWith');
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    await vi.waitFor(() => expect(history.location().href).toBe('/pages-sub/iot/integralShop/order/orderDetails/index?orderSn=PS20250301100000123456'));
  });

  it('ships to the default address and pays the cash part from the balance with the pay password', async () => {
    serve(goodsDetails(aPhysicalGoods()), () =>
      envelope('buyShopGoods', aShopOrder({ goodsId: 12, kind: 'physical', status: 'paid', delivery: 'express', cashFen: 990, address: anAddress(), cashOrder: aCashOrder({ status: 'paid', payWith: 'balance' }) })),
    );
    const redeem = await open('id=12&quantity=1');
    expect(await screen.findByText('科技园南路 1 号', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('200 积分 + ¥9.90', { selector: '.shop-payment__total' })).toBeInTheDocument();
    fireEvent.click(redeem);
    const step = await screen.findByRole('dialog', { name: '输入支付密码' });
    for (const digit of '204817') fireEvent.click(within(step).getByRole('button', { name: digit }));
    expect(await screen.findByText('兑换成功')).toBeInTheDocument();
    expect(screen.getByText('将寄往 王小明，广东省深圳市南山区科技园南路 1 号。')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ goodsId: 12, quantity: 1, delivery: 'express', addressId: 5, payWith: 'balance', payPassword: '204817' });
  });

  it('ships to the address chosen, and sends an online cash part to the cashier', async () => {
    useIotStore.getState().chooseAddress(6);
    serve(goodsDetails(aPhysicalGoods()), () => envelope('buyShopGoods', aShopOrder({ status: 'unpaid', delivery: 'express', cashFen: 990, cashOrder: aCashOrder() })));
    const redeem = await open('id=12&quantity=1');
    expect(await screen.findByText('李雷')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /在线支付/ }));
    fireEvent.click(redeem);
    await vi.waitFor(() => expect(history.location().href).toBe('/pages-sub/iot/integralShop/details/cashier?orderSn=IOT20250301100000888888'));
    expect(sent[0]).toMatchObject({ delivery: 'express', addressId: 6, payWith: 'online' });
  });

  it('asks for an address first, and sends the holder to choose one, remembering where to come back', async () => {
    serve(goodsDetails(aPhysicalGoods()), () => envelope('buyShopGoods', aShopOrder()), []);
    const redeem = await open('id=12&quantity=1');
    expect(await screen.findByText('请先添加收货地址')).toBeInTheDocument();
    expect(redeem.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /添加收货地址/ }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/integralShop/details/selectAddress/index'));
    expect(useIotStore.getState().selectAddressBackPath).toBe('/pages-sub/iot/integralShop/details/payment?id=12&quantity=1');
  });

  it('collects at the pick-up point chosen', async () => {
    serve(goodsDetails(aPhysicalGoods()), () => envelope('buyShopGoods', aShopOrder({ delivery: 'pickup', pickupPoint: aPickupPoint({ id: 4, name: '福田门店' }), pickupCode: '834921', cashOrder: aCashOrder({ status: 'paid' }) })));
    const redeem = await open('id=12&quantity=1&delivery=pickup&pickupPointId=4');
    expect(await screen.findByText('福田门店')).toBeInTheDocument();
    fireEvent.click(redeem);
    const step = await screen.findByRole('dialog', { name: '输入支付密码' });
    for (const digit of '204817') fireEvent.click(within(step).getByRole('button', { name: digit }));
    expect(await screen.findByText('请凭提货码 834921 到 福田门店 提货。')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ delivery: 'pickup', pickupPointId: 4 });
    expect(sent[0]).not.toHaveProperty('addressId');
  });
});

describe('the pick-up points', () => {
  it('lists each with its address, hours and phone, and goes back to the order with the one chosen', async () => {
    fetch().mockImplementation(byPath({ '/api/iot/goodsShopStore': () => envelope('goodsShopStore', [aPickupPoint(), aPickupPoint({ id: 4, name: '福田门店' })]) }));
    await openAt('/pages-sub/iot/integralShop/details/payment?id=12&quantity=2&delivery=pickup');
    await history.port.push('/pages-sub/iot/integralShop/details/storePoint?id=12');
    renderWithQueries(<PickupPoints goodsId={12} />);
    const point = await screen.findByRole('article', { name: '福田门店' });
    expect(within(point).getByText('营业时间 09:00-21:00')).toBeInTheDocument();
    expect(within(point).getByRole('link', { name: '致电 075512345678' })).toHaveAttribute('href', 'tel:075512345678');
    fireEvent.click(within(point).getByRole('button', { name: /^福田门店/ }));
    await vi.waitFor(() => expect(history.location().path).toBe('/pages-sub/iot/integralShop/details/payment'));
    expect(history.location().query).toMatchObject({ id: '12', quantity: '2', delivery: 'pickup', pickupPointId: '4' });
  });
});
