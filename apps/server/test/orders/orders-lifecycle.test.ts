import { Code } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, shipments } from '../../src/db/schema';
import { OrderText } from '../../src/modules/orders/service';
import { useTestApp } from '../support/app';
import { addGoods, addNumber, getAs, numberStatus, orderRow, placeOrder, postAs, stockOf } from '../support/orders';

const shop = useTestApp();

const expire = (orderSn: string) =>
  shop.db.update(orders).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(orders.orderSn, orderSn));

const detail = async (token: string, orderSn: string) => (await getAs(shop, token, `/api/shop/order/detail?orderSn=${orderSn}`)).json();

const fulfil = async (orderSn: string) => {
  const row = await orderRow(shop.db, orderSn);
  return shop.db.transaction((tx) => shop.services.orders.fulfil(tx, row?.id ?? 0, 'wechat'));
};

/** Moves a parcel's pickup into the past, as if time had passed. */
const shippedAgo = async (orderSn: string, minutes: number) => {
  const row = await orderRow(shop.db, orderSn);
  await shop.db
    .update(shipments)
    .set({ shippedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(shipments.orderId, row?.id ?? 0));
};

describe('holds that run out', () => {
  it('are closed by the sweep, which gives the number and the stock back once', async () => {
    const number = await addNumber(shop);
    const goodsId = await addGoods(shop, 5);
    const numberOrder = await placeOrder(shop, { item: { kind: 'number', number } });
    const goodsOrder = await placeOrder(shop, { item: { kind: 'goods', goodsId } });
    await expire(numberOrder.orderSn);
    await expire(goodsOrder.orderSn);

    expect((await shop.services.orders.sweep()).expired).toBe(2);
    expect(await orderRow(shop.db, numberOrder.orderSn)).toMatchObject({ status: 'closed', closeReason: 'expired', expiresAt: null });
    expect(await numberStatus(shop.db, number)).toBe('available');
    expect(await stockOf(shop.db, goodsId)).toBe(5);

    expect((await shop.services.orders.sweep()).expired).toBe(0);
    expect(await stockOf(shop.db, goodsId)).toBe(5);
  });

  it('show closed when read, before any sweep', async () => {
    const number = await addNumber(shop);
    const { orderSn, token } = await placeOrder(shop, { item: { kind: 'number', number } });
    await expire(orderSn);
    expect((await detail(token, orderSn)).data).toMatchObject({ status: 'closed', closeReason: 'expired', expiresAt: null });
    expect(await numberStatus(shop.db, number)).toBe('available');
  });

  it('leave alone a number another buyer took after the release', async () => {
    const number = await addNumber(shop);
    const first = await placeOrder(shop, { item: { kind: 'number', number } });
    await expire(first.orderSn);
    await shop.services.orders.sweep();
    const second = await placeOrder(shop, { item: { kind: 'number', number } });
    await shop.services.orders.sweep();
    expect(await numberStatus(shop.db, number)).toBe('held');
    expect((await detail(second.token, second.orderSn)).data.status).toBe('unpaid');
  });
});

describe('cancelling', () => {
  it('closes an unpaid order and releases its number; a second cancel is refused', async () => {
    const number = await addNumber(shop);
    const { orderSn, token } = await placeOrder(shop, { item: { kind: 'number', number } });
    const answer = (await postAs(shop, token, '/api/shop/order/cancel', { orderSn })).json();
    expect(answer).toMatchObject({ code: 0, data: { status: 'closed', closeReason: 'cancelled' } });
    expect(await numberStatus(shop.db, number)).toBe('available');
    expect((await postAs(shop, token, '/api/shop/order/cancel', { orderSn })).json()).toMatchObject({ code: -1, message: OrderText.cancelNotUnpaid });
  });

  it("cannot touch another buyer's order", async () => {
    const mine = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const theirs = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const response = await postAs(shop, mine.token, '/api/shop/order/cancel', { orderSn: theirs.orderSn });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: -1, message: OrderText.notFound, data: null });
    expect((await orderRow(shop.db, theirs.orderSn))?.status).toBe('unpaid');
  });
});

