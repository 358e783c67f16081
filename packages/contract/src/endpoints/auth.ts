import { z } from 'zod';
import { api } from '../api';
import { inLocales } from '../constants';
import { defineEndpoint } from '../endpoint';
import { mobileSchema } from '../fields';
import { defineMessages, schemaTexts } from '../messages';
import { SMS_CODE_LENGTH } from '../orders/rules';

export const AuthFieldMessage = /* @__PURE__ */ defineMessages('field.auth', {
  smsCode: inLocales(
    `请输入 ${SMS_CODE_LENGTH} 位短信验证码`,
    `請輸入 ${SMS_CODE_LENGTH} 位簡訊驗證碼`,
    `Please enter the ${SMS_CODE_LENGTH}-digit code sent by text message`,
    `Veuillez saisir le code à ${SMS_CODE_LENGTH} chiffres reçu par SMS`,
    `Introduce el código SMS de ${SMS_CODE_LENGTH} dígitos`,
  ),
  orderSnRequired: inLocales('请输入订单号', '請輸入訂單號', 'Please enter the order number', 'Veuillez saisir le numéro de commande', 'Introduce el número de pedido'),
  orderSn: inLocales(
    '订单号格式不正确',
    '訂單號格式不正確',
    'This order number is not in the right format',
    "Ce numéro de commande n'a pas le bon format",
    'Este número de pedido no tiene el formato correcto',
  ),
  loginMode: inLocales(
    '登录方式只能是 sms 或 orderSn',
    '登入方式只能是 sms 或 orderSn',
    'The login mode must be sms or orderSn',
    'Le mode de connexion doit être sms ou orderSn',
    'El modo de acceso debe ser sms u orderSn',
  ),
});

const FieldText = schemaTexts(AuthFieldMessage);

export const smsCodeSchema = z
  .string({ error: FieldText.smsCode })
  .trim()
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), FieldText.smsCode);

export const orderSnSchema = z
  .string({ error: FieldText.orderSnRequired })
  .trim()
  .regex(/^[A-Z0-9]{8,32}$/, FieldText.orderSn);

const codeSent = z.object({
  /** The page counts down this long before it offers to send again. */
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

export const sendCode = defineEndpoint({
  ...api.sendCode,
  summary: "Send an SMS code to the order form's contact mobile (proves the buyer holds it)",
  tag: 'auth',
  access: 'public',
  body: z.object({ mobile: mobileSchema }),
  data: codeSent,
});

export const smsSend = defineEndpoint({
  ...api.smsSend,
  summary: 'Send an SMS code for the order-lookup login',
  tag: 'auth',
  access: 'public',
  body: z.object({ mobile: mobileSchema }),
  data: codeSent,
});

/** A shop session: the token goes in the order-session header; the mobile comes back masked. */
export const shopSessionSchema = z.object({
  token: z.string(),
  mobile: z.string(),
  expiresAt: z.string(),
  /** Set when the session was opened by order number and sees that one order only. */
  orderSn: z.string().nullable(),
});
export type ShopSession = z.infer<typeof shopSessionSchema>;

export const shopLogin = defineEndpoint({
  ...api.shopLogin,
  summary: "Order-lookup login: mobile and SMS code, or (when orderQueryMode allows) an order number and its buyer's mobile with an SMS code",
  tag: 'auth',
  access: 'public',
  body: z.discriminatedUnion(
    'mode',
    [
      z.object({ mode: z.literal('sms'), mobile: mobileSchema, code: smsCodeSchema }),
      z.object({ mode: z.literal('orderSn'), orderSn: orderSnSchema, mobile: mobileSchema, code: smsCodeSchema }),
    ],
    { error: FieldText.loginMode },
  ),
  data: shopSessionSchema,
});

export const shopLogout = defineEndpoint({
  ...api.shopLogout,
  summary: 'End the shop session named by the order-session header',
  tag: 'auth',
  access: 'shop',
  data: z.null(),
});
