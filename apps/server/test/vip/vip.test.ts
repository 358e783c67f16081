import { randomUUID } from 'node:crypto';
import { api, CARD_TOKEN_HEADER, LOCALE_HEADER, PERK_STATUS, REFUND_TYPE, RequestHeader } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { iotOrders, sims, vipMemberships, vipPlans } from '../../src/db/schema';
import { refundMembership } from '../../src/modules/vip/service';
import { BusinessError } from '../../src/errors';
import { cardLogin, DemoCard, insertSim, setBalance, simRow, updateCard, useIotApp } from '../support/iot';
import { buy, offerId } from '../support/packages';
import { connectSandbox, pressCashier } from '../support/payments';
import { balanceLinesOf, type Holder, iotOrderRow, startCardPayment, walletGet, walletPost } from '../support/wallet';

const shop = useIotApp();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 10:00 in China. */
const T = new Date('2026-03-10T02:00:00.000Z');
const holders: Record<'normal' | 'wifi' | 'sunrise', Holder> = {} as never;
const plans = { monthly: 0, yearly: 0, offSale: 0, sunrise: 0 };

const vipOrder = (app: FastifyInstance, holder: Holder, body: Record<string, unknown>) =>
  walletPost(app, holder, api.createVipOrder.path, { payWith: 'balance', idempotencyKey: randomUUID(), ...body }).then((response) => response.json());

const inLocale = (holder: Holder, path: string, locale: string, query: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url: path, query, headers: { [RequestHeader.simNo]: holder.simNo, [CARD_TOKEN_HEADER]: holder.token, [LOCALE_HEADER]: locale } });

const simInfo = async (holder: Holder) => (await walletGet(shop.app, holder, api.simInfo.path)).json().data;
const membershipsOf = async (simNo: string) =>
  shop.db.select().from(vipMemberships).innerJoin(sims, eq(sims.id, vipMemberships.simId)).where(eq(sims.simNo, simNo)).orderBy(vipMemberships.id);
const ordersCount = async (simNo: string) => (await shop.db.select({ id: iotOrders.id }).from(iotOrders).innerJoin(sims, eq(sims.id, iotOrders.simId)).where(eq(sims.simNo, simNo))).length;
const planId = async (name: string) => (await shop.db.select({ id: vipPlans.id }).from(vipPlans).where(and(eq(vipPlans.promoCode, 'demo'), eq(vipPlans.name, name))))[0]?.id ?? 0;

beforeAll(async () => {
  shop.clock.current = T;
  await connectSandbox(shop);
  await setBalance(shop.db, [DemoCard.normal, DemoCard.wifi], 100_000);
  holders.normal = { simNo: DemoCard.normal, token: await cardLogin(shop.app, DemoCard.normal) };
  holders.wifi = { simNo: DemoCard.wifi, token: await cardLogin(shop.app, DemoCard.wifi) };
  holders.sunrise = { simNo: DemoCard.viceAndBreak, token: await cardLogin(shop.app, DemoCard.viceAndBreak) };
  plans.monthly = await planId('月度会员');
  plans.yearly = await planId('年度会员');
  const [monthly] = await shop.db.select().from(vipPlans).where(eq(vipPlans.id, plans.monthly));
  if (!monthly) throw new Error('the demo monthly plan is missing');
  const { id: _id, createdAt: _createdAt, ...plan } = monthly;
  const [offSale, sunrise] = await shop.db
    .insert(vipPlans)
    .values([
      { ...plan, name: '停售会员', onSale: false },
      { ...plan, name: '日出会员', promoCode: 'sunrise' },
    ])
    .returning();
  plans.offSale = offSale?.id ?? 0;
  plans.sunrise = sunrise?.id ?? 0;
});

describe('vipList', () => {
  it("lists the promoter's plans in the reader's locale, with no membership yet and what paying needs", async () => {
    const answer = (await inLocale(holders.normal, api.vipList.path, 'en')).json();
    expect(answer.code).toBe(0);
    expect(answer.data.plans.map((plan: { name: string }) => plan.name)).toEqual(['Monthly VIP', 'Yearly VIP']);
    expect(answer.data.plans[0]).toMatchObject({
      id: plans.monthly,
      priceFen: 990,
      validity: { count: 1, unit: 2 },
      packagePercent: 90,
      pointsMultiplier: 2,
      privileges: { items: [{ title: '专属客服' }] },
    });
    expect(answer.data).toMatchObject({ current: null, balanceFen: 100_000, payPassword: { set: false }, paymentTypes: ['wechat', 'alipay'] });
  });
});

