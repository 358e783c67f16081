import { randomUUID } from 'node:crypto';
import { api, CARD_TOKEN_HEADER, LOCALE_HEADER, RequestHeader } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries, coupons, pickupPoints, pointsOrders, pointsShopGoods, simPackages } from '../../src/db/schema';
import { cardLogin, DemoCard, simRow, useIotApp } from '../support/iot';
import { connectSandbox, paymentRow, pressCashier } from '../support/payments';
import {
  buyGoods,
  goodsId,
  goodsRow,
  insertShopper,
  pointsAndLedger,
  pointsLinesOf,
  pointsOrderRow,
  shopCall,
  shopRead,
  snapshotOf,
} from '../support/points';
import { balanceLinesOf, type Holder, iotOrderRow, startCardPayment } from '../support/wallet';

const shop = useIotApp();
const MINUTE = 60_000;
/** 10:00 in China. */
const T = new Date('2026-03-10T02:00:00.000Z');
const ids = { pack: 0, coupon: 0, credit: 0, bag: 0, earbuds: 0, powerBank: 0, band: 0, cable: 0, offSale: 0, sunrise: 0 };
let serial = 0;

/** A new card of the demo promoter with its own points (and plenty of balance), logged in. */
const aHolder = async (integral: number, balance = 100_000): Promise<Holder> => {
  serial += 1;
  const simNo = `89860166000000${String(serial).padStart(5, '0')}`;
  await insertShopper(shop.db, simNo, integral, { balance });
  return { simNo, token: await cardLogin(shop.app, simNo) };
};

const inEnglish = (holder: Holder, name: 'integralShopIndex' | 'integralShopGoodsDetails', query: Record<string, string> = {}) =>
  shop.app
    .inject({ method: 'GET', url: api[name].path, query, headers: { [RequestHeader.simNo]: holder.simNo, [CARD_TOKEN_HEADER]: holder.token, [LOCALE_HEADER]: 'en' } })
    .then((response) => response.json());

const addressOf = async (holder: Holder): Promise<number> =>
  (await shopCall(shop.app, holder, 'setSimAddress', { name: '张三', mobile: '13800138000', provinceCode: '440000', cityCode: '440300', countyCode: '440305', detail: '科技园科苑路 15 号' })).data.id;

const pickupPointId = async (): Promise<number> => (await shop.db.select({ id: pickupPoints.id }).from(pickupPoints).where(eq(pickupPoints.promoCode, 'demo')).orderBy(pickupPoints.sort))[0]?.id ?? 0;

const detailsOf = async (holder: Holder, id: number) => (await shopRead(shop.app, holder, 'integralShopGoodsDetails', { goodsId: String(id) })).data.goods;
const orderOf = async (holder: Holder, orderSn: string) => (await shopRead(shop.app, holder, 'shopOrderDetails', { orderSn })).data;

/** Buys the earbuds (100 points + ¥29.90) shipped, paid online: an unpaid order. */
const unpaidEarbuds = async (holder: Holder) => {
  const answer = await buyGoods(shop.app, holder, { goodsId: ids.earbuds, delivery: 'express', addressId: await addressOf(holder), payWith: 'online' });
  expect(answer).toMatchObject({ code: 0, data: { status: 'unpaid', points: 100, cashFen: 2990, cashOrder: { kind: 'pointsShop', status: 'unpaid', amountFen: 2990 } } });
  return answer.data as { orderSn: string; cashOrder: { orderSn: string } };
};

