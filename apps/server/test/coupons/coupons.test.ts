import { randomUUID } from 'node:crypto';
import { api, CARD_TOKEN_HEADER, LOCALE_HEADER, RequestHeader } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { couponCodes, couponPacks, iotOrders } from '../../src/db/schema';
import { buyPack, coinLinesOf, couponRowsOf, exchange, giveCoupon, packId } from '../support/coupons';
import { cardLogin, DemoCard, insertSim, simRow, useIotApp } from '../support/iot';
import { buy, offerId, ordersOf } from '../support/packages';
import { connectSandbox, pressCashier } from '../support/payments';
import { balanceLinesOf, type Holder, iotOrderRow, startCardPayment } from '../support/wallet';

const shop = useIotApp();

const packs = { five10: 0, month30Only: 0, coin2x5: 0, coin3: 0, sunrise: 0 };
const offers = { month30: 0, addon5: 0, addon20: 0 };
const holders = {} as Record<'normal' | 'needCoupon' | 'online' | 'user' | 'other' | 'codes' | 'poor', Holder>;

const CARDS = {
  online: '8986012000000000101',
  user: '8986012000000000102',
  other: '8986012000000000103',
  codes: '8986012000000000104',
  poor: '8986012000000000105',
};

beforeAll(async () => {
  await connectSandbox(shop);
  await insertSim(shop.db, CARDS.online, { needBuyCoupon: true, balance: 0 });
  await insertSim(shop.db, CARDS.user, { balance: 50_000 });
  await insertSim(shop.db, CARDS.other, { balance: 50_000 });
  await insertSim(shop.db, CARDS.codes);
  await insertSim(shop.db, CARDS.poor, { couponCoin: 40 });
  for (const [name, simNo] of [['normal', DemoCard.normal], ['needCoupon', DemoCard.needCoupon], ...Object.entries(CARDS)] as const) {
    holders[name as keyof typeof holders] = { simNo, token: await cardLogin(shop.app, simNo) };
  }
  Object.assign(packs, {
    five10: await packId(shop.db, 'demo', '5 张 ¥10 套餐券'),
    month30Only: await packId(shop.db, 'demo', '月套餐 30GB 专享券'),
    coin2x5: await packId(shop.db, 'demo', '2 张 ¥5 套餐券'),
    coin3: await packId(shop.db, 'demo', '¥3 无门槛券'),
  });
  const [sunrise] = await shop.db
    .insert(couponPacks)
    .values({ promoCode: 'sunrise', name: '朝阳券包', count: 1, valueFen: 500, validDays: 10, priceFen: 300, coinCost: 10 })
    .returning({ id: couponPacks.id });
  packs.sunrise = sunrise?.id ?? 0;
  Object.assign(offers, {
    month30: await offerId(shop.db, 'demo', 1, '月套餐 30GB'),
    addon5: await offerId(shop.db, 'demo', 1, '加油包 5GB'),
    addon20: await offerId(shop.db, 'demo', 1, '加油包 20GB'),
  });
});

const get = (holder: Holder, path: string, query: Record<string, string> = {}, locale = 'zh-CN') =>
  shop.app.inject({ method: 'GET', url: path, query, headers: { [RequestHeader.simNo]: holder.simNo, [CARD_TOKEN_HEADER]: holder.token, [LOCALE_HEADER]: locale } });
const couponsIn = async (holder: Holder, state: string) => (await get(holder, api.simCouponList.path, { state, pageSize: '50' })).json().data.list;
const balanceOf = async (simNo: string) => (await simRow(shop.db, simNo)).balance;

