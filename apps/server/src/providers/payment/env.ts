import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import type { AlipaySettings } from './alipay';
import type { WechatPaySettings } from './wechat';

export interface PaymentConfig {
  /** The shop's public origin (https://…): real gateways are given notify and return URLs on it. */
  publicUrl: string | undefined;
  /** Signs the sandbox's notifications; unset, the server uses the key it keeps in DATA_DIR (a random one in tests). */
  sandboxSecret: string | undefined;
  /** The share of sandbox notifications sent twice. */
  sandboxDuplicateRate: number;
  wechat: WechatPaySettings | undefined;
  alipay: AlipaySettings | undefined;
}

const WECHAT_VARS = [
  'WECHAT_PAY_MCHID',
  'WECHAT_PAY_APPID',
  'WECHAT_PAY_SERIAL_NO',
  'WECHAT_PAY_PRIVATE_KEY_FILE',
  'WECHAT_PAY_PUBLIC_KEY_FILE',
  'WECHAT_PAY_PUBLIC_KEY_ID',
  'WECHAT_PAY_APIV3_KEY',
] as const;
const ALIPAY_VARS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE'] as const;

const text = z.string().min(1);
const httpUrl = (what: string) => z.url({ protocol: /^https?$/, error: `expected an http(s) URL of ${what}` });

/** A PEM file, read at start so a wrong path stops the server with the variable's name. */
const pemFile = (base: string) =>
  z.string().transform((path, context) => {
    try {
      const pem = readFileSync(isAbsolute(path) ? path : resolve(base, path), 'utf8');
      if (pem.includes('-----BEGIN ')) return pem;
      context.addIssue({ code: 'custom', message: 'expected a PEM key file' });
    } catch {
      context.addIssue({ code: 'custom', message: 'expected a readable PEM key file' });
    }
    return z.NEVER;
  });

const allOrNone = (vars: Record<string, unknown>, names: readonly string[], context: z.RefinementCtx): boolean => {
  const given = names.filter((name) => vars[name] !== undefined);
  if (given.length === 0) return false;
  for (const name of names.filter((name) => vars[name] === undefined)) {
    context.addIssue({ code: 'custom', path: [name], message: `required with ${given.join(', ')}` });
  }
  return true;
};

/** The payment variables; a vendor adapter is used when all of its variables are set. */
export const paymentEnvSchema = (base: string) =>
  z
    .object({
      PUBLIC_URL: httpUrl('the shop').optional(),
      SANDBOX_PAY_SECRET: z.string().min(16, 'expected at least 16 characters').optional(),
      SANDBOX_PAY_DUPLICATE_RATE: z.coerce.number({ error: 'expected a number from 0 to 1' }).min(0, 'expected a number from 0 to 1').max(1, 'expected a number from 0 to 1').default(0.2),
      WECHAT_PAY_MCHID: text.optional(),
      WECHAT_PAY_APPID: text.optional(),
      WECHAT_PAY_SERIAL_NO: text.optional(),
      WECHAT_PAY_PRIVATE_KEY_FILE: pemFile(base).optional(),
      WECHAT_PAY_PUBLIC_KEY_FILE: pemFile(base).optional(),
      WECHAT_PAY_PUBLIC_KEY_ID: text.optional(),
      WECHAT_PAY_APIV3_KEY: z.string().length(32, 'expected the 32-character APIv3 key').optional(),
      WECHAT_PAY_BASE_URL: httpUrl('the WeChat Pay API').default('https://api.mch.weixin.qq.com'),
      ALIPAY_APP_ID: text.optional(),
      ALIPAY_PRIVATE_KEY_FILE: pemFile(base).optional(),
      ALIPAY_PUBLIC_KEY_FILE: pemFile(base).optional(),
      ALIPAY_GATEWAY: httpUrl('the Alipay gateway').default('https://openapi.alipay.com/gateway.do'),
    })
    .superRefine((vars, context) => {
      const vendors = [allOrNone(vars, WECHAT_VARS, context), allOrNone(vars, ALIPAY_VARS, context)];
      if (vendors.some(Boolean) && !vars.PUBLIC_URL) {
        context.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'required when WeChat Pay or Alipay is configured' });
      }
    })
    .transform(
      (vars): PaymentConfig => ({
        publicUrl: vars.PUBLIC_URL,
        sandboxSecret: vars.SANDBOX_PAY_SECRET,
        sandboxDuplicateRate: vars.SANDBOX_PAY_DUPLICATE_RATE,
        wechat:
          vars.WECHAT_PAY_MCHID && vars.WECHAT_PAY_APPID && vars.WECHAT_PAY_SERIAL_NO && vars.WECHAT_PAY_PRIVATE_KEY_FILE &&
          vars.WECHAT_PAY_PUBLIC_KEY_FILE && vars.WECHAT_PAY_PUBLIC_KEY_ID && vars.WECHAT_PAY_APIV3_KEY
            ? {
                mchId: vars.WECHAT_PAY_MCHID,
                appId: vars.WECHAT_PAY_APPID,
                merchantSerialNo: vars.WECHAT_PAY_SERIAL_NO,
                merchantPrivateKey: vars.WECHAT_PAY_PRIVATE_KEY_FILE,
                platformPublicKey: vars.WECHAT_PAY_PUBLIC_KEY_FILE,
                platformPublicKeyId: vars.WECHAT_PAY_PUBLIC_KEY_ID,
                apiV3Key: vars.WECHAT_PAY_APIV3_KEY,
                baseUrl: vars.WECHAT_PAY_BASE_URL,
              }
            : undefined,
        alipay:
          vars.ALIPAY_APP_ID && vars.ALIPAY_PRIVATE_KEY_FILE && vars.ALIPAY_PUBLIC_KEY_FILE
            ? {
                appId: vars.ALIPAY_APP_ID,
                appPrivateKey: vars.ALIPAY_PRIVATE_KEY_FILE,
                alipayPublicKey: vars.ALIPAY_PUBLIC_KEY_FILE,
                gatewayUrl: vars.ALIPAY_GATEWAY,
              }
            : undefined,
      }),
    );

/** Only the sandbox, as in tests and a fresh checkout. */
export const SANDBOX_ONLY: PaymentConfig = {
  publicUrl: undefined,
  sandboxSecret: undefined,
  sandboxDuplicateRate: 0.2,
  wechat: undefined,
  alipay: undefined,
};