beforeAll(async () => {
  shop.clock.current = T;
  await connectSandbox(shop);
  ids.pack = await goodsId(shop.db, '加油包 5GB 兑换');
  ids.coupon = await goodsId(shop.db, '¥3 无门槛券');
  ids.credit = await goodsId(shop.db, '¥5 话费');
  ids.bag = await goodsId(shop.db, '定制帆布袋');
  ids.earbuds = await goodsId(shop.db, '蓝牙耳机');
  ids.powerBank = await goodsId(shop.db, '10000mAh 充电宝');
  ids.band = await goodsId(shop.db, '智能手环');
  ids.cable = await goodsId(shop.db, '新人专享 数据线');
  const bag = await goodsRow(shop.db, ids.bag);
  if (!bag) throw new Error('the demo bag is missing');
  const { id: _id, createdAt: _createdAt, ...item } = bag;
  const [offSale, sunrise] = await shop.db
    .insert(pointsShopGoods)
    .values([
      { ...item, name: '下架商品', onSale: false },
      { ...item, name: '日出商品', promoCode: 'sunrise', categoryId: null },
    ])
    .returning();
  ids.offSale = offSale?.id ?? 0;
  ids.sunrise = sunrise?.id ?? 0;
});

describe('the catalogue', () => {
  it("shows the card's promoter's banners, categories and items on sale, in the reader's locale, with the card's points", async () => {
    const holder = await aHolder(250);
    const answer = await inEnglish(holder, 'integralShopIndex');
    expect(answer.code).toBe(0);
    expect(answer.data.integral).toBe(250);
    expect(answer.data.banners).toHaveLength(3);
    expect(answer.data.categories.map((category: { name: string }) => category.name)).toEqual(['Gadgets', 'Everyday', 'Data and credit']);
    const names = answer.data.goods.list.map((goods: { name: string }) => goods.name);
    expect(names).toHaveLength(8);
    expect(names).toContain('Bluetooth earbuds');
    expect(answer.data.goods.list.map((goods: { id: number }) => goods.id)).not.toContain(ids.offSale);
    expect(answer.data.goods.list.map((goods: { id: number }) => goods.id)).not.toContain(ids.sunrise);
    expect(answer.data.goods.list.find((goods: { id: number }) => goods.id === ids.earbuds)).toMatchObject({ kind: 'physical', points: 100, cashFen: 2990, marketFen: 12900 });

    const cardCategory = answer.data.categories[2].id;
    const credits = (await shopRead(shop.app, holder, 'integralShopIndex', { categoryId: String(cardCategory) })).data.goods.list;
    expect(credits.map((goods: { kind: string }) => goods.kind)).toEqual(['dataPack', 'coupon', 'balance']);
  });

  it("shows another promoter's card that promoter's shelf only", async () => {
    const holder = { simNo: DemoCard.viceAndBreak, token: await cardLogin(shop.app, DemoCard.viceAndBreak) };
    const answer = (await shopRead(shop.app, holder, 'integralShopIndex')).data;
    expect(answer.banners).toHaveLength(1);
    expect(answer.goods.list.map((goods: { name: string }) => goods.name)).toEqual(['¥5 话费', '定制帆布袋', '日出商品']);
    expect(await shopRead(shop.app, holder, 'integralShopGoodsDetails', { goodsId: String(ids.bag) })).toMatchObject({ code: -1, message: '该商品不存在或已下架' });
  });

  it('details what an item gives, how it is delivered and how many this card may buy', async () => {
    const holder = await aHolder(250);
    const pack = await inEnglish(holder, 'integralShopGoodsDetails', { goodsId: String(ids.pack) });
    expect(pack.data.goods).toMatchObject({ name: '5 GB add-on for points', gives: 'Add-on 5 GB (5GB, 7 days)', deliveries: ['card'], limitPerCard: 5, boughtByCard: 0, canBuy: 2 });
    expect(pack.data).toMatchObject({ integral: 250, payment: { balanceFen: 100_000, paymentTypes: ['wechat', 'alipay'] } });
    expect((await detailsOf(holder, ids.coupon)).gives).toBe('1 张 ¥3 优惠券');
    expect((await detailsOf(holder, ids.credit)).gives).toBe('¥5');
    // The limit, the stock and the points each cap it.
    expect(await detailsOf(holder, ids.cable)).toMatchObject({ canBuy: 1, limitPerCard: 1, deliveries: ['express'] });
    expect(await detailsOf(holder, ids.band)).toMatchObject({ canBuy: 0, stock: 0 });
    expect(await detailsOf(holder, ids.bag)).toMatchObject({ canBuy: 2, gives: null, images: expect.arrayContaining([expect.stringMatching(/^data:image\/svg/)]) });
    expect(await detailsOf(holder, ids.earbuds)).toMatchObject({ canBuy: 2, deliveries: ['express', 'pickup'] });
  });

  it('offers pick-up points only for an item collected there', async () => {
    const holder = await aHolder(0);
    const points = (await shopRead(shop.app, holder, 'goodsShopStore', { goodsId: String(ids.earbuds) })).data;
    expect(points.map((point: { address: string }) => point.address)).toEqual(['广东省深圳市南山区科技园科苑路 15 号 1 楼', '北京市朝阳区建国路 88 号 SOHO 现代城 B 座 1 层']);
    expect((await shopRead(shop.app, holder, 'goodsShopStore', { goodsId: String(ids.bag) })).data).toEqual([]);
    expect(await shopRead(shop.app, holder, 'goodsShopStore', { goodsId: String(ids.sunrise) })).toMatchObject({ code: -1, message: '该商品不存在或已下架' });
  });
});