describe('buying a coupon pack', () => {
  it('lists the packs sold for money, and leads a card asked to buy one', async () => {
    const answer = (await get(holders.needCoupon, api.couponChoose.path)).json();
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ needBuyCoupon: true, balanceFen: 8000, paymentTypes: ['wechat', 'alipay'] });
    expect(answer.data.packs.map((pack: { name: string }) => pack.name)).toEqual(['5 张 ¥10 套餐券', '月套餐 30GB 专享券']);
    expect(answer.data.packs[0]).toEqual({
      id: packs.five10,
      name: '5 张 ¥10 套餐券',
      description: '订购套餐满 ¥20 减 ¥10，30 天内有效',
      count: 5,
      coupon: { valueFen: 1000, thresholdFen: 2000, validDays: 30, packages: [] },
      priceFen: 4500,
      originalFen: 5000,
      coinCost: null,
    });
    expect(answer.data.packs[1].coupon.packages).toEqual(['月套餐 30GB']);
    const english = (await get(holders.needCoupon, api.couponChoose.path, {}, 'en')).json().data.packs;
    expect(english.map((pack: { name: string }) => pack.name)).toEqual(['Five ¥10 package coupons', 'Monthly plan 30 GB coupons']);
    expect(english[1].coupon.packages).toEqual(['Monthly plan 30 GB']);
  });

  it('from the balance: charges once on the ledger, gives the coupons, clears the request and lists the order titled in the locale', async () => {
    const order = await buyPack(shop.app, holders.needCoupon, { packId: packs.five10 });
    expect(order).toMatchObject({ code: 0, data: { kind: 'coupon', status: 'paid', payWith: 'balance', amountFen: 4500, title: '优惠券包 5 张 ¥10 套餐券' } });
    expect(await balanceOf(DemoCard.needCoupon)).toBe(3500);
    expect((await balanceLinesOf(shop.db, DemoCard.needCoupon)).at(-1)).toEqual({ reason: 'coupon', amountFen: -4500 });
    const unused = await couponsIn(holders.needCoupon, 'unused');
    expect(unused).toHaveLength(5);
    expect(unused[0]).toMatchObject({ name: '5 张 ¥10 套餐券', valueFen: 1000, thresholdFen: 2000, state: 'unused', source: 'pack', packages: [] });
    expect(new Date(unused[0].expiresAt).getTime() - new Date(unused[0].startsAt).getTime()).toBe(30 * 86_400_000);
    expect((await get(holders.needCoupon, api.couponChoose.path)).json().data.needBuyCoupon).toBe(false);
    const titles = async (locale: string) =>
      (await get(holders.needCoupon, api.iotOrderList.path, { kind: 'all' }, locale)).json().data.list.map((row: { title: string }) => row.title);
    expect(await titles('en')).toEqual(['Coupon pack Five ¥10 package coupons']);
    expect(await titles('fr')).toEqual(['Lot de coupons Cinq bons forfait de ¥10']);
    expect(await titles('zh-TW')).toEqual(['優惠券包 5 張 ¥10 套餐券']);
  });

  it('the same request number answers the same order and charges once', async () => {
    const idempotencyKey = randomUUID();
    const before = await balanceOf(CARDS.user);
    const first = await buyPack(shop.app, holders.user, { packId: packs.month30Only, idempotencyKey });
    const again = await buyPack(shop.app, holders.user, { packId: packs.month30Only, idempotencyKey });
    expect(again).toEqual(first);
    expect(await balanceOf(CARDS.user)).toBe(before - 1200);
    expect(await couponRowsOf(shop.db, CARDS.user)).toHaveLength(2);
  });

  it('online: unpaid until the sandbox payment, which gives the coupons once and clears the request', async () => {
    const order = await buyPack(shop.app, holders.online, { packId: packs.five10, payWith: 'online' });
    expect(order).toMatchObject({ code: 0, data: { kind: 'coupon', status: 'unpaid', payWith: 'online', amountFen: 4500 } });
    expect(await couponRowsOf(shop.db, CARDS.online)).toEqual([]);
    const payment = (await startCardPayment(shop.app, holders.online, order.data.orderSn)).json();
    expect(payment.code).toBe(0);
    await pressCashier(shop, payment.data.paymentSn, 'pay');
    expect(await iotOrderRow(shop.db, order.data.orderSn)).toMatchObject({ status: 'paid', paymentType: 'wechat' });
    const owned = await couponRowsOf(shop.db, CARDS.online);
    expect(owned).toHaveLength(5);
    expect(owned.every((coupon) => coupon.source === 'pack')).toBe(true);
    // A second payment of the paid order is refused: the coupons stay five.
    expect((await startCardPayment(shop.app, holders.online, order.data.orderSn)).json().code).toBe(-1);
    expect(await couponRowsOf(shop.db, CARDS.online)).toHaveLength(5);
    expect((await simRow(shop.db, CARDS.online)).needBuyCoupon).toBe(false);
    expect(await balanceOf(CARDS.online)).toBe(0);
  });

  it.each([
    ['a pack that does not exist', () => ({ packId: 999_999 }), '该券包已下架或不存在'],
    ["another promoter's pack", () => ({ packId: packs.sunrise }), '该券包不在本卡的可购范围内'],
    ['a pack sold only for coin', () => ({ packId: packs.coin2x5 }), '该券包只能用券币兑换，不能直接购买'],
  ])('refuses %s and charges nothing', async (_what, body, message) => {
    const before = await balanceOf(CARDS.other);
    expect(await buyPack(shop.app, holders.other, body())).toMatchObject({ code: -1, message });
    expect(await balanceOf(CARDS.other)).toBe(before);
    expect(await ordersOf(shop.db, CARDS.other)).toEqual([]);
  });

  it('refuses an off-sale pack', async () => {
    const [offSale] = await shop.db
      .insert(couponPacks)
      .values({ promoCode: 'demo', name: '已下架券包', count: 1, valueFen: 100, validDays: 1, priceFen: 100, onSale: false })
      .returning({ id: couponPacks.id });
    expect(await buyPack(shop.app, holders.other, { packId: offSale?.id })).toMatchObject({ code: -1, message: '该券包已下架或不存在' });
    expect((await get(holders.other, api.couponChoose.path)).json().data.packs.map((pack: { name: string }) => pack.name)).not.toContain('已下架券包');
  });
});

