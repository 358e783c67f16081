import { Code } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentNotifications, sandboxPayments } from '../../src/db/schema';
import type { NotificationRequest } from '../../src/providers/payment';
import { useTestApp } from '../support/app';
import { addNumber, numberStatus, orderRow, placeOrder, postAs } from '../support/orders';
import {
  connectSandbox,
  ledgerOf,
  paymentOf,
  paymentRow,
  pressCashier,
  recordingDelivery,
  sendNotification,
  startPayment,
} from '../support/payments';

const shop = useTestApp();

beforeAll(() => connectSandbox(shop));
afterEach(() => vi.useRealTimers());

/** Presses pay at the cashier with a gateway that signs its notification but keeps it. */
const payAndKeepNotification = async (paymentSn: string): Promise<NotificationRequest> => {
  const recording = recordingDelivery();
  await connectSandbox(shop, { deliver: recording.deliver });
  await pressCashier(shop, paymentSn, 'pay');
  await connectSandbox(shop);
  const [notification] = recording.sent;
  if (!notification) throw new Error('the gateway sent nothing');
  return notification;
};

/** An order with a started payment, paid at the cashier; its notification is kept, not sent. */
const capturedNotification = async (prepare?: (paymentSn: string) => Promise<void>) => {
  const number = await addNumber(shop);
  const { orderSn, token } = await placeOrder(shop, { item: { kind: 'number', number } });
  const { paymentSn, amountFen } = await paymentOf(shop, token, orderSn);
  await prepare?.(paymentSn);
  return { number, orderSn, token, paymentSn, amountFen, notification: await payAndKeepNotification(paymentSn) };
};

const expectUnchanged = async (orderSn: string, paymentSn: string, number: string): Promise<void> => {
  expect((await orderRow(shop.db, orderSn))?.status).toBe('unpaid');
  expect((await paymentRow(shop.db, paymentSn))?.status).toBe('pending');
  expect(await numberStatus(shop.db, number)).toBe('held');
  expect(await ledgerOf(shop.db, orderSn)).toEqual([]);
  expect(await shop.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentSn, paymentSn))).toEqual([]);
};

const expectRefused = async (request: NotificationRequest, reason: RegExp): Promise<void> => {
  const response = await sendNotification(shop.app, request);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ code: 'FAIL', message: expect.stringMatching(reason) });
};

describe('notifications the shop refuses', () => {
  it('refuses a tampered body, a wrong signature and an unsigned one, and changes nothing', async () => {
    const { number, orderSn, paymentSn, notification } = await capturedNotification();
    const tampered = notification.body.replace(/"tradeNo":"[^"]+"/, '"tradeNo":"SBX-FORGED"');
    await expectRefused({ ...notification, body: tampered }, /signature/);
    const forged = { ...notification.headers, 'sandbox-signature': Buffer.alloc(32, 7).toString('base64') };
    await expectRefused({ ...notification, headers: forged }, /signature/);
    await expectRefused({ ...notification, headers: {} }, /missing/);
    await expectUnchanged(orderSn, paymentSn, number);

    // The genuine one still goes through afterwards.
    expect((await sendNotification(shop.app, notification)).statusCode).toBe(204);
    expect((await orderRow(shop.db, orderSn))?.status).toBe('paid');
  });

  it('refuses a notification signed more than five minutes ago (a replay)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 6 * 60 * 1000 });
    const { number, orderSn, paymentSn, notification } = await capturedNotification();
    vi.useRealTimers();
    await expectRefused(notification, /stale/);
    await expectUnchanged(orderSn, paymentSn, number);
  });

  it('refuses a payment the shop never started', async () => {
    const paymentSn = 'PAYNOTSTARTEDBYSHOP01';
    await shop.services.payments.gateway.book({
      paymentSn,
      amountFen: 100,
      description: 'not ours',
      merchantName: 'elsewhere',
      notifyUrl: '/api/pay/notify/sandbox',
      returnUrl: '/',
      clientIp: '127.0.0.1',
    });
    await expectRefused(await payAndKeepNotification(paymentSn), /unknown payment/);
  });

  it('refuses an amount that differs from the payment, and changes nothing', async () => {
    const { number, orderSn, paymentSn, notification } = await capturedNotification(async (sn) => {
      await shop.db.update(sandboxPayments).set({ amountFen: 1 }).where(eq(sandboxPayments.paymentSn, sn));
    });
    await expectRefused(notification, /amount 1 does not match/);
    await expectUnchanged(orderSn, paymentSn, number);
  });

  it('answers 404 on a gateway that is not configured', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'FAIL' });
  });
});