describe('refusals write nothing', () => {
  const refused = async (holder: Holder, goods: number, body: Record<string, unknown>, message: string) => {
    const before = await snapshotOf(shop.db, holder.simNo, goods);
    expect(await buyGoods(shop.app, holder, { goodsId: goods, ...body })).toMatchObject({ code: -1, message });
    expect(await snapshotOf(shop.db, holder.simNo, goods)).toEqual(before);
  };

  it('not enough points, sold out, over the limit', async () => {
    const poor = await aHolder(10);
    await refused(poor, ids.bag, { delivery: 'express', addressId: await addressOf(poor) }, '积分不足：您有 10 积分，本次需要 100 积分');
    await refused(poor, ids.pack, { quantity: 2 }, '积分不足：您有 10 积分，本次需要 200 积分');
    const rich = await aHolder(5000);
    const address = await addressOf(rich);
    await refused(rich, ids.band, { delivery: 'express', addressId: address }, '该商品库存不足，已售罄');
    expect(await buyGoods(shop.app, rich, { goodsId: ids.cable, delivery: 'express', addressId: address })).toMatchObject({ code: 0 });
    await refused(rich, ids.cable, { delivery: 'express', addressId: address }, '超出每卡限购数量：您还可以购买 0 件');
    await refused(rich, ids.pack, { quantity: 6 }, '超出每卡限购数量：您还可以购买 5 件');
  });

  it("another card's address, a pick-up point not offered, a delivery that does not fit, no such item, no way to pay the cash part", async () => {
    const holder = await aHolder(5000);
    const stranger = await aHolder(0);
    const point = await pickupPointId();
    await refused(holder, ids.bag, { delivery: 'express', addressId: await addressOf(stranger) }, '该地址不是本卡的地址');
    await refused(holder, ids.bag, { delivery: 'express' }, '请选择收货地址');
    await refused(holder, ids.bag, { delivery: 'pickup', pickupPointId: point }, '该商品不支持在此自提点自提，请换一个自提点或选择快递');
    await refused(holder, ids.earbuds, { delivery: 'pickup', pickupPointId: 999_999, payWith: 'balance' }, '该商品不支持在此自提点自提，请换一个自提点或选择快递');
    await refused(holder, ids.pack, { delivery: 'express', addressId: await addressOf(holder) }, '该商品不支持这种收货方式：虚拟商品直充到卡，实物商品需快递或自提');
    await refused(holder, ids.bag, { delivery: 'card' }, '该商品不支持这种收货方式：虚拟商品直充到卡，实物商品需快递或自提');
    await refused(holder, ids.offSale, {}, '该商品不存在或已下架');
    await refused(holder, ids.sunrise, {}, '该商品不存在或已下架');
    await refused(holder, ids.earbuds, { delivery: 'pickup', pickupPointId: point }, '该商品需另付现金部分，请选择余额支付或在线支付');
  });

  it('a cash part the balance does not cover', async () => {
    const holder = await aHolder(500, 1000);
    await refused(holder, ids.earbuds, { delivery: 'pickup', pickupPointId: await pickupPointId(), payWith: 'balance' }, '余额不足，还差 ¥19.90，请先充值');
  });
});

