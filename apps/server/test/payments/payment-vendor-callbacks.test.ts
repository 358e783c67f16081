import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentNotifications } from '../../src/db/schema';
import { fenToYuan } from '../../src/providers/payment/money';
import { useTestApp } from '../support/app';
import { addNumber, orderRow, placeOrder } from '../support/orders';
import { anAlipay, aWechatPay, ledgerOf, paymentRow, startPayment } from '../support/payments';
import { fakeWechatPay, rsaKeys } from '../support/vendors';

/** The vendors' notification routes: a notification that fails its check is refused in the vendor's words, so it retries, and writes nothing. */

const SIX_MINUTES_MS = 6 * 60 * 1000;
const wechat = aWechatPay();
const alipay = anAlipay();
const fake = fakeWechatPay(wechat.merchantPublicKey, wechat.platform);
const shop = useTestApp({
  services: () => ({
    payments: { publicUrl: 'https://shop.example.com', sandboxSecret: undefined, sandboxDuplicateRate: 0, wechat: wechat.settings, alipay: alipay.settings },
  }),
});

beforeAll(async () => {
  wechat.settings.baseUrl = await fake.start();
});
afterAll(() => fake.stop());

const started = async (paymentType: 'wechat' | 'alipay') => {
  const { orderSn, token } = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
  const answer = (await startPayment(shop, token, orderSn, { paymentType })).json();
  if (answer.code !== 0) throw new Error(`payment refused: ${answer.message}`);
  return { orderSn, paymentSn: answer.data.paymentSn as string, amountFen: answer.data.amountFen as number };
};

const expectNothingWritten = async (orderSn: string, paymentSn: string): Promise<void> => {
  expect((await orderRow(shop.db, orderSn))?.status).toBe('unpaid');
  expect((await paymentRow(shop.db, paymentSn))?.status).toBe('pending');
  expect(await ledgerOf(shop.db, orderSn)).toEqual([]);
  expect(await shop.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentSn, paymentSn))).toEqual([]);
};

const postAlipay = (body: string) =>
  shop.app.inject({ method: 'POST', url: '/api/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, payload: body });

const postWechat = (body: string, headers: Record<string, string>) =>
  shop.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', headers: { ...headers, 'content-type': 'application/json' }, payload: body });

describe("Alipay's notification route", () => {
  it('answers "failure" to a tampered or unsigned notification and writes nothing', async () => {
    const { orderSn, paymentSn, amountFen } = await started('alipay');
    const genuine = alipay.notification({ out_trade_no: paymentSn, total_amount: fenToYuan(amountFen), passback_params: 'promo' });
    for (const forged of [genuine.replace('passback_params=promo', 'passback_params='), genuine.replace(/&sign=[^&]*/, '')]) {
      const response = await postAlipay(forged);
      expect({ status: response.statusCode, body: response.body }).toEqual({ status: 200, body: 'failure' });
    }
    await expectNothingWritten(orderSn, paymentSn);
  });

  it('pays once on a genuine notification with an empty field, sent while the clocks are six minutes apart', async () => {
    const { orderSn, paymentSn, amountFen } = await started('alipay');
    const genuine = alipay.notification({ out_trade_no: paymentSn, total_amount: fenToYuan(amountFen), passback_params: '' }, Date.now() - SIX_MINUTES_MS);
    expect((await postAlipay(genuine)).body).toBe('success');
    expect((await postAlipay(genuine)).body).toBe('success');
    expect((await orderRow(shop.db, orderSn))?.status).toBe('paid');
    expect(await ledgerOf(shop.db, orderSn)).toEqual([{ kind: 'payment', amountFen }]);
  });
});

describe("WeChat Pay's notification route", () => {
  it('answers 400 FAIL to an unsigned notification or one signed by an unknown key, and writes nothing', async () => {
    const { orderSn, paymentSn, amountFen } = await started('wechat');
    const transaction = { out_trade_no: paymentSn, amount: { total: amountFen } };
    const unsigned = wechat.notification(transaction);
    const stranger = wechat.notification(transaction, { signer: { serial: 'PUB_KEY_ID_0119000001092099010100000000000009', privateKey: rsaKeys().privateKey } });
    for (const [body, headers] of [
      [unsigned.body, { ...unsigned.headers, 'wechatpay-signature': '' }],
      [stranger.body, stranger.headers],
    ] as const) {
      const response = await postWechat(body, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'FAIL' });
    }
    await expectNothingWritten(orderSn, paymentSn);

    const genuine = wechat.notification(transaction);
    expect((await postWechat(genuine.body, genuine.headers)).statusCode).toBe(204);
    expect((await orderRow(shop.db, orderSn))?.status).toBe('paid');
  });
});