describe('the same notification many times', () => {
  it('fulfils once when ten identical notifications arrive at once, and acknowledges all ten', async () => {
    const { number, orderSn, paymentSn, amountFen, notification } = await capturedNotification();
    const replies = await Promise.all(Array.from({ length: 10 }, () => sendNotification(shop.app, notification)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(204));
    expect(await ledgerOf(shop.db, orderSn)).toEqual([{ kind: 'payment', amountFen }]);
    expect(await numberStatus(shop.db, number)).toBe('sold');
    expect((await paymentRow(shop.db, paymentSn))?.status).toBe('succeeded');
    expect(await shop.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentSn, paymentSn))).toHaveLength(1);
  });

  it('acknowledges a replay of an applied notification and changes nothing', async () => {
    const { orderSn, amountFen, notification } = await capturedNotification();
    expect((await sendNotification(shop.app, notification)).statusCode).toBe(204);
    const paidAt = (await orderRow(shop.db, orderSn))?.paidAt;
    expect((await sendNotification(shop.app, notification)).statusCode).toBe(204);
    expect((await orderRow(shop.db, orderSn))?.paidAt).toEqual(paidAt);
    expect(await ledgerOf(shop.db, orderSn)).toEqual([{ kind: 'payment', amountFen }]);
  });
});

describe('starting a payment', () => {
  it('refuses a payment type outside the contract, naming the field', async () => {
    const number = await addNumber(shop);
    const { orderSn, token } = await placeOrder(shop, { item: { kind: 'number', number } });
    const response = await startPayment(shop, token, orderSn, { paymentType: 'unionpay' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: Code.failed, message: expect.stringContaining('paymentType') });
  });

  it("refuses a payment type the order's promoter does not offer", async () => {
    const number = await addNumber(shop, { promoCode: 'sunrise' });
    const { orderSn, token } = await placeOrder(shop, { promoCode: 'sunrise', item: { kind: 'number', number } });
    const response = await startPayment(shop, token, orderSn, { paymentType: 'wechat' });
    expect(response.json()).toMatchObject({ code: Code.failed, message: '该订单不支持微信支付，请选择其他支付方式' });
    expect((await startPayment(shop, token, orderSn, { paymentType: 'alipay' })).json()).toMatchObject({ code: 0 });
  });

  it("refuses another buyer's order as not found, and a request without a session with code 61", async () => {
    const mine = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const theirs = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const response = await startPayment(shop, mine.token, theirs.orderSn);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: Code.failed, data: null });
    const anonymous = await postAs(shop, 'no-such-session', '/api/shop/order/pay', { orderSn: theirs.orderSn, paymentType: 'wechat', idempotencyKey: 'k'.repeat(16) });
    expect(anonymous.json()).toMatchObject({ code: Code.sessionExpired });
  });

  it('replays the first answer for the same idempotency key and refuses it with another body', async () => {
    const number = await addNumber(shop);
    const { orderSn, token } = await placeOrder(shop, { item: { kind: 'number', number } });
    const idempotencyKey = 'pay-attempt-0001-abcd';
    const first = (await startPayment(shop, token, orderSn, { idempotencyKey })).json();
    const again = (await startPayment(shop, token, orderSn, { idempotencyKey })).json();
    expect(again).toEqual(first);
    const other = await startPayment(shop, token, orderSn, { idempotencyKey, paymentType: 'alipay' });
    expect(other.statusCode).toBe(409);
    expect(await shop.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentSn, first.data.paymentSn))).toHaveLength(1);
  });
});
