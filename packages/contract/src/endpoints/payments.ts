import { z } from 'zod';
import { api } from '../api';
import { inLocales } from '../constants';
import { defineEndpoint } from '../endpoint';
import { defineMessages, schemaTexts } from '../messages';
import { orderSnSchema } from './auth';
import { paymentTypeSchema } from './hk';
import { idempotencyKeySchema } from './orders';

export const PaymentFieldMessage = /* @__PURE__ */ defineMessages('field.payments', {
  paymentSn: inLocales(
    '支付单号格式不正确',
    '支付單號格式不正確',
    'This payment number is not in the right format',
    "Ce numéro de paiement n'a pas le bon format",
    'Este número de pago no tiene el formato correcto',
  ),
  action: inLocales(
    '操作只能是 pay、fail 或 cancel',
    '操作只能是 pay、fail 或 cancel',
    'The action must be pay, fail or cancel',
    "L'action doit être pay, fail ou cancel",
    'La acción debe ser pay, fail o cancel',
  ),
});

const FieldText = schemaTexts(PaymentFieldMessage);

export const paymentSnSchema = z.string().regex(/^[A-Z0-9]{8,40}$/, FieldText.paymentSn);

/**
 * Where payment gateways send their signed notifications. These are not envelope calls: each
 * answers in its gateway's own words (WeChat Pay v3: HTTP 200/204 or a 4xx/5xx with
 * `{code:"FAIL"}`; Alipay: the text `success`; the sandbox: like WeChat), and their bodies are
 * checked against the raw bytes, so the server registers them apart from the envelope calls.
 */
/** The headers a sandbox notification is signed in (payments and real-name alike), as WeChat Pay v3 signs. */
export const SandboxSignatureHeader = {
  timestamp: 'sandbox-timestamp',
  nonce: 'sandbox-nonce',
  signature: 'sandbox-signature',
} as const;

/** The headers WeChat Pay v3 signs a notification in; Alipay signs inside the form. */
const WECHAT_SIGNATURE_HEADERS = ['Wechatpay-Serial', 'Wechatpay-Timestamp', 'Wechatpay-Nonce', 'Wechatpay-Signature'] as const;

export const paymentCallbacks = {
  sandbox: {
    method: 'POST',
    path: '/api/pay/notify/sandbox',
    summary: 'Sandbox gateway notification (HMAC-SHA256 signed JSON)',
    headers: Object.values(SandboxSignatureHeader),
  },
  wechat: {
    method: 'POST',
    path: '/api/pay/notify/wechat',
    summary: 'WeChat Pay v3 notification (RSA-SHA256 signed, AES-256-GCM resource)',
    headers: WECHAT_SIGNATURE_HEADERS,
  },
  alipay: { method: 'POST', path: '/api/pay/notify/alipay', summary: 'Alipay asynchronous notification (RSA2 signed form)', headers: [] },
} as const;
export type PaymentProviderName = keyof typeof paymentCallbacks;

/** The sandbox gateway's hosted cashier page (HTML), with `?paymentSn=`. */
export const SANDBOX_CASHIER_PATH = '/pay/sandbox/cashier';

export const orderPay = defineEndpoint({
  ...api.orderPay,
  summary: "Start paying an unpaid order of the session's buyer; answers where the browser goes to pay",
  tag: 'payments',
  access: 'shop',
  body: z.object({ orderSn: orderSnSchema, paymentType: paymentTypeSchema, idempotencyKey: idempotencyKeySchema }),
  data: z.object({ paymentSn: z.string(), payUrl: z.string(), amountFen: z.number().int() }),
});

export const sandboxCashierAct = defineEndpoint({
  ...api.sandboxCashierAct,
  summary: "The sandbox cashier's buttons: pay, fail or cancel a payment; the gateway then notifies the shop",
  tag: 'payments',
  access: 'public',
  body: z.object({
    paymentSn: paymentSnSchema,
    action: z.enum(['pay', 'fail', 'cancel'], { error: FieldText.action }),
  }),
  data: z.object({ returnUrl: z.string() }),
});