describe('buying with points alone', () => {
  it('credits a virtual item to the card at once and completes the order', async () => {
    const holder = await aHolder(300, 0);
    const credit = await buyGoods(shop.app, holder, { goodsId: ids.credit });
    expect(credit).toMatchObject({ code: 0, data: { status: 'completed', kind: 'balance', points: 50, cashFen: 0, cashOrder: null, gives: '¥5', delivery: 'card' } });
    expect(credit.data.orderSn).toMatch(/^PTS\d{20}$/);
    const sim = await simRow(shop.db, holder.simNo);
    expect(sim).toMatchObject({ integral: 250, balance: 500 });
    expect(await shop.db.select({ reason: balanceEntries.reason, amountFen: balanceEntries.amountFen }).from(balanceEntries).where(eq(balanceEntries.simId, sim?.id ?? 0))).toEqual([
      { reason: 'pointsShop', amountFen: 500 },
    ]);

    expect(await buyGoods(shop.app, holder, { goodsId: ids.pack })).toMatchObject({ code: 0, data: { status: 'completed', gives: '加油包 5GB（5GB，7 天）' } });
    expect(await shop.db.select({ name: simPackages.name }).from(simPackages).where(eq(simPackages.simId, sim?.id ?? 0))).toEqual([{ name: '加油包 5GB' }]);
    expect(await buyGoods(shop.app, holder, { goodsId: ids.coupon, quantity: 2 })).toMatchObject({ code: 0, data: { status: 'completed', points: 60, gives: '2 张 ¥3 优惠券' } });
    expect(await shop.db.select({ valueFen: coupons.valueFen, source: coupons.source }).from(coupons).where(eq(coupons.simId, sim?.id ?? 0))).toEqual([
      { valueFen: 300, source: 'pack' },
      { valueFen: 300, source: 'pack' },
    ]);
    expect(await pointsLinesOf(shop.db, holder.simNo)).toEqual([
      { reason: 'opening', amount: 300, balanceAfter: 300 },
      { reason: 'purchase', amount: -50, balanceAfter: 250 },
      { reason: 'purchase', amount: -100, balanceAfter: 150 },
      { reason: 'purchase', amount: -60, balanceAfter: 90 },
    ]);
  });

  it('ships a physical item, which moves to shipped and completed as the courier tracks it', async () => {
    const holder = await aHolder(300);
    const stockBefore = (await goodsRow(shop.db, ids.bag))?.stock ?? 0;
    const answer = await buyGoods(shop.app, holder, { goodsId: ids.bag, delivery: 'express', addressId: await addressOf(holder) });
    expect(answer).toMatchObject({ code: 0, data: { status: 'paid', address: { name: '张三', region: '广东省深圳市南山区' }, tracking: null } });
    expect((await goodsRow(shop.db, ids.bag))?.stock).toBe(stockBefore - 1);
    expect(await pointsOrderRow(shop.db, answer.data.orderSn)).toMatchObject({ carrier: expect.any(String), trackingNo: expect.any(String) });
    shop.clock.advance(24 * 60 * MINUTE);
    const delivered = await orderOf(holder, answer.data.orderSn);
    expect(delivered).toMatchObject({ status: 'completed', tracking: { delivered: true } });
    const times = delivered.tracking.events.map((event: { at: string }) => event.at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await pointsOrderRow(shop.db, answer.data.orderSn))?.deliveredAt).not.toBeNull();
  });

  it('replays the first answer for the same idempotency key, taking points once', async () => {
    const holder = await aHolder(300);
    const body = { goodsId: ids.credit, delivery: 'card', idempotencyKey: randomUUID() };
    const first = await buyGoods(shop.app, holder, body);
    expect(await buyGoods(shop.app, holder, body)).toEqual(first);
    expect((await pointsAndLedger(shop.db, holder.simNo))?.integral).toBe(250);
  });
});

