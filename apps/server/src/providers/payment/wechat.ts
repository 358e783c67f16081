import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { WechatPaySettings } from '../../config';
import { assertFresh, headerValue, NotificationRefused, type PaymentOutcome, type PaymentProvider } from './types';

const resourceSchema = z.object({
  algorithm: z.literal('AEAD_AES_256_GCM'),
  ciphertext: z.string().min(1),
  associated_data: z.string().default(''),
  nonce: z.string().min(1),
});
const notificationSchema = z.object({ id: z.string().min(1), resource: resourceSchema });
const transactionSchema = z.object({
  mchid: z.string(),
  appid: z.string(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().min(1),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int().positive() }),
});

const OUTCOMES: Record<string, PaymentOutcome> = { SUCCESS: 'succeeded', PAYERROR: 'failed', CLOSED: 'closed', REVOKED: 'closed' };

/** AES-256-GCM as WeChat Pay v3 encrypts resources: the 16-byte tag ends the base64 ciphertext. */
export const decryptResource = (apiV3Key: string, resource: z.infer<typeof resourceSchema>): string => {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) throw new NotificationRefused('resource ciphertext is too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data, 'utf8'));
  try {
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw new NotificationRefused('resource does not decrypt with the APIv3 key');
  }
};

const parseJson = (text: string, what: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw new NotificationRefused(`${what} is not JSON`);
  }
};

/** The WECHATPAY2-SHA256-RSA2048 Authorization header of one request. */
export const authorization = (settings: WechatPaySettings, method: string, pathWithQuery: string, body: string, now = Date.now()): string => {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`)
    .sign(settings.merchantPrivateKey, 'base64');
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${settings.mchId}",nonce_str="${nonce}",signature="${signature}",` +
    `timestamp="${timestamp}",serial_no="${settings.merchantSerialNo}"`
  );
};

/**
 * Checks WeChat Pay's signature over `timestamp\nnonce\nbody\n` with the key Wechatpay-Serial
 * names (a public key id or a platform certificate serial); the problem in words, or undefined.
 */
const signatureProblem = (settings: WechatPaySettings, body: string, headers: Record<string, string | string[] | undefined>): string | undefined => {
  const value = (name: string): string | undefined => {
    const given = headers[name.toLowerCase()];
    return (Array.isArray(given) ? given[0] : given) || undefined;
  };
  const serial = value('Wechatpay-Serial');
  const timestamp = value('Wechatpay-Timestamp');
  const nonce = value('Wechatpay-Nonce');
  const signature = value('Wechatpay-Signature');
  if (!serial || !timestamp || !nonce || !signature) return 'the Wechatpay-Serial, -Timestamp, -Nonce and -Signature headers are not all there';
  const key = settings.platformKeys.get(serial) ?? settings.platformKeys.get(serial.toUpperCase());
  if (!key) return `unknown Wechatpay-Serial ${serial}`;
  const valid = createVerify('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).verify(key, signature, 'base64');
  return valid ? undefined : 'Wechatpay-Signature does not match';
};

const verifyNotificationSignature = (settings: WechatPaySettings, body: string, headers: Record<string, string | string[] | undefined>): void => {
  const problem = signatureProblem(settings, body, headers);
  if (problem) throw new NotificationRefused(problem);
  const timestamp = headerValue(headers, 'Wechatpay-Timestamp');
  assertFresh(/^\d{1,12}$/.test(timestamp) ? Number(timestamp) * 1000 : Number.NaN, Date.now());
};

/** WeChat Pay API v3 (H5 payments) on node:crypto. */
export const wechatPayProvider = (settings: WechatPaySettings): PaymentProvider => {
  const post = async (path: string, payload: unknown): Promise<unknown> => {
    const body = JSON.stringify(payload);
    const response = await fetch(new URL(path, settings.baseUrl), {
      method: 'POST',
      headers: {
        authorization: authorization(settings, 'POST', path, body),
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`WeChat Pay ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    // Only an answer WeChat Pay signed is believed: a forged "accepted" must not pass for one.
    const problem = signatureProblem(settings, text, Object.fromEntries(response.headers));
    if (problem) throw new Error(`WeChat Pay ${path} answer refused: ${problem}`);
    return text ? JSON.parse(text) : {};
  };

  return {
    name: 'wechat',
    createPayment: async ({ paymentSn, amountFen, description, notifyUrl, returnUrl, clientIp }) => {
      const answer = z.object({ h5_url: z.string().url() }).parse(
        await post('/v3/pay/transactions/h5', {
          appid: settings.appId,
          mchid: settings.mchId,
          description: description.slice(0, 127),
          out_trade_no: paymentSn,
          notify_url: notifyUrl,
          amount: { total: amountFen, currency: 'CNY' },
          scene_info: { payer_client_ip: clientIp, h5_info: { type: 'Wap' } },
        }),
      );
      return { payUrl: `${answer.h5_url}&redirect_url=${encodeURIComponent(returnUrl)}` };
    },

    verifyNotification: (rawBody, headers) => {
      const body = rawBody.toString('utf8');
      verifyNotificationSignature(settings, body, headers);
      const notification = notificationSchema.safeParse(parseJson(body, 'body'));
      if (!notification.success) throw new NotificationRefused('body is not a WeChat Pay notification');
      const transaction = transactionSchema.safeParse(parseJson(decryptResource(settings.apiV3Key, notification.data.resource), 'resource'));
      if (!transaction.success) throw new NotificationRefused('resource is not a transaction');
      const { mchid, appid, out_trade_no, transaction_id, trade_state, amount } = transaction.data;
      if (mchid !== settings.mchId || appid !== settings.appId) throw new NotificationRefused('mchid or appid is not ours');
      const outcome = OUTCOMES[trade_state];
      if (!outcome) throw new NotificationRefused(`trade_state ${trade_state} is not a final state`);
      return { notifyId: notification.data.id, paymentSn: out_trade_no, tradeNo: transaction_id, amountFen: amount.total, outcome };
    },

    ackSuccess: () => ({ status: 204, contentType: 'text/plain', body: '' }),
    ackFailure: (message) => ({ status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message }) }),

    refund: async ({ paymentSn, refundSn, amountFen, reason }) => {
      await post('/v3/refund/domestic/refunds', {
        out_trade_no: paymentSn,
        out_refund_no: refundSn,
        reason,
        amount: { refund: amountFen, total: amountFen, currency: 'CNY' },
      });
    },
  };
};
