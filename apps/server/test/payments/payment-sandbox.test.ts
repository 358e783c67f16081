import { Code, SANDBOX_CASHIER_PATH } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan } from '../../src/providers/payment/money';
import { demoPromoters } from '../../src/seed/demo';
import { useTestApp } from '../support/app';
import { addNumber, getAs, numberStatus, orderRow, placeOrder } from '../support/orders';
import {
  connectSandbox,
  expireOrder,
  ledgerOf,
  paymentOf,
  paymentRow,
  pressCashier,
  sandboxRow,
  sendNotification,
} from '../support/payments';

const shop = useTestApp();

beforeAll(() => connectSandbox(shop));

const orderedNumber = async () => {
  const number = await addNumber(shop);
  const order = await placeOrder(shop, { item: { kind: 'number', number } });
  return { number, ...order };
};

describe('paying in the sandbox cashier', () => {
  it('pays the order once the notification arrives: order paid, number sold, one ledger row', async () => {
    const { number, orderSn, token } = await orderedNumber();
    const { paymentSn, payUrl, amountFen } = await paymentOf(shop, token, orderSn);
    expect(payUrl).toBe(`${SANDBOX_CASHIER_PATH}?paymentSn=${paymentSn}`);
    expect(amountFen).toBe((await orderRow(shop.db, orderSn))?.amountFen);

    const act = await pressCashier(shop, paymentSn, 'pay');
    expect(act.json()).toEqual({ code: 0, message: 'ok', data: { returnUrl: `/shop/#/pages/order/pay/index?orderSn=${orderSn}` } });

    const detail = (await getAs(shop, token, `/api/shop/order/detail?orderSn=${orderSn}`)).json();
    expect(detail.data).toMatchObject({ status: 'paid', paymentType: 'wechat' });
    expect(await numberStatus(shop.db, number)).toBe('sold');
    expect(await ledgerOf(shop.db, orderSn)).toEqual([{ kind: 'payment', amountFen }]);
    expect(await paymentRow(shop.db, paymentSn)).toMatchObject({ status: 'succeeded', tradeNo: expect.stringMatching(/^SBX/) });
    expect((await sandboxRow(shop.db, paymentSn))?.notifiedAt).not.toBeNull();
  });

  it('shows the amount in yuan, the merchant and the three buttons on the cashier page', async () => {
    const { orderSn, token } = await orderedNumber();
    const { payUrl, amountFen } = await paymentOf(shop, token, orderSn);
    const page = await shop.app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`¥${fenToYuan(amountFen)}`);
    expect(page.body).toContain(demoPromoters[0]?.promoName);
    for (const label of ['支付', '模拟失败', '取消']) expect(page.body).toContain(label);

    const missing = await shop.app.inject({ method: 'GET', url: `${SANDBOX_CASHIER_PATH}?paymentSn=PAY000NOPE` });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves the order unpaid after a failed payment, and lets the buyer start another', async () => {
    const { orderSn, token } = await orderedNumber();
    const { paymentSn } = await paymentOf(shop, token, orderSn);
    await pressCashier(shop, paymentSn, 'fail');
    expect((await paymentRow(shop.db, paymentSn))?.status).toBe('failed');
    expect((await orderRow(shop.db, orderSn))?.status).toBe('unpaid');
    expect(await ledgerOf(shop.db, orderSn)).toEqual([]);

    const again = await paymentOf(shop, token, orderSn);
    await pressCashier(shop, again.paymentSn, 'pay');
    expect((await orderRow(shop.db, orderSn))?.status).toBe('paid');
  });

  it('sends nothing on cancel: the payment stays open and the order unpaid', async () => {
    const { orderSn, token } = await orderedNumber();
    const { paymentSn } = await paymentOf(shop, token, orderSn);
    const act = await pressCashier(shop, paymentSn, 'cancel');
    expect(act.json().data.returnUrl).toContain(orderSn);
    expect((await sandboxRow(shop.db, paymentSn))?.notifyId).toBeNull();
    expect((await paymentRow(shop.db, paymentSn))?.status).toBe('pending');
    expect((await orderRow(shop.db, orderSn))?.status).toBe('unpaid');
  });

  it('answers a second press of the same button as the first, and refuses the other button', async () => {
    const { orderSn, token } = await orderedNumber();
    const { paymentSn } = await paymentOf(shop, token, orderSn);
    await pressCashier(shop, paymentSn, 'pay');
    expect((await pressCashier(shop, paymentSn, 'pay')).json()).toMatchObject({ code: 0 });
    expect((await pressCashier(shop, paymentSn, 'fail')).json()).toMatchObject({ code: Code.failed, message: '该笔支付已处理，不能再操作' });
    expect(await ledgerOf(shop.db, orderSn)).toHaveLength(1);
  });
});