describe('finding orders again', () => {
  it("lists the buyer's own orders newest first, by status and page", async () => {
    const first = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const mobile = first.body.buyer.mobile;
    const second = await placeOrder(shop, { item: { kind: 'goods', goodsId: await addGoods(shop, 2) }, buyer: { mobile } });
    await postAs(shop, second.token, '/api/shop/order/cancel', { orderSn: second.orderSn });

    const all = (await getAs(shop, second.token, '/api/shop/order/list')).json().data;
    expect(all.list.map((o: { orderSn: string }) => o.orderSn)).toEqual([second.orderSn, first.orderSn]);
    const unpaid = (await getAs(shop, second.token, '/api/shop/order/list?status=unpaid')).json().data;
    expect(unpaid.list.map((o: { orderSn: string }) => o.orderSn)).toEqual([first.orderSn]);
    const paged = (await getAs(shop, second.token, '/api/shop/order/list?pageSize=1')).json().data;
    expect(paged).toMatchObject({ page: 1, pageSize: 1, hasMore: true });

    const stranger = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const theirs = (await getAs(shop, stranger.token, '/api/shop/order/list')).json().data.list;
    expect(theirs.map((o: { orderSn: string }) => o.orderSn)).toEqual([stranger.orderSn]);
  });

  it('shows a session opened by order number only that order', async () => {
    const first = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const mobile = first.body.buyer.mobile;
    const second = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) }, buyer: { mobile } });
    const session = await shop.services.auth.openSession(mobile, first.orderSn);
    const list = (await getAs(shop, session.token, '/api/shop/order/list')).json().data.list;
    expect(list.map((o: { orderSn: string }) => o.orderSn)).toEqual([first.orderSn]);
    expect((await getAs(shop, session.token, `/api/shop/order/detail?orderSn=${second.orderSn}`)).statusCode).toBe(404);
  });

  it("answers another buyer's order as not found, never its data", async () => {
    const mine = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const theirs = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    for (const path of ['detail', 'logistics']) {
      const response = await getAs(shop, mine.token, `/api/shop/order/${path}?orderSn=${theirs.orderSn}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: -1, message: OrderText.notFound, data: null });
    }
  });

  it('asks for a session (code 61) without one', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/shop/order/list' });
    expect(response.json()).toMatchObject({ code: Code.sessionExpired });
  });
});

describe('payment and delivery', () => {
  it('fulfils an unpaid order once: number sold, parcel booked', async () => {
    const number = await addNumber(shop);
    const { orderSn, token } = await placeOrder(shop, { item: { kind: 'number', number } });
    expect((await getAs(shop, token, `/api/shop/order/logistics?orderSn=${orderSn}`)).json()).toMatchObject({ code: -1, message: OrderText.notShipped });

    expect(await fulfil(orderSn)).toBe('paid');
    expect(await fulfil(orderSn)).toBe('alreadyPaid');
    expect(await numberStatus(shop.db, number)).toBe('sold');
    const paid = (await detail(token, orderSn)).data;
    expect(paid).toMatchObject({ status: 'paid', paymentType: 'wechat', expiresAt: null, logistics: { carrier: expect.any(String), trackingNo: expect.any(String) } });
  });

  it('follows the parcel: shipped at pickup, completed when signed for, events newest first', async () => {
    const { orderSn, token } = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    await fulfil(orderSn);
    await shippedAgo(orderSn, 1);
    const onTheWay = (await getAs(shop, token, `/api/shop/order/logistics?orderSn=${orderSn}`)).json().data;
    expect(onTheWay).toMatchObject({ orderSn, delivered: false });
    expect(onTheWay.events).toHaveLength(1);
    expect(onTheWay.events[0].text).toContain('已揽收');
    expect((await detail(token, orderSn)).data.status).toBe('shipped');

    await shippedAgo(orderSn, 24 * 60);
    expect((await shop.services.orders.sweep()).delivered).toBe(1);
    const signed = (await getAs(shop, token, `/api/shop/order/logistics?orderSn=${orderSn}`)).json().data;
    expect(signed.delivered).toBe(true);
    expect(signed.events[0]).toMatchObject({ text: expect.stringContaining('已签收'), location: '深圳市' });
    expect(signed.events.at(-1).text).toContain('已揽收');
    expect(signed.events.map((e: { text: string }) => e.text).some((text: string) => text.includes('派送中'))).toBe(true);
    expect((await detail(token, orderSn)).data.status).toBe('completed');
  });

  it('revives a closed order whose number is still free, and refunds one whose number is gone', async () => {
    const free = await addNumber(shop);
    const revived = await placeOrder(shop, { item: { kind: 'number', number: free } });
    await expire(revived.orderSn);
    await shop.services.orders.sweep();
    expect(await fulfil(revived.orderSn)).toBe('paid');
    expect(await numberStatus(shop.db, free)).toBe('sold');

    const contested = await addNumber(shop);
    const late = await placeOrder(shop, { item: { kind: 'number', number: contested } });
    await expire(late.orderSn);
    await shop.services.orders.sweep();
    const winner = await placeOrder(shop, { item: { kind: 'number', number: contested } });
    expect(await fulfil(late.orderSn)).toBe('refund');
    expect((await orderRow(shop.db, late.orderSn))?.status).toBe('refunded');
    expect((await orderRow(shop.db, winner.orderSn))?.status).toBe('unpaid');
    expect(await numberStatus(shop.db, contested)).toBe('held');
  });

  it('offers only an unpaid order within its hold for payment', async () => {
    const { orderSn, body } = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop, { priceFen: 10_000, planFen: 1_900 }) } });
    const user = { sessionId: 0, mobile: body.buyer.mobile, orderSn: null };
    expect(await shop.services.orders.payableOrder(user, orderSn)).toMatchObject({ orderSn, amountFen: 11_900, paymentTypes: ['wechat', 'alipay'] });
    await expire(orderSn);
    await expect(shop.services.orders.payableOrder(user, orderSn)).rejects.toMatchObject({ code: -1, message: OrderText.closed });
    await expect(shop.services.orders.payableOrder({ ...user, mobile: '13000000001' }, orderSn)).rejects.toMatchObject({ message: OrderText.notFound });
  });
});
