import { createSign, createVerify } from 'node:crypto';
import { z } from 'zod';
import type { AlipaySettings } from '../../config';
import { chinaDateTime } from '../../lib/china-time';
import { verifiedAlipayAnswer } from './alipay-answer';
import { fenToYuan, yuanToFen } from './money';
import { NotificationRefused, type PaymentOutcome, type PaymentProvider } from './types';

const OUTCOMES: Record<string, PaymentOutcome> = { TRADE_SUCCESS: 'succeeded', TRADE_FINISHED: 'succeeded', TRADE_CLOSED: 'closed' };

const notificationSchema = z.object({
  notify_id: z.string().min(1),
  app_id: z.string(),
  out_trade_no: z.string().min(1),
  trade_no: z.string().min(1),
  trade_status: z.string(),
  total_amount: z.string(),
  sign: z.string().min(1),
});

/**
 * Sorted `key=value` pairs joined by `&`, leaving out the signature: what RSA2 signs. Empty
 * values stay in, as Alipay's own verifiers keep them (a notification's `passback_params=`).
 */
const signingText = (params: Record<string, string>, exclude: readonly string[]): string =>
  Object.keys(params)
    .filter((key) => !exclude.includes(key))
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

export const signRsa2 = (text: string, privateKey: string): string => createSign('RSA-SHA256').update(text, 'utf8').sign(privateKey, 'base64');

/** Alipay OpenAPI (mobile web payment) on node:crypto. */
export const alipayProvider = (settings: AlipaySettings): PaymentProvider => {
  const signedParams = (method: string, bizContent: Record<string, string>, extra: Record<string, string> = {}): Record<string, string> => {
    const all: Record<string, string> = {
      app_id: settings.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaDateTime(Date.now()),
      version: '1.0',
      biz_content: JSON.stringify(bizContent),
      ...extra,
    };
    // An empty parameter is not sent: Alipay's SDKs differ on whether one is signed.
    const params = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''));
    return { ...params, sign: signRsa2(signingText(params, ['sign']), settings.appPrivateKey) };
  };

  /** One OpenAPI call; its answer only once Alipay's sign on it checks out. */
  const call = async (method: string, bizContent: Record<string, string>): Promise<Record<string, unknown>> => {
    const params = signedParams(method, bizContent);
    const response = await fetch(settings.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Alipay ${method} answered HTTP ${response.status}`);
    return verifiedAlipayAnswer(await response.text(), method, settings.alipayPublicKey);
  };

  return {
    name: 'alipay',
    createPayment: async ({ paymentSn, amountFen, description, notifyUrl, returnUrl }) => {
      const params = signedParams(
        'alipay.trade.wap.pay',
        { out_trade_no: paymentSn, total_amount: fenToYuan(amountFen), subject: description.slice(0, 256), product_code: 'QUICK_WAP_WAY' },
        { notify_url: notifyUrl, return_url: returnUrl },
      );
      return { payUrl: `${settings.gatewayUrl}?${new URLSearchParams(params)}` };
    },

    verifyNotification: (rawBody) => {
      const params = Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
      const parsed = notificationSchema.safeParse(params);
      if (!parsed.success) throw new NotificationRefused('body is not an Alipay notification');
      const valid = createVerify('RSA-SHA256')
        .update(signingText(params, ['sign', 'sign_type']), 'utf8')
        .verify(settings.alipayPublicKey, parsed.data.sign, 'base64');
      if (!valid) throw new NotificationRefused('sign does not match');
      // No clock window on notify_time: Alipay asks for none, a skewed server clock would refuse
      // every payment, and the signature and the notify_id's idempotency already stop replays.
      const { notify_id, app_id, out_trade_no, trade_no, trade_status, total_amount } = parsed.data;
      if (app_id !== settings.appId) throw new NotificationRefused('app_id is not ours');
      const outcome = OUTCOMES[trade_status];
      if (!outcome) throw new NotificationRefused(`trade_status ${trade_status} is not a final state`);
      const amountFen = yuanToFen(total_amount);
      if (amountFen === undefined || amountFen === 0) throw new NotificationRefused(`total_amount ${total_amount} is not an amount`);
      return { notifyId: notify_id, paymentSn: out_trade_no, tradeNo: trade_no, amountFen, outcome };
    },

    ackSuccess: () => ({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' }),
    ackFailure: () => ({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'failure' }),

    refund: async ({ paymentSn, refundSn, amountFen, reason }) => {
      const answer = await call('alipay.trade.refund', {
        out_trade_no: paymentSn,
        out_request_no: refundSn,
        refund_amount: fenToYuan(amountFen),
        refund_reason: reason,
      });
      const code = typeof answer.code === 'string' ? answer.code : 'an answer without a code';
      if (code !== '10000') throw new Error(`Alipay refund of ${paymentSn} failed: ${code}`);
    },
  };
};