describe('delivery like a real gateway', () => {
  it('fulfils once when the gateway sends every notification twice', async () => {
    const seen: string[] = [];
    await connectSandbox(shop, {
      duplicateRate: 1,
      deliver: async (request) => {
        seen.push(JSON.parse(request.body).id);
        return (await sendNotification(shop.app, request)).statusCode;
      },
    });
    const { number, orderSn, token } = await orderedNumber();
    const { paymentSn, amountFen } = await paymentOf(shop, token, orderSn);
    await pressCashier(shop, paymentSn, 'pay');
    await connectSandbox(shop);

    expect(seen).toHaveLength(2);
    expect(new Set(seen).size).toBe(1);
    expect(await ledgerOf(shop.db, orderSn)).toEqual([{ kind: 'payment', amountFen }]);
    expect(await numberStatus(shop.db, number)).toBe('sold');
  });

  it('retries until the shop acknowledges, and a retry after a lost acknowledgement changes nothing', async () => {
    let attempts = 0;
    await connectSandbox(shop, {
      deliver: async (request) => {
        attempts += 1;
        if (attempts === 1) return 503; // the shop was down
        const { statusCode } = await sendNotification(shop.app, request);
        return attempts === 2 ? 0 : statusCode; // the acknowledgement of the second try was lost
      },
    });
    const { orderSn, token } = await orderedNumber();
    const { paymentSn, amountFen } = await paymentOf(shop, token, orderSn);
    await pressCashier(shop, paymentSn, 'pay');
    await connectSandbox(shop);

    expect(attempts).toBe(3);
    expect(await sandboxRow(shop.db, paymentSn)).toMatchObject({ notifyAttempts: 3, nextNotifyAt: null, notifiedAt: expect.any(Date) });
    expect(await ledgerOf(shop.db, orderSn)).toEqual([{ kind: 'payment', amountFen }]);
  });

  it('gives up after the last retry and keeps the order unpaid', async () => {
    let attempts = 0;
    await connectSandbox(shop, { retryDelaysMs: [0, 0], deliver: async () => ((attempts += 1), 500) });
    const { orderSn, token } = await orderedNumber();
    const { paymentSn } = await paymentOf(shop, token, orderSn);
    await pressCashier(shop, paymentSn, 'pay');
    await connectSandbox(shop);

    expect(attempts).toBe(3);
    expect(await sandboxRow(shop.db, paymentSn)).toMatchObject({ notifyAttempts: 3, nextNotifyAt: null, notifiedAt: null });
    expect((await orderRow(shop.db, orderSn))?.status).toBe('unpaid');
  });
});

describe('a payment that arrives after the hold expired', () => {
  it('still sells the number when nobody else took it', async () => {
    const { number, orderSn, token } = await orderedNumber();
    const { paymentSn, amountFen } = await paymentOf(shop, token, orderSn);
    await expireOrder(shop, orderSn);
    expect((await orderRow(shop.db, orderSn))?.status).toBe('closed');

    await pressCashier(shop, paymentSn, 'pay');
    expect((await orderRow(shop.db, orderSn))?.status).toBe('paid');
    expect(await numberStatus(shop.db, number)).toBe('sold');
    expect(await ledgerOf(shop.db, orderSn)).toEqual([{ kind: 'payment', amountFen }]);
  });

  it('is refunded when another buyer holds the number now', async () => {
    const { number, orderSn, token } = await orderedNumber();
    const { paymentSn, amountFen } = await paymentOf(shop, token, orderSn);
    await expireOrder(shop, orderSn);
    const other = await placeOrder(shop, { item: { kind: 'number', number } });

    await pressCashier(shop, paymentSn, 'pay');
    expect((await orderRow(shop.db, orderSn))?.status).toBe('refunded');
    expect((await orderRow(shop.db, other.orderSn))?.status).toBe('unpaid');
    expect(await paymentRow(shop.db, paymentSn)).toMatchObject({ status: 'refunded' });
    expect(await sandboxRow(shop.db, paymentSn)).toMatchObject({ status: 'refunded', refundedFen: amountFen });
    expect(await ledgerOf(shop.db, orderSn)).toEqual([
      { kind: 'payment', amountFen },
      { kind: 'refund', amountFen: -amountFen },
    ]);
  });

  it('refunds a second payment of an order that is already paid', async () => {
    const { orderSn, token } = await orderedNumber();
    const first = await paymentOf(shop, token, orderSn);
    const second = await paymentOf(shop, token, orderSn);
    await pressCashier(shop, first.paymentSn, 'pay');
    await pressCashier(shop, second.paymentSn, 'pay');
    expect((await orderRow(shop.db, orderSn))?.status).toBe('paid');
    expect((await paymentRow(shop.db, second.paymentSn))?.status).toBe('refunded');
    expect(await ledgerOf(shop.db, orderSn)).toEqual([
      { kind: 'payment', amountFen: first.amountFen },
      { kind: 'payment', amountFen: second.amountFen },
      { kind: 'refund', amountFen: -second.amountFen },
    ]);
  });
});
