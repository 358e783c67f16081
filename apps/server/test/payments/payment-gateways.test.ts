import { AlipaySdk } from 'alipay-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments } from '../../src/db/schema';
import { createPaymentService, PaymentText } from '../../src/modules/payments/service';
import { createPaymentProviders, NotificationRefused, type PaymentConfig } from '../../src/providers/payment';
import { alipayProvider } from '../../src/providers/payment/alipay';
import { fenToYuan, yuanToFen } from '../../src/providers/payment/money';
import { decryptResource, wechatPayProvider } from '../../src/providers/payment/wechat';
import { useTestApp } from '../support/app';
import { addNumber, orderRow, placeOrder } from '../support/orders';
import { anAlipay, aWechatPay, ledgerOf } from '../support/payments';
import { authorizationFields, fakeWechatPay, rsaKeys } from '../support/vendors';

const SIX_MINUTES_MS = 6 * 60 * 1000;

describe('money on the wire', () => {
  it('turns fen into yuan text and back exactly', () => {
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(44_700)).toBe('447.00');
    expect(fenToYuan(1)).toBe('0.01');
    expect(yuanToFen('447.00')).toBe(44_700);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('19.99')).toBe(1_999);
    for (const bad of ['1.001', '-1', '1e3', '01.00', '', ' 1']) expect(yuanToFen(bad)).toBeUndefined();
  });
});

