import { randomUUID } from 'node:crypto';
import { api, CARD_TOKEN_HEADER, LOCALE_HEADER, RequestHeader } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accelerateOffers, accelerations, iotOrders, sims } from '../../src/db/schema';
import { createSandboxSimPlatform } from '../../src/providers/carrier';
import { cardLogin, DemoCard, setBalance, simRow, useIotApp } from '../support/iot';
import { connectSandbox, pressCashier } from '../support/payments';
import { balanceLinesOf, type Holder, iotOrderRow, startCardPayment, walletGet, walletPost } from '../support/wallet';

const shop = useIotApp();
const HOUR = 3_600_000;
/** 10:00 in China. */
const T = new Date('2026-03-10T02:00:00.000Z');
const at = (ms: number) => new Date(T.getTime() + ms).toISOString();
const holders: Record<'normal' | 'wifi', Holder> = {} as never;
const offers = { day5g: 0, week5g: 0, day4g: 0, wifiDay5g: 0, wifiDay4g: 0, offSale: 0, sunrise: 0 };

const accelerateOrder = (app: FastifyInstance, holder: Holder, body: Record<string, unknown>) =>
  walletPost(app, holder, api.createAccelerateOrder.path, { payWith: 'balance', idempotencyKey: randomUUID(), ...body }).then((response) => response.json());

const inLocale = (holder: Holder, path: string, locale: string, query: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url: path, query, headers: { [RequestHeader.simNo]: holder.simNo, [CARD_TOKEN_HEADER]: holder.token, [LOCALE_HEADER]: locale } });

const simInfo = async (holder: Holder) => (await walletGet(shop.app, holder, api.simInfo.path)).json().data;
const carrierSpeed = async (simNo: string) => (await createSandboxSimPlatform(shop.db).read(simNo, shop.clock.now())).speed;
const ordersCount = async (simNo: string) => (await shop.db.select({ id: iotOrders.id }).from(iotOrders).innerJoin(sims, eq(sims.id, iotOrders.simId)).where(eq(sims.simNo, simNo))).length;
const offerId = async (operatorType: number, name: string) =>
  (
    await shop.db
      .select({ id: accelerateOffers.id })
      .from(accelerateOffers)
      .where(and(eq(accelerateOffers.promoCode, 'demo'), eq(accelerateOffers.operatorType, operatorType), eq(accelerateOffers.name, name)))
  )[0]?.id ?? 0;

beforeAll(async () => {
  shop.clock.current = T;
  await connectSandbox(shop);
  await setBalance(shop.db, [DemoCard.normal, DemoCard.wifi], 100_000);
  holders.normal = { simNo: DemoCard.normal, token: await cardLogin(shop.app, DemoCard.normal) };
  holders.wifi = { simNo: DemoCard.wifi, token: await cardLogin(shop.app, DemoCard.wifi) };
  Object.assign(offers, {
    day5g: await offerId(1, '5G 极速 24 小时'),
    week5g: await offerId(1, '5G 极速 7 天'),
    day4g: await offerId(1, '4G+ 畅享 24 小时'),
    wifiDay5g: await offerId(2, '5G 极速 24 小时'),
    wifiDay4g: await offerId(2, '4G+ 畅享 24 小时'),
  });
  const [offSale, sunrise] = await shop.db
    .insert(accelerateOffers)
    .values([
      { promoCode: 'demo', operatorType: 1, name: '停售加速', speedCode: '5G_1000M', hours: 1, priceFen: 100, onSale: false },
      { promoCode: 'sunrise', operatorType: 1, name: '日出加速', speedCode: '5G_1000M', hours: 1, priceFen: 100 },
    ])
    .returning();
  offers.offSale = offSale?.id ?? 0;
  offers.sunrise = sunrise?.id ?? 0;
});

