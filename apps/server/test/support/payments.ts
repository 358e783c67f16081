import { createCipheriv, createSign, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AlipaySettings, WechatPaySettings } from '../../src/config';
import type { Database } from '../../src/db/client';
import { ledgerEntries, orders, payments, sandboxPayments } from '../../src/db/schema';
import type { Deliver, NotificationRequest, SandboxTuning } from '../../src/providers/payment';
import { chinaDateTime } from '../../src/lib/china-time';
import { signingText } from '../../src/providers/payment/alipay';
import type { TestApp } from './app';
import { postAs } from './orders';
import { post } from './shop-login';

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

const rsaKeys = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

/** A merchant and a WeChat Pay platform with fresh keys, and notifications the platform would send. */
export const aWechatPay = (baseUrl = 'http://127.0.0.1:9') => {
  const merchant = rsaKeys();
  const platform = rsaKeys();
  const settings: WechatPaySettings = {
    mchId: '1900000109',
    appId: 'wxd678efh567hg6787',
    merchantSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    merchantPrivateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey,
    platformPublicKeyId: 'PUB_KEY_ID_0119000001092025010100000000000001',
    apiV3Key: randomBytes(16).toString('hex'),
    baseUrl,
  };
  const encrypt = (plain: string, key = settings.apiV3Key) => {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from('transaction'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return { algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), associated_data: 'transaction', original_type: 'transaction', nonce };
  };
  /** A signed TRANSACTION.SUCCESS notification (fields of the transaction overridable). */
  const notification = (transaction: Record<string, unknown>, options: { sentAt?: number; key?: string } = {}) => {
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: encrypt(JSON.stringify({ mchid: settings.mchId, appid: settings.appId, trade_state: 'SUCCESS', transaction_id: '4200000000000000000000000001', ...transaction }), options.key),
    });
    const timestamp = String(Math.floor((options.sentAt ?? Date.now()) / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(platform.privateKey, 'base64');
    const headers = {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': settings.platformPublicKeyId,
    };
    return { body, headers };
  };
  return { settings, merchantPublicKey: merchant.publicKey, notification };
};

/** An Alipay application and the Alipay platform with fresh keys, and notifications Alipay would send. */
export const anAlipay = () => {
  const app = rsaKeys();
  const platform = rsaKeys();
  const settings: AlipaySettings = {
    appId: '2021000000000001',
    appPrivateKey: app.privateKey,
    alipayPublicKey: platform.publicKey,
    gatewayUrl: 'https://openapi.alipay.com/gateway.do',
  };
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
    const sign = createSign('RSA-SHA256').update(signingText(params, ['sign', 'sign_type'])).sign(platform.privateKey, 'base64');
    return new URLSearchParams({ ...params, sign, sign_type: 'RSA2' }).toString();
  };
  return { settings, appPublicKey: app.publicKey, notification };
};