describe('the WeChat Pay v3 adapter', () => {
  const wechat = aWechatPay();
  const fake = fakeWechatPay(wechat.merchantPublicKey, wechat.platform);
  beforeAll(async () => {
    wechat.settings.baseUrl = await fake.start();
  });
  afterAll(() => fake.stop());

  it('creates an H5 payment with a request signed by the merchant key', async () => {
    const provider = wechatPayProvider(wechat.settings);
    const { payUrl } = await provider.createPayment({
      paymentSn: 'PAY20250101000000ABCDEF',
      amountFen: 44_700,
      description: '13800138000',
      merchantName: '号码优选',
      notifyUrl: 'https://shop.example.com/api/pay/notify/wechat',
      returnUrl: 'https://shop.example.com/shop/#/pages/order/pay/index?orderSn=SN1',
      clientIp: '203.0.113.9',
    });
    expect(payUrl).toBe(
      `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=1&redirect_url=${encodeURIComponent('https://shop.example.com/shop/#/pages/order/pay/index?orderSn=SN1')}`,
    );
    const request = fake.received.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/v3/pay/transactions/h5', signatureValid: true });
    expect(JSON.parse(request?.body ?? '')).toMatchObject({
      mchid: wechat.settings.mchId,
      appid: wechat.settings.appId,
      out_trade_no: 'PAY20250101000000ABCDEF',
      amount: { total: 44_700, currency: 'CNY' },
      scene_info: { payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } },
    });
    expect(authorizationFields(String(request?.headers.authorization))).toMatchObject({ mchid: wechat.settings.mchId, serial_no: wechat.settings.merchantSerialNo });
  });

  it('asks for a refund with a signed request, by refund number', async () => {
    await wechatPayProvider(wechat.settings).refund({ paymentSn: 'PAY1', refundSn: 'RPAY1', amountFen: 500, reason: '号码已售出' }, undefined as never);
    const request = fake.received.at(-1);
    expect(request).toMatchObject({ url: '/v3/refund/domestic/refunds', signatureValid: true });
    expect(JSON.parse(request?.body ?? '')).toMatchObject({ out_trade_no: 'PAY1', out_refund_no: 'RPAY1', amount: { refund: 500, total: 500, currency: 'CNY' } });
  });

  it('verifies a notification and decrypts its resource', () => {
    const { body, headers } = wechat.notification({ out_trade_no: 'PAY1', amount: { total: 44_700, payer_total: 44_700, currency: 'CNY' } });
    expect(wechatPayProvider(wechat.settings).verifyNotification(Buffer.from(body), headers)).toEqual({
      notifyId: JSON.parse(body).id,
      paymentSn: 'PAY1',
      tradeNo: '4200000000000000000000000001',
      amountFen: 44_700,
      outcome: 'succeeded',
    });
  });

  it('refuses a tampered body, a foreign key serial, a stale timestamp, another merchant and a wrong APIv3 key', () => {
    const provider = wechatPayProvider(wechat.settings);
    const transaction = { out_trade_no: 'PAY1', amount: { total: 100 } };
    const good = wechat.notification(transaction);
    const refusal = (body: string, headers: Record<string, string>) => () => provider.verifyNotification(Buffer.from(body), headers);
    expect(refusal(good.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCES5'), good.headers)).toThrow(/Wechatpay-Signature/);
    expect(refusal(good.body, { ...good.headers, 'wechatpay-serial': 'PUB_KEY_ID_OTHER' })).toThrow(/Wechatpay-Serial/);
    const stale = wechat.notification(transaction, { sentAt: Date.now() - SIX_MINUTES_MS });
    expect(refusal(stale.body, stale.headers)).toThrow(/stale/);
    const foreign = wechat.notification({ ...transaction, mchid: '1900000999' });
    expect(refusal(foreign.body, foreign.headers)).toThrow(/mchid/);
    const wrongKey = wechat.notification(transaction, { key: 'k'.repeat(32) });
    expect(refusal(wrongKey.body, wrongKey.headers)).toThrow(NotificationRefused);
    expect(refusal(wrongKey.body, wrongKey.headers)).toThrow(/APIv3/);
  });

  it('decrypts AES-256-GCM resources and refuses altered ciphertext', () => {
    const { body } = wechat.notification({ out_trade_no: 'PAY9', amount: { total: 1 } });
    const { resource } = JSON.parse(body);
    expect(JSON.parse(decryptResource(wechat.settings.apiV3Key, resource))).toMatchObject({ out_trade_no: 'PAY9' });
    const bytes = Buffer.from(resource.ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() => decryptResource(wechat.settings.apiV3Key, { ...resource, ciphertext: bytes.toString('base64') })).toThrow(NotificationRefused);
  });
});

describe('the Alipay adapter', () => {
  const alipay = anAlipay();
  const provider = alipayProvider(alipay.settings);

  it('builds a wap pay URL signed RSA2 over the sorted parameters, with the amount in yuan', async () => {
    const { payUrl } = await provider.createPayment({
      paymentSn: 'PAY2',
      amountFen: 1_999,
      description: '13800138000',
      merchantName: '号码优选',
      notifyUrl: 'https://shop.example.com/api/pay/notify/alipay',
      returnUrl: 'https://shop.example.com/shop/',
      clientIp: '203.0.113.9',
    });
    const url = new URL(payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(alipay.settings.gatewayUrl);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({ app_id: alipay.settings.appId, method: 'alipay.trade.wap.pay', sign_type: 'RSA2', notify_url: 'https://shop.example.com/api/pay/notify/alipay' });
    expect(JSON.parse(params.biz_content ?? '')).toEqual({ out_trade_no: 'PAY2', total_amount: '19.99', subject: '13800138000', product_code: 'QUICK_WAP_WAY' });
    // alipay-sdk's verifier, given the app's public key, checks the request as the gateway does.
    const gateway = new AlipaySdk({ appId: alipay.settings.appId, privateKey: rsaKeys().privateKey, keyType: 'PKCS8', alipayPublicKey: alipay.appPublicKey });
    expect(gateway.checkNotifySignV2(params)).toBe(true);
  });

  it('verifies a notification, reading total_amount as exact fen', () => {
    const body = alipay.notification({ out_trade_no: 'PAY2', total_amount: '19.99' });
    expect(provider.verifyNotification(Buffer.from(body), {})).toMatchObject({ paymentSn: 'PAY2', amountFen: 1_999, outcome: 'succeeded', tradeNo: '2024050122001400000000000001' });
    expect(provider.ackSuccess()).toMatchObject({ status: 200, body: 'success' });
  });

  it('keeps empty-valued parameters in the signed text, as Alipay does', () => {
    const body = alipay.notification({ out_trade_no: 'PAY2', total_amount: '19.99', passback_params: '', body: '' });
    expect(body).toContain('passback_params=&');
    expect(provider.verifyNotification(Buffer.from(body), {})).toMatchObject({ paymentSn: 'PAY2', amountFen: 1_999, outcome: 'succeeded' });
  });

  it('accepts a notification whatever its notify_time says, so a skewed clock never refuses a payment', () => {
    for (const sentAt of [Date.now() - SIX_MINUTES_MS, Date.now() + SIX_MINUTES_MS, Date.now() - 3 * 24 * 3600_000]) {
      const body = alipay.notification({ out_trade_no: 'PAY2', total_amount: '19.99' }, sentAt);
      expect(provider.verifyNotification(Buffer.from(body), {})).toMatchObject({ paymentSn: 'PAY2', outcome: 'succeeded' });
    }
  });

  it('refuses a tampered or foreign notification, an emptied field, and an amount that is not yuan', () => {
    const refusal = (body: string) => () => provider.verifyNotification(Buffer.from(body), {});
    expect(refusal(alipay.notification({ out_trade_no: 'PAY2', total_amount: '19.99' }).replace('19.99', '0.01'))).toThrow(/sign/);
    expect(refusal(alipay.notification({ out_trade_no: 'PAY2', total_amount: '19.99', passback_params: 'x' }).replace('passback_params=x', 'passback_params='))).toThrow(/sign/);
    expect(refusal(alipay.notification({ out_trade_no: 'PAY2', total_amount: '19.99', app_id: '2021000000000999' }))).toThrow(/app_id/);
    expect(refusal(alipay.notification({ out_trade_no: 'PAY2', total_amount: '19.999' }))).toThrow(/total_amount/);
    expect(refusal(alipay.notification({ out_trade_no: 'PAY2', total_amount: '19.99', trade_status: 'WAIT_BUYER_PAY' }))).toThrow(/trade_status/);
  });
});

describe('paying through the vendor adapters', () => {
  const shop = useTestApp();
  const wechat = aWechatPay();
  const fake = fakeWechatPay(wechat.merchantPublicKey, wechat.platform);
  const alipay = anAlipay();
  let payments: ReturnType<typeof createPaymentService>;

  beforeAll(async () => {
    wechat.settings.baseUrl = await fake.start();
    const config: PaymentConfig = {
      publicUrl: 'https://shop.example.com',
      sandboxSecret: undefined,
      sandboxDuplicateRate: 0,
      wechat: wechat.settings,
      alipay: alipay.settings,
    };
    payments = createPaymentService(shop.db, { providers: createPaymentProviders(shop.db, config), orders: shop.services.orders, cardOrders: shop.services.wallet });
  });
  afterAll(() => fake.stop());

  const startPaying = async (paymentType: 'wechat' | 'alipay') => {
    const { orderSn, token } = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const user = await shop.services.auth.resolve(token);
    if (!user) throw new Error('no session');
    const started = await payments.start(user, { orderSn, paymentType, idempotencyKey: `key-${orderSn}` }, '203.0.113.9');
    return { orderSn, ...started };
  };

  it('pays by WeChat Pay: a wrong amount is refused, the right one fulfils the order', async () => {
    const { orderSn, paymentSn, amountFen } = await startPaying('wechat');
    expect(JSON.parse(fake.received.at(-1)?.body ?? '')).toMatchObject({ notify_url: 'https://shop.example.com/api/pay/notify/wechat' });
    const wrong = wechat.notification({ out_trade_no: paymentSn, amount: { total: amountFen - 1 } });
    const refused = await payments.notify('wechat', Buffer.from(wrong.body), wrong.headers);
    expect(refused.reply).toMatchObject({ status: 400 });
    expect(JSON.parse(refused.reply.body)).toMatchObject({ code: 'FAIL', message: expect.stringMatching(/amount/) });
    expect((await orderRow(shop.db, orderSn))?.status).toBe('unpaid');

    const right = wechat.notification({ out_trade_no: paymentSn, amount: { total: amountFen } });
    expect((await payments.notify('wechat', Buffer.from(right.body), right.headers)).reply.status).toBe(204);
    expect((await orderRow(shop.db, orderSn))?.status).toBe('paid');
    expect(await ledgerOf(shop.db, orderSn)).toEqual([{ kind: 'payment', amountFen }]);
  });

  it('pays by Alipay: a wrong amount is refused, the right one fulfils the order', async () => {
    const { orderSn, paymentSn, amountFen, payUrl } = await startPaying('alipay');
    expect(payUrl.startsWith(alipay.settings.gatewayUrl)).toBe(true);
    const wrong = alipay.notification({ out_trade_no: paymentSn, total_amount: fenToYuan(amountFen + 100) });
    expect((await payments.notify('alipay', Buffer.from(wrong), {})).reply.body).toBe('failure');
    expect((await orderRow(shop.db, orderSn))?.status).toBe('unpaid');

    const right = alipay.notification({ out_trade_no: paymentSn, total_amount: fenToYuan(amountFen) });
    expect((await payments.notify('alipay', Buffer.from(right), {})).reply.body).toBe('success');
    expect((await orderRow(shop.db, orderSn))?.status).toBe('paid');
  });

  it('pays by Alipay on a genuine notification with an empty passback_params, sent while the clocks disagree', async () => {
    const { orderSn, paymentSn, amountFen } = await startPaying('alipay');
    const genuine = alipay.notification({ out_trade_no: paymentSn, total_amount: fenToYuan(amountFen), passback_params: '' }, Date.now() + SIX_MINUTES_MS);
    expect((await payments.notify('alipay', Buffer.from(genuine), {})).reply.body).toBe('success');
    expect((await orderRow(shop.db, orderSn))?.status).toBe('paid');
    expect(await ledgerOf(shop.db, orderSn)).toEqual([{ kind: 'payment', amountFen }]);
  });
});

describe('a shop with one vendor configured', () => {
  const shop = useTestApp();
  let payments: ReturnType<typeof createPaymentService>;

  beforeAll(() => {
    const config: PaymentConfig = {
      publicUrl: 'https://shop.example.com',
      sandboxSecret: undefined,
      sandboxDuplicateRate: 0,
      wechat: aWechatPay().settings,
      alipay: undefined,
    };
    payments = createPaymentService(shop.db, { providers: createPaymentProviders(shop.db, config), orders: shop.services.orders, cardOrders: shop.services.wallet });
  });

  it('does not send the other payment type to the sandbox, where anyone could "pay" it for free', async () => {
    const { orderSn, token } = await placeOrder(shop, { item: { kind: 'number', number: await addNumber(shop) } });
    const user = await shop.services.auth.resolve(token);
    if (!user) throw new Error('no session');
    await expect(payments.start(user, { orderSn, paymentType: 'alipay', idempotencyKey: `key-${orderSn}` }, '203.0.113.9')).rejects.toMatchObject({
      code: -1,
      message: PaymentText.typeClosed('alipay'),
    });
    expect(await shop.db.select().from(sandboxPayments)).toEqual([]);
    expect((await orderRow(shop.db, orderSn))?.status).toBe('unpaid');
  });
});