describe('coupons on a package', () => {
  const ids = { best: 0, any: 0, expired: 0, otherPackage: 0, threshold: 0, notStarted: 0, foreign: 0 };

  beforeAll(async () => {
    const now = shop.clock.now();
    Object.assign(ids, {
      any: await giveCoupon(shop.db, CARDS.user, now, { valueFen: 300, endsInDays: 5 }),
      best: await giveCoupon(shop.db, CARDS.user, now, { valueFen: 800, thresholdFen: 2900, packageOfferIds: [offers.month30], endsInDays: 20 }),
      expired: await giveCoupon(shop.db, CARDS.user, now, { valueFen: 900, startsInDays: -10, endsInDays: -1 }),
      otherPackage: await giveCoupon(shop.db, CARDS.user, now, { valueFen: 700, packageOfferIds: [offers.addon5] }),
      threshold: await giveCoupon(shop.db, CARDS.user, now, { valueFen: 1000, thresholdFen: 5000 }),
      notStarted: await giveCoupon(shop.db, CARDS.user, now, { valueFen: 600, startsInDays: 2 }),
      foreign: await giveCoupon(shop.db, CARDS.other, now, { valueFen: 500 }),
    });
  });

  it('packageDetails lists the usable coupons the price meets, best first, and none of the others', async () => {
    const details = (await get(holders.user, api.packageDetails.path, { id: String(offers.month30) })).json().data;
    const listed = details.coupons.map((coupon: { id: number }) => coupon.id);
    // The two bought 月套餐 30GB coupons (¥8, threshold ¥29) come before the ¥3 one; the soonest to expire first among equals.
    expect(details.coupons.map((coupon: { valueFen: number }) => coupon.valueFen)).toEqual([800, 800, 800, 300]);
    expect(listed).toContain(ids.best);
    expect(listed.at(-1)).toBe(ids.any);
    for (const id of [ids.expired, ids.otherPackage, ids.threshold, ids.notStarted, ids.foreign]) expect(listed).not.toContain(id);
    expect(details.coupons[0].expiresAt <= details.coupons[2].expiresAt).toBe(true);
    const english = (await get(holders.user, api.packageDetails.path, { id: String(offers.month30) }, 'en')).json().data;
    expect(english.coupons.find((coupon: { id: number }) => coupon.id === ids.best).packages).toEqual(['Monthly plan 30 GB']);
  });

  it.each([
    ['another card', () => ids.foreign, '所选优惠券不存在或不属于本卡'],
    ['no such coupon', () => 987_654, '所选优惠券不存在或不属于本卡'],
    ['an expired one', () => ids.expired, '该优惠券已过期'],
    ['one for another package', () => ids.otherPackage, '该优惠券不适用于此套餐'],
    ['one whose threshold the price does not meet', () => ids.threshold, '该优惠券需订单满 ¥50.00 才能使用'],
  ])('buyPackage refuses a coupon of %s and charges nothing', async (_what, couponId, message) => {
    const before = await balanceOf(CARDS.user);
    const orders = (await ordersOf(shop.db, CARDS.user)).length;
    expect(await buy(shop.app, holders.user, { packageId: offers.month30, couponId: couponId() })).toMatchObject({ code: -1, message });
    expect(await balanceOf(CARDS.user)).toBe(before);
    expect(await ordersOf(shop.db, CARDS.user)).toHaveLength(orders);
  });

  it('refuses a coupon not yet in force, saying from when', async () => {
    const answer = await buy(shop.app, holders.user, { packageId: offers.month30, couponId: ids.notStarted });
    expect(answer.code).toBe(-1);
    expect(answer.message).toMatch(/^该优惠券尚未生效，\d{4}-\d\d-\d\d \d\d:\d\d（北京时间）起可用$/);
  });

  it('charges the price less the coupon, marks it used, and refuses it a second time without charging', async () => {
    const before = await balanceOf(CARDS.user);
    const answer = await buy(shop.app, holders.user, { packageId: offers.month30, couponId: ids.best });
    expect(answer).toMatchObject({ code: 0, data: { status: 'paid', amountFen: 2100, discountFen: 800, vipDiscountFen: 0 } });
    expect(await balanceOf(CARDS.user)).toBe(before - 2100);
    expect((await balanceLinesOf(shop.db, CARDS.user)).at(-1)).toEqual({ reason: 'package', amountFen: -2100 });
    const order = await iotOrderRow(shop.db, answer.data.orderSn);
    expect((await couponRowsOf(shop.db, CARDS.user)).find((coupon) => coupon.id === ids.best)?.usedOrderId).toBe(order?.id);
    expect((await couponsIn(holders.user, 'used')).map((coupon: { id: number }) => coupon.id)).toEqual([ids.best]);
    const details = (await get(holders.user, api.packageDetails.path, { id: String(offers.month30) })).json().data;
    expect(details.coupons.map((coupon: { id: number }) => coupon.id)).not.toContain(ids.best);

    const orders = (await ordersOf(shop.db, CARDS.user)).length;
    expect(await buy(shop.app, holders.user, { packageId: offers.month30, couponId: ids.best })).toMatchObject({
      code: -1,
      message: '该优惠券已被使用，请选择其他优惠券',
    });
    expect(await balanceOf(CARDS.user)).toBe(before - 2100);
    expect(await ordersOf(shop.db, CARDS.user)).toHaveLength(orders);
  });

  it('an unpaid online order holds its coupon, and closing it unpaid gives the coupon back', async () => {
    const answer = await buy(shop.app, holders.user, { packageId: offers.addon20, couponId: ids.any, payWith: 'online' });
    expect(answer).toMatchObject({ code: 0, data: { status: 'unpaid', amountFen: 2200, discountFen: 300 } });
    expect((await couponsIn(holders.user, 'used')).map((coupon: { id: number }) => coupon.id)).toContain(ids.any);
    expect(await buy(shop.app, holders.user, { packageId: offers.addon20, couponId: ids.any })).toMatchObject({ code: -1, message: '该优惠券已被使用，请选择其他优惠券' });

    await shop.db
      .update(iotOrders)
      .set({ expiresAt: new Date(shop.clock.now().getTime() - 60_000) })
      .where(eq(iotOrders.orderSn, answer.data.orderSn));
    expect(await shop.services.wallet.sweep()).toBeGreaterThanOrEqual(1);
    expect(await iotOrderRow(shop.db, answer.data.orderSn)).toMatchObject({ status: 'closed' });
    const unused = await couponsIn(holders.user, 'unused');
    expect(unused.find((coupon: { id: number }) => coupon.id === ids.any)).toMatchObject({ state: 'unused' });
    expect((await couponsIn(holders.user, 'expired')).map((coupon: { id: number }) => coupon.id)).toEqual([ids.expired]);
  });
  it('a coupon worth the whole price pays the order as it is placed, online too: nothing to collect, the package applied', async () => {
    const whole = await giveCoupon(shop.db, CARDS.user, shop.clock.now(), { valueFen: 1000, packageOfferIds: [offers.addon5] });
    const before = await balanceOf(CARDS.user);
    const answer = await buy(shop.app, holders.user, { packageId: offers.addon5, couponId: whole, payWith: 'online' });
    expect(answer).toMatchObject({ code: 0, data: { status: 'paid', amountFen: 0, discountFen: 1000 } });
    expect(await balanceOf(CARDS.user)).toBe(before);
    const order = await iotOrderRow(shop.db, answer.data.orderSn);
    expect((await couponRowsOf(shop.db, CARDS.user)).find((coupon) => coupon.id === whole)?.usedOrderId).toBe(order?.id);
    expect((await startCardPayment(shop.app, holders.user, answer.data.orderSn)).json()).toMatchObject({ code: -1 });
  });
});