describe('accelerateList', () => {
  it("lists the add-ons of the card's promoter and operator in the reader's locale, none in force, and what paying needs", async () => {
    const answer = (await inLocale(holders.normal, api.accelerateList.path, 'en')).json();
    expect(answer.code).toBe(0);
    expect(answer.data.offers).toEqual([
      { id: offers.day5g, name: '5G boost, 24 hours', description: expect.any(String), speedCode: '5G_1000M', hours: 24, priceFen: 300, originalFen: 500 },
      expect.objectContaining({ id: offers.week5g, speedCode: '5G_1000M', hours: 168, priceFen: 1500 }),
      expect.objectContaining({ id: offers.day4g, speedCode: '4G_300M', hours: 24, priceFen: 200 }),
    ]);
    expect(answer.data).toMatchObject({ active: null, balanceFen: 100_000, paymentTypes: ['wechat', 'alipay'] });
    expect(await carrierSpeed(DemoCard.normal)).toBeNull();
  });
});

describe('buying a speed add-on from the balance', () => {
  it('charges it, has the carrier run the line at its speed, and shows until when in simInfo', async () => {
    const answer = await accelerateOrder(shop.app, holders.normal, { accelerateId: offers.day5g });
    expect(answer).toMatchObject({ code: 0, data: { kind: 'accelerate', status: 'paid', amountFen: 300, title: '网络加速 5G 极速 24 小时' } });
    expect((await balanceLinesOf(shop.db, DemoCard.normal)).at(-1)).toEqual({ reason: 'accelerate', amountFen: -300 });
    expect(await carrierSpeed(DemoCard.normal)).toEqual({ speedCode: '5G_1000M', until: new Date(at(24 * HOUR)) });
    expect((await simInfo(holders.normal)).accelerateOrder).toMatchObject({
      orderSn: answer.data.orderSn,
      accelerateId: offers.day5g,
      accelerateName: '5G 极速 24 小时',
      speedCode: '5G_1000M',
      placeType: 1,
      actualPayMoney: 300,
      startAt: at(0),
      endAt: at(24 * HOUR),
      validTag: true,
      status: 1,
    });
    const orders = (await inLocale(holders.normal, api.iotOrderList.path, 'en', { kind: 'accelerate' })).json().data.list;
    expect(orders).toEqual([expect.objectContaining({ orderSn: answer.data.orderSn, title: 'Speed boost 5G boost, 24 hours' })]);
  });

  it('extends the same speed from the end of the one running', async () => {
    shop.clock.advance(2 * HOUR);
    const answer = await accelerateOrder(shop.app, holders.normal, { accelerateId: offers.week5g });
    expect(answer).toMatchObject({ code: 0, data: { amountFen: 1500 } });
    const until = at(24 * HOUR + 168 * HOUR);
    expect(await carrierSpeed(DemoCard.normal)).toEqual({ speedCode: '5G_1000M', until: new Date(until) });
    expect((await simInfo(holders.normal)).accelerateOrder).toMatchObject({ orderSn: answer.data.orderSn, startAt: at(24 * HOUR), endAt: until });
    expect((await walletGet(shop.app, holders.normal, api.accelerateList.path)).json().data.active).toMatchObject({ orderSn: answer.data.orderSn });
  });

  it('refuses another speed while one runs, saying until when, and charges nothing', async () => {
    const before = (await simRow(shop.db, DemoCard.normal)).balance;
    const orders = await ordersCount(DemoCard.normal);
    // The 7-day add-on ends at 10:00 on 18 March in China.
    expect(await accelerateOrder(shop.app, holders.normal, { accelerateId: offers.day4g })).toEqual({
      code: -1,
      message: '当前「5G 极速 7 天」加速中，至 2026-03-18 10:00 结束；同一时间只能使用一种网速，请到期后再购买其他加速包，或购买同款加速包续期',
      data: null,
    });
    expect(await accelerateOrder(shop.app, holders.normal, { accelerateId: offers.day4g, payWith: 'online' })).toMatchObject({ code: -1 });
    expect((await simRow(shop.db, DemoCard.normal)).balance).toBe(before);
    expect(await ordersCount(DemoCard.normal)).toBe(orders);
  });

  it.each([
    ['an add-on that does not exist', () => 999_999, '该加速包已下架或不存在'],
    ['an add-on off sale', () => offers.offSale, '该加速包已下架或不存在'],
    ["another promoter's add-on", () => offers.sunrise, '该加速包不在本卡的可购范围内'],
    ["another operator's add-on", () => offers.wifiDay5g, '该加速包不适用于本卡的运营商'],
  ])('refuses %s, charging nothing', async (_what, accelerateId, message) => {
    const before = (await simRow(shop.db, DemoCard.normal)).balance;
    const orders = await ordersCount(DemoCard.normal);
    expect(await accelerateOrder(shop.app, holders.normal, { accelerateId: accelerateId() })).toMatchObject({ code: -1, message });
    expect((await simRow(shop.db, DemoCard.normal)).balance).toBe(before);
    expect(await ordersCount(DemoCard.normal)).toBe(orders);
  });
});