describe('buying with points and cash', () => {
  it('from the balance: one transaction takes both, and a pick-up order waits with its code', async () => {
    const holder = await aHolder(300, 10_000);
    const answer = await buyGoods(shop.app, holder, { goodsId: ids.earbuds, delivery: 'pickup', pickupPointId: await pickupPointId(), payWith: 'balance' });
    expect(answer).toMatchObject({
      code: 0,
      data: { status: 'paid', points: 100, cashFen: 2990, pickupPoint: { name: '深圳南山服务厅' }, cashOrder: { status: 'paid', payWith: 'balance', amountFen: 2990 } },
    });
    expect(answer.data.pickupCode).toMatch(/^\d{6}$/);
    expect(await pointsAndLedger(shop.db, holder.simNo)).toEqual({ integral: 200, ledger: 200 });
    const sim = await simRow(shop.db, holder.simNo);
    expect(sim?.balance).toBe(10_000 - 2990);
  });

  it('online: the points are taken at once, and the payment of the card order ships it', async () => {
    const holder = await aHolder(300, 0);
    const order = await unpaidEarbuds(holder);
    expect(await pointsAndLedger(shop.db, holder.simNo)).toEqual({ integral: 200, ledger: 200 });
    // The order's page can pay it again: it tells what paying from the card needs.
    expect(await orderOf(holder, order.orderSn)).toMatchObject({ status: 'unpaid', payment: { balanceFen: expect.any(Number), paymentTypes: expect.arrayContaining(['wechat']) } });
    const payment = (await startCardPayment(shop.app, holder, order.cashOrder.orderSn)).json();
    expect(payment).toMatchObject({ code: 0, data: { amountFen: 2990 } });
    // The gateway sends the holder back to the points shop's cashier, not the top-up's.
    expect((await pressCashier(shop, payment.data.paymentSn, 'pay')).json().data.returnUrl).toBe(
      `/shop/#/pages-sub/iot/integralShop/details/cashier?orderSn=${order.cashOrder.orderSn}`,
    );
    expect(await orderOf(holder, order.orderSn)).toMatchObject({ status: 'paid', cashOrder: { status: 'paid', payWith: 'online' } });
    expect(await pointsOrderRow(shop.db, order.orderSn)).toMatchObject({ carrier: expect.any(String), paidAt: expect.any(Date) });
    const titles = (await shop.app.inject({
      method: 'GET',
      url: api.iotOrderList.path,
      query: { kind: 'pointsShop' },
      headers: { [RequestHeader.simNo]: holder.simNo, [CARD_TOKEN_HEADER]: holder.token, [LOCALE_HEADER]: 'en' },
    })).json().data.list.map((each: { title: string }) => each.title);
    expect(titles).toEqual(['Points shop Bluetooth earbuds']);
  });
});