describe('exchanging a code', () => {
  it('gives the pack once, read without regard to case; the same code is refused to anyone after', async () => {
    const answer = await exchange(shop.app, holders.codes, { by: 'code', code: ' welcome-2026 ' });
    expect(answer).toMatchObject({ code: 0, data: { couponCoin: 0 } });
    expect(answer.data.coupons).toHaveLength(2);
    expect(answer.data.coupons[0]).toMatchObject({ name: '2 张 ¥5 套餐券', valueFen: 500, state: 'unused', source: 'code' });
    expect(await exchange(shop.app, holders.other, { by: 'code', code: 'WELCOME-2026' })).toMatchObject({ code: -1, message: '该兑换码已被使用' });
    expect(await exchange(shop.app, holders.codes, { by: 'code', code: 'WELCOME-2026' })).toMatchObject({ code: -1, message: '该兑换码已被使用' });
    expect(await couponRowsOf(shop.db, CARDS.codes)).toHaveLength(2);
  });

  it("refuses an unknown code, another promoter's code like an unknown one, and an expired code", async () => {
    await shop.db.insert(couponCodes).values([
      { code: 'SUNRISE-0001', promoCode: 'sunrise', couponPackId: packs.sunrise, expiresAt: new Date(shop.clock.now().getTime() + 86_400_000) },
      { code: 'OLD-CODE-01', promoCode: 'demo', couponPackId: packs.coin3, expiresAt: new Date(shop.clock.now().getTime() - 86_400_000) },
    ]);
    expect(await exchange(shop.app, holders.other, { by: 'code', code: 'NO-SUCH-CODE' })).toMatchObject({ code: -1, message: '兑换码不存在，请核对后重试' });
    expect(await exchange(shop.app, holders.other, { by: 'code', code: 'SUNRISE-0001' })).toMatchObject({ code: -1, message: '兑换码不存在，请核对后重试' });
    expect(await exchange(shop.app, holders.other, { by: 'code', code: 'old-code-01' })).toMatchObject({ code: -1, message: '该兑换码已过期' });
    expect((await get(holders.other, api.simCouponList.path, { state: 'unused' }, 'en')).json().data.list.map((c: { source: string }) => c.source)).toEqual(['pack']);
  });

  it('after five wrong codes a card waits, even with a right code, and says until when', async () => {
    const card = '8986012000000000201';
    await insertSim(shop.db, card);
    const holder = { simNo: card, token: await cardLogin(shop.app, card) };
    for (let i = 0; i < 5; i += 1) expect((await exchange(shop.app, holder, { by: 'code', code: `WRONG-${i}-CODE` })).message).toBe('兑换码不存在，请核对后重试');
    const refused = await exchange(shop.app, holder, { by: 'code', code: 'SIMVIP-0001' });
    expect(refused.code).toBe(-1);
    expect(refused.message).toMatch(/^兑换码错误次数过多，请于 \d\d:\d\d（北京时间）后再试$/);
    const english = await callEnglish(holder, { by: 'code', code: 'SIMVIP-0001', idempotencyKey: randomUUID() });
    expect(english.message).toMatch(/^Too many wrong exchange codes\. Please try again after \d\d:\d\d \(China time\)$/);
    expect(await couponRowsOf(shop.db, card)).toEqual([]);
    // The code is still there for someone else.
    expect((await exchange(shop.app, holders.other, { by: 'code', code: 'SIMVIP-0001' })).code).toBe(0);
  });

  it('after five wrong codes from one address, every card there waits; other addresses do not', async () => {
    const ip = '203.0.113.77';
    const cards = ['8986012000000000211', '8986012000000000212', '8986012000000000213'];
    const holdersHere: Holder[] = [];
    for (const card of cards) {
      await insertSim(shop.db, card);
      holdersHere.push({ simNo: card, token: await cardLogin(shop.app, card) });
    }
    const [first, second, third] = holdersHere as [Holder, Holder, Holder];
    for (let i = 0; i < 5; i += 1) await exchange(shop.app, i % 2 === 0 ? first : second, { by: 'code', code: `GUESS-${i}-CODE` }, ip);
    expect((await exchange(shop.app, third, { by: 'code', code: 'SIMVIP-0002' }, ip)).message).toMatch(/^兑换码错误次数过多/);
    expect((await exchange(shop.app, third, { by: 'code', code: 'SIMVIP-0002' }, '203.0.113.78')).code).toBe(0);
  });

  it('refuses a malformed code or an unknown way of exchanging with a clear 400', async () => {
    const short = await shop.app.inject({
      method: 'POST',
      url: api.exchangeCoupon.path,
      headers: { [RequestHeader.simNo]: holders.other.simNo, [CARD_TOKEN_HEADER]: holders.other.token },
      payload: { by: 'code', code: 'ab!', idempotencyKey: randomUUID() },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: -1, message: expect.stringContaining('兑换码为 6-32 位字母、数字或短横线') });
    const unknownWay = await shop.app.inject({
      method: 'POST',
      url: api.exchangeCoupon.path,
      headers: { [RequestHeader.simNo]: holders.other.simNo, [CARD_TOKEN_HEADER]: holders.other.token },
      payload: { by: 'gift', idempotencyKey: randomUUID() },
    });
    expect(unknownWay.statusCode).toBe(400);
    expect(unknownWay.json()).toMatchObject({ code: -1, message: expect.stringContaining('请选择用兑换码或券币兑换') });
  });
});