describe('accelerateOrderList', () => {
  it("pages the card's add-ons, newest first", async () => {
    const first = (await walletGet(shop.app, holders.normal, api.accelerateOrderList.path, { page: '1', pageSize: '1' })).json().data;
    expect(first).toMatchObject({ page: 1, pageSize: 1, hasMore: true });
    expect(first.list.map((row: { accelerateName: string }) => row.accelerateName)).toEqual(['5G 极速 7 天']);
    const second = (await inLocale(holders.normal, api.accelerateOrderList.path, 'es', { page: '2', pageSize: '1' })).json().data;
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.list).toEqual([expect.objectContaining({ accelerateName: 'Turbo 5G, 24 horas', speedCode: '5G_1000M', validTag: true })]);
  });
});

describe('after the end', () => {
  it('the line is back at its normal speed: simInfo shows none, the carrier reports none, and another speed may be bought', async () => {
    shop.clock.current = new Date(at(24 * HOUR + 168 * HOUR));
    expect((await simInfo(holders.normal)).accelerateOrder).toBeNull();
    expect(await carrierSpeed(DemoCard.normal)).toBeNull();
    const list = (await walletGet(shop.app, holders.normal, api.accelerateOrderList.path)).json().data.list;
    expect(list.map((row: { validTag: boolean }) => row.validTag)).toEqual([false, false]);
    expect(await accelerateOrder(shop.app, holders.normal, { accelerateId: offers.day4g })).toMatchObject({ code: 0 });
    expect(await carrierSpeed(DemoCard.normal)).toMatchObject({ speedCode: '4G_300M' });
  });
});

describe('buying online', () => {
  it('applies the add-on when the payment arrives; one of another speed paid after it goes back to the balance, refunded', async () => {
    const fast = await accelerateOrder(shop.app, holders.wifi, { accelerateId: offers.wifiDay5g, payWith: 'online' });
    const slow = await accelerateOrder(shop.app, holders.wifi, { accelerateId: offers.wifiDay4g, payWith: 'online' });
    expect([fast, slow]).toMatchObject([{ code: 0, data: { status: 'unpaid' } }, { code: 0, data: { status: 'unpaid' } }]);
    const before = (await simRow(shop.db, DemoCard.wifi)).balance;

    await pressCashier(shop, (await startCardPayment(shop.app, holders.wifi, fast.data.orderSn)).json().data.paymentSn, 'pay');
    expect(await iotOrderRow(shop.db, fast.data.orderSn)).toMatchObject({ status: 'paid' });
    expect((await simInfo(holders.wifi)).accelerateOrder).toMatchObject({ orderSn: fast.data.orderSn, placeType: 2, speedCode: '5G_1000M' });

    await pressCashier(shop, (await startCardPayment(shop.app, holders.wifi, slow.data.orderSn)).json().data.paymentSn, 'pay');
    expect(await iotOrderRow(shop.db, slow.data.orderSn)).toMatchObject({ status: 'refunded' });
    expect((await simRow(shop.db, DemoCard.wifi)).balance).toBe(before + 200);
    expect((await balanceLinesOf(shop.db, DemoCard.wifi)).at(-1)).toEqual({ reason: 'refund', amountFen: 200 });
    const rows = await shop.db.select().from(accelerations).innerJoin(sims, eq(sims.id, accelerations.simId)).where(eq(sims.simNo, DemoCard.wifi));
    expect(rows.map((row) => row.accelerations.speedCode)).toEqual(['5G_1000M']);
    expect(await carrierSpeed(DemoCard.wifi)).toMatchObject({ speedCode: '5G_1000M' });
  });
});
