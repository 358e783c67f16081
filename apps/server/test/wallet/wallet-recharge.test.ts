import { randomUUID } from 'node:crypto';
import { api, CARD_TOKEN_HEADER, IOT_ORDER_PAY_MINUTES, LOCALE_HEADER, RequestHeader, SIM_STATUS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { iotOrders, rechargeLimits } from '../../src/db/schema';
import { connectSandbox, paymentRow, pressCashier } from '../support/payments';
import { cardLogin, DemoCard, simRow, useIotApp } from '../support/iot';
import {
  balanceLinesOf,
  type Holder,
  iotOrderRow,
  paymentLedgerOf,
  rechargeOrder,
  startCardPayment,
  walletGet,
  walletPost,
} from '../support/wallet';

const shop = useIotApp();
const holders: Record<'normal' | 'arrears' | 'other' | 'sunrise', Holder> = {} as never;

beforeAll(async () => {
  await connectSandbox(shop);
  for (const [name, simNo] of [
    ['normal', DemoCard.normal],
    ['arrears', DemoCard.arrears],
    ['other', DemoCard.wifi],
    ['sunrise', DemoCard.viceAndBreak],
  ] as const) {
    holders[name] = { simNo, token: await cardLogin(shop.app, simNo) };
  }
});

/** Pays a card order in the sandbox cashier; answers the payment's number. */
const payOnline = async (holder: Holder, orderSn: string): Promise<string> => {
  const answer = (await startCardPayment(shop.app, holder, orderSn)).json();
  expect(answer.code).toBe(0);
  await pressCashier(shop, answer.data.paymentSn, 'pay');
  return answer.data.paymentSn;
};

const refusal = async (holder: Holder, amountFen: number) =>
  (await walletPost(shop.app, holder, api.createBalanceOrder.path, { amountFen, idempotencyKey: randomUUID() })).json();

describe('balanceChoose', () => {
  it("lists the promoter's amounts with their bonus, the custom limits, the balance, the arrears and the open payment types", async () => {
    const answer = (await walletGet(shop.app, holders.normal, api.balanceChoose.path)).json();
    expect(answer.data).toEqual({
      options: [
        { amountFen: 1000, bonusFen: 0 },
        { amountFen: 3000, bonusFen: 0 },
        { amountFen: 5000, bonusFen: 200 },
        { amountFen: 10000, bonusFen: 1000 },
        { amountFen: 20000, bonusFen: 2500 },
      ],
      custom: { minFen: 100, maxFen: 500000 },
      balanceFen: 3650,
      arrearsFen: 0,
      paymentTypes: ['wechat', 'alipay'],
    });
    expect((await walletGet(shop.app, holders.arrears, api.balanceChoose.path)).json().data).toMatchObject({ balanceFen: 0, arrearsFen: 1580 });
  });
});

describe('createBalanceOrder', () => {
  it('orders a listed amount with its bonus, unpaid and waiting for its online payment', async () => {
    const order = await rechargeOrder(shop.app, holders.normal, 10000);
    expect(order).toMatchObject({ kind: 'recharge', status: 'unpaid', payWith: 'online', amountFen: 10000, bonusFen: 1000, paymentType: null, paidAt: null });
    expect(Date.parse(order.expiresAt ?? '') - Date.parse(order.createdAt)).toBe(IOT_ORDER_PAY_MINUTES * 60_000);
  });

  it('takes a custom amount within the limits, with the bonus of a listed amount only', async () => {
    expect(await rechargeOrder(shop.app, holders.normal, 1234)).toMatchObject({ amountFen: 1234, bonusFen: 0 });
  });

  it('refuses an amount below the minimum, naming the allowed range, and stores nothing', async () => {
    const before = await shop.db.select().from(iotOrders);
    expect(await refusal(holders.normal, 99)).toEqual({ code: -1, message: '充值金额不能低于 ¥1，可充值 ¥1 至 ¥5000', data: null });
    expect(await shop.db.select().from(iotOrders)).toHaveLength(before.length);
  });

  it("says the refusal in the visitor's locale", async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: api.createBalanceOrder.path,
      headers: { [RequestHeader.simNo]: holders.normal.simNo, [CARD_TOKEN_HEADER]: holders.normal.token, [LOCALE_HEADER]: 'en' },
      payload: { amountFen: 50, idempotencyKey: randomUUID() },
    });
    expect(response.json().message).toBe('The amount cannot be below ¥1: top-ups go from ¥1 to ¥5000');
  });

  it('refuses an amount above the maximum, and one the promoter does not list when it takes no custom amount', async () => {
    await shop.db.update(rechargeLimits).set({ maxFen: 1000 }).where(eq(rechargeLimits.promoCode, 'sunrise'));
    expect((await refusal(holders.sunrise, 1001)).message).toBe('充值金额不能高于 ¥10，可充值 ¥1 至 ¥10');
    await shop.db.delete(rechargeLimits).where(eq(rechargeLimits.promoCode, 'sunrise'));
    expect((await refusal(holders.sunrise, 1500)).message).toBe('请选择列出的充值金额：¥10 / ¥30 / ¥50 / ¥100 / ¥200');
    expect(await rechargeOrder(shop.app, holders.sunrise, 5000)).toMatchObject({ bonusFen: 200 });
  });

  it('refuses a bad amount by the field', async () => {
    for (const amountFen of [0, -100, 12.5, 500_001]) {
      const answer = await refusal(holders.normal, amountFen);
      expect(answer).toMatchObject({ code: -1, data: null });
      expect(answer.message).toMatch(/分|¥5000/);
    }
  });

  it('answers a repeated idempotency key with the first order, and refuses the key with another amount', async () => {
    const body = { amountFen: 3000, idempotencyKey: randomUUID() };
    const first = (await walletPost(shop.app, holders.normal, api.createBalanceOrder.path, body)).json();
    const again = (await walletPost(shop.app, holders.normal, api.createBalanceOrder.path, body)).json();
    expect(again.data.orderSn).toBe(first.data.orderSn);
    const other = await walletPost(shop.app, holders.normal, api.createBalanceOrder.path, { ...body, amountFen: 1000 });
    expect(other.statusCode).toBe(409);
  });
});