const callEnglish = async (holder: Holder, body: Record<string, unknown>) =>
  (
    await shop.app.inject({
      method: 'POST',
      url: api.exchangeCoupon.path,
      headers: { [RequestHeader.simNo]: holder.simNo, [CARD_TOKEN_HEADER]: holder.token, [LOCALE_HEADER]: 'en' },
      payload: body,
    })
  ).json();

describe('exchanging coupon coin', () => {
  it('lists the coin packs and the coin the card has', async () => {
    const answer = (await get(holders.normal, api.couponExchangeList.path)).json();
    expect(answer.data.couponCoin).toBe(200);
    expect(answer.data.packs.map((pack: { name: string; coinCost: number }) => [pack.name, pack.coinCost])).toEqual([
      ['2 张 ¥5 套餐券', 100],
      ['¥3 无门槛券', 50],
    ]);
  });

  it('spends the coin with a ledger line, gives the coupons, and replays the same request without spending twice', async () => {
    const idempotencyKey = randomUUID();
    const first = await exchange(shop.app, holders.normal, { by: 'coin', packId: packs.coin2x5, idempotencyKey });
    expect(first).toMatchObject({ code: 0, data: { couponCoin: 100 } });
    expect(first.data.coupons.map((coupon: { source: string }) => coupon.source)).toEqual(['coin', 'coin']);
    expect(await exchange(shop.app, holders.normal, { by: 'coin', packId: packs.coin2x5, idempotencyKey })).toEqual(first);
    expect((await simRow(shop.db, DemoCard.normal)).couponCoin).toBe(100);
    const log = (await get(holders.normal, api.couponCoinLogList.path, {}, 'en')).json().data;
    expect(log.list.map(({ reason, amount, balanceAfter, packName }: Record<string, unknown>) => ({ reason, amount, balanceAfter, packName }))).toEqual([
      { reason: 'exchange', amount: -100, balanceAfter: 100, packName: 'Two ¥5 package coupons' },
      { reason: 'opening', amount: 200, balanceAfter: 200, packName: null },
    ]);
    expect(log.hasMore).toBe(false);
  });

  it('refuses coin short of the cost and writes nothing', async () => {
    const answer = await exchange(shop.app, holders.poor, { by: 'coin', packId: packs.coin3 });
    expect(answer).toMatchObject({ code: -1, message: '券币不足：需要 50 券币，当前只有 40' });
    expect((await simRow(shop.db, CARDS.poor)).couponCoin).toBe(40);
    expect(await coinLinesOf(shop.db, CARDS.poor)).toEqual([]);
    expect(await couponRowsOf(shop.db, CARDS.poor)).toEqual([]);
  });

  it.each([
    ['a pack sold only for money', () => packs.five10, '该券包不能用券币兑换，请直接购买'],
    ["another promoter's pack", () => packs.sunrise, '该券包不在本卡的可购范围内'],
    ['a pack that does not exist', () => 999_999, '该券包已下架或不存在'],
  ])('refuses %s', async (_what, packIdOf, message) => {
    expect(await exchange(shop.app, holders.poor, { by: 'coin', packId: packIdOf() })).toMatchObject({ code: -1, message });
    expect((await simRow(shop.db, CARDS.poor)).couponCoin).toBe(40);
  });
});