describe('buying a membership from the balance', () => {
  it('charges the plan, starts the membership now, and shows it in simInfo, the ledger and the orders', async () => {
    const answer = await vipOrder(shop.app, holders.normal, { vipId: plans.monthly });
    expect(answer).toMatchObject({ code: 0, data: { kind: 'vip', status: 'paid', payWith: 'balance', amountFen: 990, title: 'VIP 会员 月度会员' } });
    expect((await simRow(shop.db, DemoCard.normal)).balance).toBe(100_000 - 990);
    expect((await balanceLinesOf(shop.db, DemoCard.normal)).at(-1)).toEqual({ reason: 'vip', amountFen: -990 });

    const { vipOrder: membership } = await simInfo(holders.normal);
    expect(membership).toMatchObject({
      orderSn: answer.data.orderSn,
      vipId: plans.monthly,
      vipName: '月度会员',
      placeType: 1,
      actualPayMoney: 990,
      packagePrice: 990,
      startAt: T.toISOString(),
      // A month on by China's calendar.
      endAt: '2026-04-10T02:00:00.000Z',
      validTag: true,
      status: PERK_STATUS.active,
      refundAt: null,
      refundType: null,
      privileges: { items: expect.arrayContaining([{ title: '专属客服', icon: expect.stringMatching(/^data:image\/svg\+xml/) }]) },
    });
    expect(membership.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const orders = (await inLocale(holders.normal, api.iotOrderList.path, 'en', { kind: 'vip' })).json().data.list;
    expect(orders).toEqual([expect.objectContaining({ orderSn: answer.data.orderSn, title: 'VIP membership Monthly VIP', status: 'paid' })]);
  });

  it('renews before the end from the end: the new membership starts where the running one stops', async () => {
    shop.clock.advance(10 * DAY);
    const answer = await vipOrder(shop.app, holders.normal, { vipId: plans.yearly });
    expect(answer).toMatchObject({ code: 0, data: { amountFen: 9900 } });
    const rows = (await membershipsOf(DemoCard.normal)).map((row) => row.vip_memberships);
    expect(rows.map((row) => [row.startAt.toISOString(), row.endAt.toISOString()])).toEqual([
      ['2026-03-10T02:00:00.000Z', '2026-04-10T02:00:00.000Z'],
      ['2026-04-10T02:00:00.000Z', '2027-04-10T02:00:00.000Z'],
    ]);
    expect((await simInfo(holders.normal)).vipOrder).toMatchObject({ orderSn: answer.data.orderSn, vipName: '年度会员', endAt: '2027-04-10T02:00:00.000Z', validTag: true });
    expect((await walletGet(shop.app, holders.normal, api.vipList.path)).json().data.current).toMatchObject({ orderSn: answer.data.orderSn });
  });

  it('replays the first answer for the same idempotency key, charging once', async () => {
    const before = (await simRow(shop.db, DemoCard.normal)).balance;
    const body = { vipId: plans.monthly, payWith: 'balance', idempotencyKey: randomUUID() };
    const first = (await walletPost(shop.app, holders.normal, api.createVipOrder.path, body)).json();
    const second = (await walletPost(shop.app, holders.normal, api.createVipOrder.path, body)).json();
    expect(second).toEqual(first);
    expect((await simRow(shop.db, DemoCard.normal)).balance).toBe(before - 990);
  });
});

describe("the member's package price", () => {
  it('shows vipPriceFen at the percent in force (the monthly plan: 90%) in packageChoose and packageDetails', async () => {
    const month30 = await offerId(shop.db, 'demo', 1, '月套餐 30GB');
    const groups = (await walletGet(shop.app, holders.normal, api.packageChoose.path)).json().data;
    expect(groups[0].packages[0]).toMatchObject({ id: month30, priceFen: 2900, vipPriceFen: 2610 });
    const details = (await walletGet(shop.app, holders.normal, api.packageDetails.path, { id: String(month30) })).json().data;
    expect(details.offer).toMatchObject({ priceFen: 2900, vipPriceFen: 2610 });
    // The card's cycle ends months after the monthly membership: its renewal is at the list price.
    await updateCard(shop.db, DemoCard.normal, { renewal: { renewPackageId: month30 } });
    expect((await simInfo(holders.normal)).renewal).toMatchObject({ packageId: month30, priceFen: 2900 });
    // A card without a membership sees no member price.
    const wifiGroups = (await walletGet(shop.app, holders.wifi, api.packageChoose.path)).json().data;
    expect(wifiGroups[0].packages[0].vipPriceFen).toBeNull();
  });

  it('charges the member price from the balance and records the discount on the order', async () => {
    const addon5 = await offerId(shop.db, 'demo', 1, '加油包 5GB');
    const before = (await simRow(shop.db, DemoCard.normal)).balance;
    const answer = await buy(shop.app, holders.normal, { packageId: addon5 });
    expect(answer).toMatchObject({ code: 0, data: { kind: 'package', status: 'paid', amountFen: 900, vipDiscountFen: 100 } });
    expect((await simRow(shop.db, DemoCard.normal)).balance).toBe(before - 900);
    expect((await balanceLinesOf(shop.db, DemoCard.normal)).at(-1)).toEqual({ reason: 'package', amountFen: -900 });
  });

  it('charges the member price online too, and the payment fulfils the order at that price', async () => {
    const addon5 = await offerId(shop.db, 'demo', 1, '加油包 5GB');
    const answer = await buy(shop.app, holders.normal, { packageId: addon5, payWith: 'online' });
    expect(answer).toMatchObject({ code: 0, data: { status: 'unpaid', amountFen: 900, vipDiscountFen: 100 } });
    const payment = (await startCardPayment(shop.app, holders.normal, answer.data.orderSn)).json();
    expect(payment).toMatchObject({ code: 0, data: { amountFen: 900 } });
    await pressCashier(shop, payment.data.paymentSn, 'pay');
    expect(await iotOrderRow(shop.db, answer.data.orderSn)).toMatchObject({ status: 'paid', amountFen: 900, vipDiscountFen: 100 });
  });

  it('renews a member at the member price when the membership is in force at the cycle end', async () => {
    const simNo = '8986019900000000801';
    const month30 = await offerId(shop.db, 'demo', 1, '月套餐 30GB');
    await insertSim(shop.db, simNo, { balance: 5000, endAt: new Date(shop.clock.now().getTime() + DAY * 40) });
    const holder = { simNo, token: await cardLogin(shop.app, simNo) };
    expect(await vipOrder(shop.app, holder, { vipId: plans.monthly })).toMatchObject({ code: 0 });
    // The cycle ends later today, within the membership: today's run renews it.
    await updateCard(shop.db, simNo, { renewal: { renewPackageId: month30 } });
    await shop.db.update(sims).set({ endAt: new Date(shop.clock.now().getTime() + HOUR) }).where(eq(sims.simNo, simNo));
    await shop.services.packages.renew();
    const renewal = (await shop.db.select().from(iotOrders).innerJoin(sims, eq(sims.id, iotOrders.simId)).where(and(eq(sims.simNo, simNo), eq(iotOrders.kind, 'renewal'))))[0]
      ?.iot_orders;
    expect(renewal).toMatchObject({ status: 'paid', amountFen: 2610, vipDiscountFen: 290 });
    expect((await simRow(shop.db, simNo)).balance).toBe(5000 - 990 - 2610);
  });
  it('prices a renewal by the membership in force at the cycle end: one ending before it leaves the list price', async () => {
    const simNo = '8986019900000000802';
    const month30 = await offerId(shop.db, 'demo', 1, '月套餐 30GB');
    const cycleEnd = new Date(shop.clock.now().getTime() + DAY * 40);
    await insertSim(shop.db, simNo, { balance: 990 + 2700, endAt: cycleEnd });
    const holder = { simNo, token: await cardLogin(shop.app, simNo) };
    // A month's membership: in force today, over ten days before the cycle ends.
    expect(await vipOrder(shop.app, holder, { vipId: plans.monthly })).toMatchObject({ code: 0 });
    await updateCard(shop.db, simNo, { renewal: { renewPackageId: month30 } });
    // ¥27.00 would cover the member price (¥26.10), not the list price the cycle end will charge.
    expect((await simInfo(holder)).renewal).toMatchObject({ priceFen: 2900, covered: false });
    shop.clock.current = new Date(cycleEnd.getTime() + HOUR);
    try {
      await shop.services.packages.renew();
    } finally {
      shop.clock.current = T;
    }
    const renewal = (await shop.db.select().from(iotOrders).innerJoin(sims, eq(sims.id, iotOrders.simId)).where(and(eq(sims.simNo, simNo), eq(iotOrders.kind, 'renewal'))))[0]
      ?.iot_orders;
    expect(renewal).toMatchObject({ status: 'closed', amountFen: 2900, vipDiscountFen: 0 });
  });
});

describe('buying a membership online', () => {
  it('places an unpaid order that the payment fulfils once, as an online membership', async () => {
    const answer = await vipOrder(shop.app, holders.wifi, { vipId: plans.monthly, payWith: 'online' });
    expect(answer).toMatchObject({ code: 0, data: { kind: 'vip', status: 'unpaid', payWith: 'online', amountFen: 990 } });
    expect(await membershipsOf(DemoCard.wifi)).toEqual([]);
    const payment = (await startCardPayment(shop.app, holders.wifi, answer.data.orderSn)).json();
    await pressCashier(shop, payment.data.paymentSn, 'pay');
    expect(await iotOrderRow(shop.db, answer.data.orderSn)).toMatchObject({ status: 'paid' });
    expect(await membershipsOf(DemoCard.wifi)).toHaveLength(1);
    expect((await simInfo(holders.wifi)).vipOrder).toMatchObject({ orderSn: answer.data.orderSn, placeType: 2, actualPayMoney: 990, startAt: shop.clock.now().toISOString() });
    expect((await simRow(shop.db, DemoCard.wifi)).balance).toBe(100_000);
  });
});

describe('refusals: nothing charged, nothing ordered', () => {
  it.each([
    ['a plan that does not exist', () => 999_999, '该会员套餐已下架或不存在'],
    ['a plan off sale', () => plans.offSale, '该会员套餐已下架或不存在'],
    ["another promoter's plan", () => plans.sunrise, '该会员套餐不在本卡的可购范围内'],
  ])('%s', async (_what, vipId, message) => {
    const before = (await simRow(shop.db, DemoCard.normal)).balance;
    const orders = await ordersCount(DemoCard.normal);
    expect(await vipOrder(shop.app, holders.normal, { vipId: vipId() })).toMatchObject({ code: -1, message });
    expect((await simRow(shop.db, DemoCard.normal)).balance).toBe(before);
    expect(await ordersCount(DemoCard.normal)).toBe(orders);
  });

  it("answers in the reader's locale", async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: api.createVipOrder.path,
      payload: { vipId: plans.sunrise, payWith: 'balance', idempotencyKey: randomUUID() },
      headers: { [RequestHeader.simNo]: holders.normal.simNo, [CARD_TOKEN_HEADER]: holders.normal.token, [LOCALE_HEADER]: 'fr' },
    });
    expect(response.json()).toMatchObject({ code: -1, message: "Cette formule VIP n'est pas vendue pour cette carte" });
  });

  it("lists only the card's own promoter's plans", async () => {
    const answer = (await walletGet(shop.app, holders.sunrise, api.vipList.path)).json();
    expect(answer.data.plans.map((plan: { id: number }) => plan.id)).toEqual([plans.sunrise]);
  });
});