describe('iotOrderDetail and iotOrderPay', () => {
  it("answers the card's own order, and another card's order or an unknown one as not found", async () => {
    const order = await rechargeOrder(shop.app, holders.normal, 1000);
    expect((await walletGet(shop.app, holders.normal, api.iotOrderDetail.path, { orderSn: order.orderSn })).json().data).toEqual(order);
    for (const [holder, orderSn] of [
      [holders.other, order.orderSn],
      [holders.normal, 'IOT20250101000000000000'],
    ] as const) {
      const response = await walletGet(shop.app, holder, api.iotOrderDetail.path, { orderSn });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { code: -1, message: '订单不存在', data: null } });
    }
  });

  it("refuses to pay another card's order", async () => {
    const order = await rechargeOrder(shop.app, holders.normal, 1000);
    const response = await startCardPayment(shop.app, holders.other, order.orderSn);
    expect({ status: response.statusCode, message: response.json().message }).toEqual({ status: 404, message: '订单不存在' });
  });

  it('tops the card up through the sandbox cashier: amount and bonus credited once, the order paid, back to the top-up page', async () => {
    const before = (await simRow(shop.db, DemoCard.normal)).balance;
    const order = await rechargeOrder(shop.app, holders.normal, 10000);
    const started = (await startCardPayment(shop.app, holders.normal, order.orderSn)).json();
    expect(started.data.amountFen).toBe(10000);
    const act = (await pressCashier(shop, started.data.paymentSn, 'pay')).json();
    expect(act.data.returnUrl).toBe(`/shop/#/pages/iot/index/balance/pay/index?orderSn=${order.orderSn}`);

    const paid = (await walletGet(shop.app, holders.normal, api.iotOrderDetail.path, { orderSn: order.orderSn })).json().data;
    expect(paid).toMatchObject({ status: 'paid', paymentType: 'wechat', expiresAt: null, paidAt: expect.any(String) });
    expect((await simRow(shop.db, DemoCard.normal)).balance).toBe(before + 11000);
    expect((await balanceLinesOf(shop.db, DemoCard.normal)).slice(-2)).toEqual([
      { reason: 'recharge', amountFen: 10000 },
      { reason: 'bonus', amountFen: 1000 },
    ]);
    expect(await paymentLedgerOf(shop.db, order.orderSn)).toEqual([{ kind: 'payment', amountFen: 10000 }]);
    expect((await paymentRow(shop.db, started.data.paymentSn))?.status).toBe('succeeded');

    const again = (await startCardPayment(shop.app, holders.normal, order.orderSn)).json();
    expect(again).toEqual({ code: -1, message: '订单已支付，无需再次支付', data: null });
  });

  it('pays the arrears first and resumes a line suspended for arrears', async () => {
    expect((await walletGet(shop.app, holders.arrears, api.simInfo.path)).json().data.simStatus).toBe(SIM_STATUS.arrears);
    const order = await rechargeOrder(shop.app, holders.arrears, 5000);
    await payOnline(holders.arrears, order.orderSn);

    const sim = await simRow(shop.db, DemoCard.arrears);
    expect({ balance: sim.balance, arrears: sim.arrearsBalance, rechargeTimes: sim.rechargeTimes }).toEqual({ balance: 5000 + 200 - 1580, arrears: 0, rechargeTimes: 1 });
    expect(await balanceLinesOf(shop.db, DemoCard.arrears)).toEqual([
      { reason: 'recharge', amountFen: 5000 },
      { reason: 'bonus', amountFen: 200 },
      { reason: 'arrears', amountFen: -1580 },
    ]);
    const info = (await walletGet(shop.app, holders.arrears, api.simInfo.path)).json().data;
    expect(info).toMatchObject({ simStatus: SIM_STATUS.normal, balance: 3620, arrearsBalance: 0 });
  });

  it('closes an order whose payment window is over, refuses to pay it, and refunds money that still arrives for it', async () => {
    const order = await rechargeOrder(shop.app, holders.normal, 3000);
    const started = (await startCardPayment(shop.app, holders.normal, order.orderSn)).json();
    const before = (await simRow(shop.db, DemoCard.normal)).balance;
    await shop.db.update(iotOrders).set({ expiresAt: new Date(shop.clock.now().getTime() - 1000) }).where(eq(iotOrders.orderSn, order.orderSn));
    expect(await shop.services.wallet.sweep()).toBe(1);
    expect((await iotOrderRow(shop.db, order.orderSn))?.status).toBe('closed');
    expect((await startCardPayment(shop.app, holders.normal, order.orderSn)).json().message).toBe('订单已超时关闭，请重新下单');

    await pressCashier(shop, started.data.paymentSn, 'pay');
    expect((await iotOrderRow(shop.db, order.orderSn))?.status).toBe('refunded');
    expect((await simRow(shop.db, DemoCard.normal)).balance).toBe(before);
    expect(await paymentLedgerOf(shop.db, order.orderSn)).toEqual([
      { kind: 'payment', amountFen: 3000 },
      { kind: 'refund', amountFen: -3000 },
    ]);
  });
});

