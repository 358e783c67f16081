import { AlipaySdk } from 'alipay-sdk';
import { Wechatpay } from 'wechatpay-axios-plugin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alipayProvider } from '../../src/providers/payment/alipay';
import { wechatPayProvider } from '../../src/providers/payment/wechat';
import { anAlipay, aWechatPay, WECHAT_PUBLIC_KEY_ID } from '../support/payments';
import { fakeAlipayGateway, fakeWechatPay } from '../support/vendors';

/** Only a synchronous answer the vendor signed is believed; anything else is a failure, never a success. */

const aPayment = {
  paymentSn: 'PAY20250101000000ABCDEF',
  amountFen: 44_700,
  description: '13800138000',
  merchantName: '号码优选',
  notifyUrl: 'https://shop.example.com/api/pay/notify/wechat',
  returnUrl: 'https://shop.example.com/shop/',
  clientIp: '203.0.113.9',
};
const aRefund = { paymentSn: 'PAY1', refundSn: 'RPAY1', amountFen: 500, reason: '号码已售出' };

describe("WeChat Pay's answers", () => {
  const wechat = aWechatPay();
  const fake = fakeWechatPay(wechat.merchantPublicKey, wechat.platform);
  const provider = wechatPayProvider(wechat.settings);
  beforeAll(async () => {
    wechat.settings.baseUrl = await fake.start();
  });
  afterEach(() => fake.answerAs('signed'));
  afterAll(() => fake.stop());

  it("come signed as WeChat Pay signs them: the v3 SDK's own client checks them", async () => {
    const client = new Wechatpay({
      mchid: wechat.settings.mchId,
      serial: wechat.settings.merchantSerialNo,
      privateKey: wechat.settings.merchantPrivateKey,
      certs: { [WECHAT_PUBLIC_KEY_ID]: wechat.settings.platformKeys.get(WECHAT_PUBLIC_KEY_ID) ?? '' },
      baseURL: fake.url(),
    });
    const answer = await client.chain('v3/refund/domestic/refunds').post({ out_trade_no: 'PAY1', out_refund_no: 'RPAY0', amount: { refund: 1, total: 1, currency: 'CNY' } });
    expect(answer.data).toMatchObject({ out_refund_no: 'RPAY0', status: 'PROCESSING' });
    expect(fake.received.at(-1)?.signatureValid).toBe(true);
  });

  it('start a payment and a refund when signed', async () => {
    await expect(provider.createPayment(aPayment)).resolves.toMatchObject({ payUrl: expect.stringContaining('prepay_id=wx1') });
    await expect(provider.refund(aRefund, undefined as never)).resolves.toBeUndefined();
  });

  it.each(['unsigned', 'forged'] as const)('are refused when %s: no pay URL is given out and no refund is taken as accepted', async (signing) => {
    fake.answerAs(signing);
    await expect(provider.createPayment(aPayment)).rejects.toThrow(/Wechatpay/);
    await expect(provider.refund(aRefund, undefined as never)).rejects.toThrow(/Wechatpay/);
  });
});

describe("Alipay's answers", () => {
  const alipay = anAlipay();
  const gateway = fakeAlipayGateway({ appId: alipay.settings.appId, publicKey: alipay.appPublicKey }, alipay.platformPrivateKey);
  const provider = alipayProvider(alipay.settings);
  beforeAll(async () => {
    alipay.settings.gatewayUrl = `${await gateway.start()}/gateway.do`;
  });
  afterEach(() => gateway.answerAs('signed'));
  afterAll(() => gateway.stop());

  it("come signed as Alipay signs them: alipay-sdk's own client checks them", async () => {
    const sdk = new AlipaySdk({
      appId: alipay.settings.appId,
      privateKey: alipay.settings.appPrivateKey,
      keyType: 'PKCS8',
      alipayPublicKey: alipay.settings.alipayPublicKey,
      gateway: alipay.settings.gatewayUrl,
    });
    const answer = await sdk.exec('alipay.trade.refund', { bizContent: { out_trade_no: 'PAY1', out_request_no: 'RPAY0', refund_amount: '0.01' } }, { validateSign: true });
    expect(answer).toMatchObject({ code: '10000', outTradeNo: 'PAY1' });
    expect(gateway.received.at(-1)?.signatureValid).toBe(true);
  });

  it('take a refund as accepted when signed, the request signed as the gateway checks it', async () => {
    await expect(provider.refund(aRefund, undefined as never)).resolves.toBeUndefined();
    expect(gateway.received.at(-1)?.signatureValid).toBe(true);
  });

  it.each([
    ['unsigned', /not signed/],
    ['forged', /sign does not match/],
  ] as const)('are refused when %s: a refund is never taken as accepted', async (signing, problem) => {
    gateway.answerAs(signing);
    await expect(provider.refund(aRefund, undefined as never)).rejects.toThrow(problem);
  });
});
