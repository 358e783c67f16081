import { createSign, createVerify } from 'node:crypto';
import { z } from 'zod';
import type { AlipaySettings } from '../../config';
import { chinaDateTime } from '../../lib/china-time';
import { fenToYuan, yuanToFen } from './money';
import { assertFresh, NotificationRefused, type PaymentOutcome, type PaymentProvider } from './types';

const OUTCOMES: Record<string, PaymentOutcome> = { TRADE_SUCCESS: 'succeeded', TRADE_FINISHED: 'succeeded', TRADE_CLOSED: 'closed' };

const notificationSchema = z.object({
  notify_id: z.string().min(1),
  notify_time: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  app_id: z.string(),
  out_trade_no: z.string().min(1),
  trade_no: z.string().min(1),
  trade_status: z.string(),
  total_amount: z.string(),
  sign: z.string().min(1),
});

/** Alipay writes times in Beijing time without a zone: "2024-05-01 12:00:00". */
const fromBeijingTime = (text: string): number => Date.parse(`${text.replace(' ', 'T')}+08:00`);

/** Sorted `key=value` pairs joined by `&`, leaving out the signature and empty values: what RSA2 signs. */
export const signingText = (params: Record<string, string>, exclude: readonly string[]): string =>
  Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

export const signRsa2 = (text: string, privateKey: string): string => createSign('RSA-SHA256').update(text, 'utf8').sign(privateKey, 'base64');

/** Alipay OpenAPI (mobile web payment) on node:crypto. */
export const alipayProvider = (settings: AlipaySettings): PaymentProvider => {
  const signedParams = (method: string, bizContent: Record<string, string>, extra: Record<string, string> = {}): Record<string, string> => {
    const params: Record<string, string> = {
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
    return { ...params, sign: signRsa2(signingText(params, ['sign']), settings.appPrivateKey) };
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
      const { notify_id, notify_time, app_id, out_trade_no, trade_no, trade_status, total_amount } = parsed.data;
      assertFresh(fromBeijingTime(notify_time), Date.now());
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
      const params = signedParams('alipay.trade.refund', {
        out_trade_no: paymentSn,
        out_request_no: refundSn,
        refund_amount: fenToYuan(amountFen),
        refund_reason: reason,
      });
      const response = await fetch(settings.gatewayUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = z
        .object({ alipay_trade_refund_response: z.object({ code: z.string(), sub_msg: z.string().optional() }) })
        .safeParse(await response.json().catch(() => null));
      const code = answer.success ? answer.data.alipay_trade_refund_response.code : `HTTP ${response.status}`;
      if (code !== '10000') throw new Error(`Alipay refund of ${paymentSn} failed: ${code}`);
    },
  };
};
