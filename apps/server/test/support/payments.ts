import { createSign, randomBytes, randomUUID } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import type { AlipaySettings, WechatPaySettings } from '../../src/config';
import type { Database } from '../../src/db/client';
import { ledgerEntries, orders, payments, sandboxPayments } from '../../src/db/schema';
import type { Deliver, NotificationRequest, SandboxTuning } from '../../src/providers/payment';
import { chinaDateTime } from '../../src/lib/china-time';
import type { TestApp } from './app';
import { postAs } from './orders';
import { post } from './shop-login';
import { rsaKeys } from './vendors';

/** Delivers a notification through app.inject, as the shop's own address would receive it. */
export const injectDelivery =
  (app: FastifyInstance): Deliver =>
  async (request) => (await sendNotification(app, request)).statusCode;

export const sendNotification = (app: FastifyInstance, { url, headers, body }: NotificationRequest): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: body });

/** The gateway connected to the test app: no duplicates and immediate retries unless told otherwise. */
export const connectSandbox = (shop: TestApp, tuning: SandboxTuning = {}): Promise<void> =>
  shop.services.payments.gateway.connect({ deliver: injectDelivery(shop.app), duplicateRate: 0, retryDelaysMs: [0, 0, 0], ...tuning });

/** A deliver that keeps what the gateway sends instead of sending it. */
export const recordingDelivery = (): { deliver: Deliver; sent: NotificationRequest[] } => {
  const sent: NotificationRequest[] = [];
  return { sent, deliver: async (request) => (sent.push(request), 204) };
};

export const startPayment = (shop: TestApp, token: string, orderSn: string, body: Record<string, unknown> = {}) =>
  postAs(shop, token, '/api/shop/order/pay', { orderSn, paymentType: 'wechat', idempotencyKey: randomUUID(), ...body });

/** Starts paying an order; the payment must start. */
export const paymentOf = async (shop: TestApp, token: string, orderSn: string): Promise<{ paymentSn: string; payUrl: string; amountFen: number }> => {
  const answer = (await startPayment(shop, token, orderSn)).json();
  if (answer.code !== 0) throw new Error(`payment refused: ${answer.code} ${answer.message}`);
  return answer.data;
};

/** Presses a cashier button and waits until the gateway's deliveries are done. */
export const pressCashier = async (shop: TestApp, paymentSn: string, action: 'pay' | 'fail' | 'cancel'): Promise<LightMyRequestResponse> => {
  const response = await post(shop.app, '/api/pay/sandbox/act', { paymentSn, action });
  await shop.services.payments.gateway.drain();
  return response;
};

export const paymentRow = async (db: Database, paymentSn: string) =>
  (await db.select().from(payments).where(eq(payments.paymentSn, paymentSn)))[0];

export const sandboxRow = async (db: Database, paymentSn: string) =>
  (await db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentSn, paymentSn)))[0];

/** The ledger of an order: kind and signed amount of each row, in order. */
export const ledgerOf = async (db: Database, orderSn: string) =>
  db
    .select({ kind: ledgerEntries.kind, amountFen: ledgerEntries.amountFen })
    .from(ledgerEntries)
    .innerJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .where(eq(orders.orderSn, orderSn))
    .orderBy(ledgerEntries.id);

/** Moves an unpaid order's hold into the past and lets the sweeper close it. */
export const expireOrder = async (shop: TestApp, orderSn: string): Promise<void> => {
  await shop.db.update(orders).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(orders.orderSn, orderSn));
  await shop.services.orders.sweep();
};

export const WECHAT_PUBLIC_KEY_ID = 'PUB_KEY_ID_0119000001092025010100000000000001';

/**
 * A merchant and a WeChat Pay platform with fresh keys, and notifications the platform would
 * send, signed and encrypted by the v3 SDK. The platform signs with its public-key-mode key
 * unless told `signer` (another key id or a platform certificate's serial, with its key).
 */
export const aWechatPay = (baseUrl = 'http://127.0.0.1:9') => {
  const merchant = rsaKeys();
  const platform = rsaKeys();
  const settings: WechatPaySettings = {
    mchId: '1900000109',
    appId: 'wxd678efh567hg6787',
    merchantSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    merchantPrivateKey: merchant.privateKey,
    platformKeys: new Map([[WECHAT_PUBLIC_KEY_ID, platform.publicKey]]),
    apiV3Key: randomBytes(16).toString('hex'),
    baseUrl,
  };
  const encrypt = (plain: string, key = settings.apiV3Key) => {
    const nonce = randomBytes(6).toString('hex');
    const ciphertext = Aes.AesGcm.encrypt(plain, Buffer.from(key), nonce, 'transaction');
    return { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', original_type: 'transaction', nonce };
  };
  /** A signed TRANSACTION.SUCCESS notification (fields of the transaction overridable). */
  const notification = (
    transaction: Record<string, unknown>,
    options: { sentAt?: number; key?: string; signer?: { serial: string; privateKey: string } } = {},
  ) => {
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: encrypt(JSON.stringify({ mchid: settings.mchId, appid: settings.appId, trade_state: 'SUCCESS', transaction_id: '4200000000000000000000000001', ...transaction }), options.key),
    });
    const timestamp = String(Math.floor((options.sentAt ?? Date.now()) / 1000));
    const nonce = Formatter.nonce();
    const signer = options.signer ?? { serial: WECHAT_PUBLIC_KEY_ID, privateKey: platform.privateKey };
    const headers = {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': Rsa.sign(Formatter.response(timestamp, nonce, body), signer.privateKey),
      'wechatpay-serial': signer.serial,
    };
    return { body, headers };
  };
  return { settings, merchantPublicKey: merchant.publicKey, platform: { serial: WECHAT_PUBLIC_KEY_ID, privateKey: platform.privateKey }, notification };
};

/**
 * An Alipay application and the Alipay platform with fresh keys, and notifications Alipay would
 * send: every parameter signed, empty ones too, and each one accepted by alipay-sdk's verifier.
 */
export const anAlipay = (gatewayUrl = 'https://openapi.alipay.com/gateway.do') => {
  const app = rsaKeys();
  const platform = rsaKeys();
  const settings: AlipaySettings = {
    appId: '2021000000000001',
    appPrivateKey: app.privateKey,
    alipayPublicKey: platform.publicKey,
    gatewayUrl,
  };
  const oracle = new AlipaySdk({ appId: settings.appId, privateKey: app.privateKey, keyType: 'PKCS8', alipayPublicKey: platform.publicKey });
  /** A signed asynchronous notification as its form body (fields overridable). */
  const notification = (fields: Record<string, string>, sentAt = Date.now()): string => {
    const params: Record<string, string> = {
      notify_id: randomUUID().replace(/-/g, ''),
      notify_time: chinaDateTime(sentAt),
      notify_type: 'trade_status_sync',
      app_id: settings.appId,
      trade_no: '2024050122001400000000000001',
      trade_status: 'TRADE_SUCCESS',
      charset: 'utf-8',
      version: '1.0',
      ...fields,
    };
    const text = Object.keys(params)
      .sort()
      .map((key) => `${key}=${params[key]}`)
      .join('&');
    const signed = { ...params, sign: createSign('RSA-SHA256').update(text).sign(platform.privateKey, 'base64'), sign_type: 'RSA2' };
    if (!oracle.checkNotifySignV2(signed)) throw new Error('alipay-sdk refuses the notification this helper built');
    return new URLSearchParams(signed).toString();
  };
  return { settings, appPublicKey: app.publicKey, platformPrivateKey: platform.privateKey, notification };
};