describe('cancelling and closing an unpaid order', () => {
  it('cancel gives the points back once and restores the stock; a second cancel is refused', async () => {
    const holder = await aHolder(300);
    const stock = (await goodsRow(shop.db, ids.earbuds))?.stock ?? 0;
    const order = await unpaidEarbuds(holder);
    expect((await goodsRow(shop.db, ids.earbuds))?.stock).toBe(stock - 1);
    const answer = await shopCall(shop.app, holder, 'cancelShopOrder', { orderSn: order.orderSn });
    expect(answer).toMatchObject({ code: 0, data: { status: 'cancelled', cashOrder: { status: 'closed' } } });
    expect(await pointsAndLedger(shop.db, holder.simNo)).toEqual({ integral: 300, ledger: 300 });
    expect((await goodsRow(shop.db, ids.earbuds))?.stock).toBe(stock);
    expect(await shopCall(shop.app, holder, 'cancelShopOrder', { orderSn: order.orderSn })).toMatchObject({ code: -1, message: '该订单已取消或已关闭' });
    expect((await pointsLinesOf(shop.db, holder.simNo)).filter((line) => line.reason === 'refund')).toHaveLength(1);
    expect(await shopCall(shop.app, holder, 'repayShopOrder', { orderSn: order.orderSn, payWith: 'balance', idempotencyKey: randomUUID() })).toMatchObject({
      code: -1,
      message: '该订单已取消或已关闭',
    });
  });

  it('a payment that arrives after the cancel goes back, and changes nothing else', async () => {
    const holder = await aHolder(300, 0);
    const order = await unpaidEarbuds(holder);
    const payment = (await startCardPayment(shop.app, holder, order.cashOrder.orderSn)).json();
    expect(await shopCall(shop.app, holder, 'cancelShopOrder', { orderSn: order.orderSn })).toMatchObject({ code: 0 });
    await pressCashier(shop, payment.data.paymentSn, 'pay');
    expect(await paymentRow(shop.db, payment.data.paymentSn)).toMatchObject({ status: 'refunded' });
    expect(await pointsOrderRow(shop.db, order.orderSn)).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(await pointsAndLedger(shop.db, holder.simNo)).toEqual({ integral: 300, ledger: 300 });
  });

  it("a payment that finds its points order no longer unpaid puts the money on the card's balance", async () => {
    const holder = await aHolder(300, 0);
    const order = await unpaidEarbuds(holder);
    const payment = (await startCardPayment(shop.app, holder, order.cashOrder.orderSn)).json();
    // Only a cancel or a close ends an unpaid order, and both close its card order first: this one is forced.
    await shop.db.update(pointsOrders).set({ status: 'cancelled' }).where(eq(pointsOrders.orderSn, order.orderSn));
    await pressCashier(shop, payment.data.paymentSn, 'pay');
    expect(await iotOrderRow(shop.db, order.cashOrder.orderSn)).toMatchObject({ status: 'refunded' });
    expect(await balanceLinesOf(shop.db, holder.simNo)).toEqual([{ reason: 'refund', amountFen: 2990 }]);
    expect(await pointsOrderRow(shop.db, order.orderSn)).toMatchObject({ status: 'cancelled', paidAt: null, carrier: null });
  });

  it('the payment window closing does the same, by the sweep or on reading the order', async () => {
    const holder = await aHolder(300);
    const stock = (await goodsRow(shop.db, ids.earbuds))?.stock ?? 0;
    const swept = await unpaidEarbuds(holder);
    const read = await unpaidEarbuds(holder);
    shop.clock.advance(31 * MINUTE);
    expect(await shop.services.wallet.sweep()).toBeGreaterThanOrEqual(1);
    expect(await pointsOrderRow(shop.db, swept.orderSn)).toMatchObject({ status: 'closed' });
    expect(await pointsOrderRow(shop.db, read.orderSn)).toMatchObject({ status: 'closed' });
    expect(await orderOf(holder, read.orderSn)).toMatchObject({ status: 'closed', expiresAt: null, cashOrder: { status: 'closed' } });
    expect(await pointsAndLedger(shop.db, holder.simNo)).toEqual({ integral: 300, ledger: 300 });
    expect((await goodsRow(shop.db, ids.earbuds))?.stock).toBe(stock);

    const late = await unpaidEarbuds(holder);
    shop.clock.advance(31 * MINUTE);
    expect(await orderOf(holder, late.orderSn)).toMatchObject({ status: 'closed' });
    expect(await pointsAndLedger(shop.db, holder.simNo)).toEqual({ integral: 300, ledger: 300 });
  });
});