describe('refunding a membership (the operator script vip-refund)', () => {
  it('marks it refunded with its type and remark, credits what was paid with a refund line, refunds the order; it is no longer in force', async () => {
    const orderSn = (await simInfo(holders.wifi)).vipOrder.orderSn as string;
    const before = (await simRow(shop.db, DemoCard.wifi)).balance;
    const now = shop.clock.now();
    expect(await refundMembership(shop.db, { orderSn, remark: '用户申请退款' }, now)).toEqual({
      orderSn,
      simId: (await simRow(shop.db, DemoCard.wifi)).id,
      refundedFen: 990,
      balanceAfterFen: before + 990,
    });
    const [row] = (await membershipsOf(DemoCard.wifi)).map((each) => each.vip_memberships);
    expect(row).toMatchObject({ status: PERK_STATUS.refunded, refundType: REFUND_TYPE.balance, refundRemark: '用户申请退款', refundAt: now });
    expect((await balanceLinesOf(shop.db, DemoCard.wifi)).at(-1)).toEqual({ reason: 'refund', amountFen: 990 });
    expect(await iotOrderRow(shop.db, orderSn)).toMatchObject({ status: 'refunded' });
    expect((await simInfo(holders.wifi)).vipOrder).toBeNull();
    const month30 = await offerId(shop.db, 'demo', 2, '月套餐 30GB');
    expect((await walletGet(shop.app, holders.wifi, api.packageDetails.path, { id: String(month30) })).json().data.offer.vipPriceFen).toBeNull();
  });

  it('refuses a membership refunded already, and an order number that bought none, changing nothing', async () => {
    const [row] = (await membershipsOf(DemoCard.wifi)).map((each) => each.vip_memberships);
    const orderSn = (await shop.db.select({ orderSn: iotOrders.orderSn }).from(iotOrders).where(eq(iotOrders.id, row?.iotOrderId ?? 0)))[0]?.orderSn ?? '';
    const before = (await simRow(shop.db, DemoCard.wifi)).balance;
    const again = refundMembership(shop.db, { orderSn, remark: '再退一次' }, shop.clock.now());
    await expect(again).rejects.toBeInstanceOf(BusinessError);
    await expect(again).rejects.toThrow('该会员已退款，不能重复退款');
    await expect(refundMembership(shop.db, { orderSn: 'IOT20260101000000000000', remark: 'x' }, shop.clock.now())).rejects.toThrow('没有该订单号的会员');
    expect((await simRow(shop.db, DemoCard.wifi)).balance).toBe(before);
    expect((await membershipsOf(DemoCard.wifi))[0]?.vip_memberships.refundRemark).toBe('用户申请退款');
  });
});