describe('the lists', () => {
  it('lists every order of the card newest first, by kind and page', async () => {
    const mine = await rechargeOrder(shop.app, holders.other, 1000);
    const second = await rechargeOrder(shop.app, holders.other, 3000);
    const all = (await walletGet(shop.app, holders.other, api.iotOrderList.path, { pageSize: '1' })).json().data;
    expect(all).toMatchObject({ page: 1, pageSize: 1, hasMore: true, list: [{ orderSn: second.orderSn }] });
    const next = (await walletGet(shop.app, holders.other, api.iotOrderList.path, { pageSize: '1', page: '2' })).json().data;
    expect(next).toMatchObject({ hasMore: false, list: [{ orderSn: mine.orderSn }] });
    expect((await walletGet(shop.app, holders.other, api.iotOrderList.path, { kind: 'package' })).json().data.list).toEqual([]);
    expect((await walletGet(shop.app, holders.other, api.iotOrderList.path, { kind: 'nope' })).json()).toMatchObject({ code: -1, message: expect.stringContaining('订单类型不正确') });
  });

  it("lists the card's top-ups with their state, and its ledger newest first with the balance after each line", async () => {
    const recharges = (await walletGet(shop.app, holders.arrears, api.simBalanceList.path)).json().data;
    expect(recharges.list).toEqual([expect.objectContaining({ kind: 'recharge', status: 'paid', amountFen: 5000, bonusFen: 200 })]);
    const ledger = (await walletGet(shop.app, holders.arrears, api.simBalanceLogList.path)).json().data;
    const orderSn = recharges.list[0].orderSn;
    expect(ledger.list.map(({ reason, amountFen, balanceAfterFen, orderSn: sn }: Record<string, unknown>) => ({ reason, amountFen, balanceAfterFen, sn }))).toEqual([
      { reason: 'arrears', amountFen: -1580, balanceAfterFen: 3620, sn: orderSn },
      { reason: 'bonus', amountFen: 200, balanceAfterFen: 5200, sn: orderSn },
      { reason: 'recharge', amountFen: 5000, balanceAfterFen: 5000, sn: orderSn },
    ]);
    const opening = (await walletGet(shop.app, holders.normal, api.simBalanceLogList.path, { page: '1', pageSize: '50' })).json().data.list.at(-1);
    expect(opening).toMatchObject({ reason: 'opening', amountFen: 3650, balanceAfterFen: 3650, orderSn: null });
  });
});