describe('paying an unpaid order again', () => {
  it('from the balance: charged once, delivered, and then refused as paid', async () => {
    const holder = await aHolder(300, 5000);
    const order = await unpaidEarbuds(holder);
    const body = { orderSn: order.orderSn, payWith: 'balance', idempotencyKey: randomUUID() };
    const answer = await shopCall(shop.app, holder, 'repayShopOrder', body);
    expect(answer).toMatchObject({ code: 0, data: { payUrl: null, order: { status: 'paid', cashOrder: { status: 'paid', payWith: 'balance' } } } });
    expect(await shopCall(shop.app, holder, 'repayShopOrder', body)).toEqual(answer);
    expect(await iotOrderRow(shop.db, order.cashOrder.orderSn)).toMatchObject({ status: 'paid', payWith: 'balance' });
    const sim = await simRow(shop.db, holder.simNo);
    expect(sim?.balance).toBe(5000 - 2990);
    expect(await shopCall(shop.app, holder, 'repayShopOrder', { ...body, idempotencyKey: randomUUID() })).toMatchObject({ code: -1, message: '该订单已支付' });
    expect(await shopCall(shop.app, holder, 'cancelShopOrder', { orderSn: order.orderSn })).toMatchObject({ code: -1, message: '该订单已支付' });
  });

  it('online: asks how, then answers where the browser goes to pay', async () => {
    const holder = await aHolder(300);
    const order = await unpaidEarbuds(holder);
    expect(await shopCall(shop.app, holder, 'repayShopOrder', { orderSn: order.orderSn, payWith: 'online', idempotencyKey: randomUUID() })).toMatchObject({
      code: -1,
      message: '在线支付请选择支付方式',
    });
    const answer = await shopCall(shop.app, holder, 'repayShopOrder', { orderSn: order.orderSn, payWith: 'online', paymentType: 'alipay', idempotencyKey: randomUUID() });
    expect(answer).toMatchObject({ code: 0, data: { payUrl: expect.any(String), order: { status: 'unpaid' } } });
  });
});

describe('the order list', () => {
  it('lists the tabs newest first, paged', async () => {
    const holder = await aHolder(1000);
    const paid = await buyGoods(shop.app, holder, { goodsId: ids.credit });
    const unpaid = await unpaidEarbuds(holder);
    const cancelled = await unpaidEarbuds(holder);
    await shopCall(shop.app, holder, 'cancelShopOrder', { orderSn: cancelled.orderSn });
    const tab = async (name: string, pageSize = '10') =>
      (await shopRead(shop.app, holder, 'shopOrderList', { tab: name, pageSize })).data.list.map((order: { orderSn: string }) => order.orderSn);
    expect(await tab('all')).toEqual([cancelled.orderSn, unpaid.orderSn, paid.data.orderSn]);
    expect(await tab('unpaid')).toEqual([unpaid.orderSn]);
    expect(await tab('completed')).toEqual([paid.data.orderSn]);
    expect(await tab('cancelled')).toEqual([cancelled.orderSn]);
    expect(await tab('toReceive')).toEqual([]);
    const first = (await shopRead(shop.app, holder, 'shopOrderList', { tab: 'all', pageSize: '2' })).data;
    expect(first).toMatchObject({ hasMore: true, page: 1 });
    expect(first.list[1]).toMatchObject({ status: 'unpaid', expiresAt: expect.any(String) });
    expect(await shopRead(shop.app, holder, 'shopOrderDetails', { orderSn: 'PTS20260310100000123456' })).toMatchObject({ code: -1, message: '没有该订单号的积分订单' });
  });
});
