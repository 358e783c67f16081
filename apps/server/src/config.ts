import { createPrivateKey, createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

/** A WeChat Pay merchant (providers/payment/wechat.ts). */
export interface WechatPaySettings {
  mchId: string;
  appId: string;
  /** Serial number of the merchant's API certificate, named in every signed request. */
  merchantSerialNo: string;
  merchantPrivateKey: string;
  /**
   * WeChat Pay's keys by the id its answers and notifications name in Wechatpay-Serial: public
   * keys by their PUB_KEY_ID (public-key mode) and platform certificates' keys by serial
   * (certificate mode). Several, so a key can be rotated or a merchant move between modes.
   */
  platformKeys: ReadonlyMap<string, string>;
  /** The 32-byte APIv3 key that encrypts notification resources. */
  apiV3Key: string;
  baseUrl: string;
}

/** An Alipay application (providers/payment/alipay.ts). */
export interface AlipaySettings {
  appId: string;
  /** The application's private key (RSA2), signing requests. */
  appPrivateKey: string;
  /** Alipay's public key, verifying notifications and answers. */
  alipayPublicKey: string;
  /** The OpenAPI gateway, e.g. https://openapi.alipay.com/gateway.do */
  gatewayUrl: string;
}

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

const WECHAT_VARS = ['WECHAT_PAY_MCHID', 'WECHAT_PAY_APPID', 'WECHAT_PAY_SERIAL_NO', 'WECHAT_PAY_PRIVATE_KEY_FILE', 'WECHAT_PAY_APIV3_KEY'] as const;
const ALIPAY_VARS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY_FILE', 'ALIPAY_PUBLIC_KEY_FILE'] as const;

const text = z.string().min(1);
const httpUrl = (what: string) => z.url({ protocol: /^https?$/, error: `expected an http(s) URL of ${what}` });

const readText = (base: string, path: string): string => readFileSync(isAbsolute(path) ? path : resolve(base, path), 'utf8');

/**
 * A key as PEM, from a PEM file or from the bare base64 (DER) that Alipay's key tool writes:
 * PKCS#8 or PKCS#1 for a private key, SPKI or PKCS#1 for a public one.
 */
const keyPem = (text: string, kind: 'private' | 'public'): string => {
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  const readings: (() => KeyObject)[] = text.includes('-----BEGIN ')
    ? [() => (kind === 'private' ? createPrivateKey(text) : createPublicKey(text))]
    : kind === 'private'
      ? [() => createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }), () => createPrivateKey({ key: der, format: 'der', type: 'pkcs1' })]
      : [() => createPublicKey({ key: der, format: 'der', type: 'spki' }), () => createPublicKey({ key: der, format: 'der', type: 'pkcs1' })];
  for (const read of readings) {
    try {
      const key = read();
      if (key.asymmetricKeyType === 'rsa') return key.export(kind === 'private' ? { type: 'pkcs8', format: 'pem' } : { type: 'spki', format: 'pem' }).toString();
    } catch {
      // Not this encoding; the next one may be it.
    }
  }
  throw new Error(`not an RSA ${kind} key`);
};

/** A key file (PEM or bare base64), read at start so a wrong path or key stops the server with the variable's name. */
const keyFile = (base: string, kind: 'private' | 'public') =>
  z.string().transform((path, context) => {
    let text: string;
    try {
      text = readText(base, path);
    } catch {
      context.addIssue({ code: 'custom', message: `expected a readable ${kind} key file` });
      return z.NEVER;
    }
    try {
      return keyPem(text, kind);
    } catch {
      context.addIssue({ code: 'custom', message: `expected an RSA ${kind} key (PEM, or the bare base64 of Alipay's key tool)` });
      return z.NEVER;
    }
  });

/** A comma-separated list: several WeChat Pay keys at once while one is being replaced. */
const list = z.string().transform((text) => text.split(',').map((item) => item.trim()));

/** WeChat Pay platform certificates (PEM files), each keyed by its serial number as Wechatpay-Serial names it. */
const certificateFiles = (base: string) =>
  list.transform((paths, context) => {
    const keys = new Map<string, string>();
    for (const path of paths) {
      try {
        const certificate = new X509Certificate(readText(base, path));
        keys.set(certificate.serialNumber.toUpperCase(), certificate.publicKey.export({ type: 'spki', format: 'pem' }).toString());
      } catch {
        context.addIssue({ code: 'custom', message: `expected readable PEM certificate files, and ${path} is not one` });
      }
    }
    return keys;
  });

const allOrNone = (vars: Record<string, unknown>, names: readonly string[], context: z.RefinementCtx): boolean => {
  const given = names.filter((name) => vars[name] !== undefined);
  if (given.length === 0) return false;
  for (const name of names.filter((name) => vars[name] === undefined)) {
    context.addIssue({ code: 'custom', path: [name], message: `required with ${given.join(', ')}` });
  }
  return true;
};

/** WeChat Pay's own keys: public keys paired with their ids, platform certificates, or both. */
const checkWechatKeys = (
  vars: { WECHAT_PAY_PUBLIC_KEY_FILE?: string[] | undefined; WECHAT_PAY_PUBLIC_KEY_ID?: string[] | undefined; WECHAT_PAY_PLATFORM_CERT_FILE?: Map<string, string> | undefined },
  context: z.RefinementCtx,
): void => {
  const files = vars.WECHAT_PAY_PUBLIC_KEY_FILE?.length ?? 0;
  const ids = vars.WECHAT_PAY_PUBLIC_KEY_ID?.length ?? 0;
  if (files !== ids) {
    const name = files < ids ? 'WECHAT_PAY_PUBLIC_KEY_FILE' : 'WECHAT_PAY_PUBLIC_KEY_ID';
    context.addIssue({ code: 'custom', path: [name], message: `expected one public key file per key id, in the same order (${files} files, ${ids} ids)` });
  }
  if (files === 0 && ids === 0 && !vars.WECHAT_PAY_PLATFORM_CERT_FILE) {
    context.addIssue({ code: 'custom', path: ['WECHAT_PAY_PUBLIC_KEY_FILE'], message: 'required with WECHAT_PAY_PUBLIC_KEY_ID, unless WECHAT_PAY_PLATFORM_CERT_FILE is set' });
  }
};

/** The payment variables; a vendor adapter is used when all of its variables are set. */
const paymentEnvSchema = (base: string) =>
  z
    .object({
      PUBLIC_URL: httpUrl('the shop').optional(),
      SANDBOX_PAY_SECRET: z.string().min(16, 'expected at least 16 characters').optional(),
      SANDBOX_PAY_DUPLICATE_RATE: z.coerce.number({ error: 'expected a number from 0 to 1' }).min(0, 'expected a number from 0 to 1').max(1, 'expected a number from 0 to 1').default(0.2),
      WECHAT_PAY_MCHID: text.optional(),
      WECHAT_PAY_APPID: text.optional(),
      WECHAT_PAY_SERIAL_NO: text.optional(),
      WECHAT_PAY_PRIVATE_KEY_FILE: keyFile(base, 'private').optional(),
      WECHAT_PAY_PUBLIC_KEY_FILE: list.pipe(z.array(keyFile(base, 'public'))).optional(),
      WECHAT_PAY_PUBLIC_KEY_ID: list.pipe(z.array(text)).optional(),
      WECHAT_PAY_PLATFORM_CERT_FILE: certificateFiles(base).optional(),
      WECHAT_PAY_APIV3_KEY: z.string().length(32, 'expected the 32-character APIv3 key').optional(),
      WECHAT_PAY_BASE_URL: httpUrl('the WeChat Pay API').default('https://api.mch.weixin.qq.com'),
      ALIPAY_APP_ID: text.optional(),
      ALIPAY_PRIVATE_KEY_FILE: keyFile(base, 'private').optional(),
      ALIPAY_PUBLIC_KEY_FILE: keyFile(base, 'public').optional(),
      ALIPAY_GATEWAY: httpUrl('the Alipay gateway').default('https://openapi.alipay.com/gateway.do'),
    })
    .superRefine((vars, context) => {
      const wechat = allOrNone(vars, WECHAT_VARS, context);
      if (wechat) checkWechatKeys(vars, context);
      const vendors = [wechat, allOrNone(vars, ALIPAY_VARS, context)];
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
          vars.WECHAT_PAY_MCHID && vars.WECHAT_PAY_APPID && vars.WECHAT_PAY_SERIAL_NO && vars.WECHAT_PAY_PRIVATE_KEY_FILE && vars.WECHAT_PAY_APIV3_KEY
            ? {
                mchId: vars.WECHAT_PAY_MCHID,
                appId: vars.WECHAT_PAY_APPID,
                merchantSerialNo: vars.WECHAT_PAY_SERIAL_NO,
                merchantPrivateKey: vars.WECHAT_PAY_PRIVATE_KEY_FILE,
                platformKeys: new Map([
                  ...(vars.WECHAT_PAY_PUBLIC_KEY_ID ?? []).map((id, index): [string, string] => [id, vars.WECHAT_PAY_PUBLIC_KEY_FILE?.[index] ?? '']),
                  ...(vars.WECHAT_PAY_PLATFORM_CERT_FILE ?? []),
                ]),
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

/** apps/server/, whatever the working directory. */
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(serverDir, '../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Only the sandbox exists until a vendor adapter is written (providers/sms). */
const SMS_PROVIDERS = ['sandbox'] as const;

const TRUST_PROXY_WORDS: Record<string, boolean> = { true: true, yes: true, false: false, no: false };

/** `true`/`false`, a hop count (`1`: one proxy in front), or the proxies' addresses and CIDRs, comma-separated. */
const trustProxy = z.string().transform((text, context): boolean | number | string[] => {
  const word = TRUST_PROXY_WORDS[text.trim().toLowerCase()];
  if (word !== undefined) return word;
  if (/^\d+$/.test(text.trim())) return Number(text.trim());
  const proxies = text.split(',').map((part) => part.trim()).filter(Boolean);
  try {
    proxyAddr.compile(proxies);
    return proxies;
  } catch {
    context.addIssue({ code: 'custom', message: 'expected true, false, a hop count, or proxy addresses and CIDRs separated by commas' });
    return z.NEVER;
  }
});

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a whole number')
    .min(0, 'expected a port between 0 and 65535')
    .max(65535, 'expected a port between 0 and 65535')
    .default(8080),
  HOST: z.string().min(1, 'expected a host name or address').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'expected a directory path').optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'expected a postgres:// or postgresql:// connection URL')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  WEB_DIST: z.string().min(1, 'expected a directory path').optional(),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMITS: z.enum(['on', 'off'], { error: 'expected on or off' }).default('on'),
  SMS_PROVIDER: z.enum(SMS_PROVIDERS, { error: `expected one of ${SMS_PROVIDERS.join(', ')}` }).default('sandbox'),
  NODE_ENV: z.string().optional(),
  SHOP_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  LOGISTICS_SANDBOX_MINUTES_PER_STEP: z.coerce
    .number({ error: 'expected a number of minutes' })
    .positive('expected a positive number of minutes')
    .max(1440, 'expected at most 1440 minutes')
    .default(5),
  DEVICE_SANDBOX_DELAY_SECONDS: z.coerce
    .number({ error: 'expected a number of seconds' })
    .min(0, 'expected zero or more seconds')
    .max(3600, 'expected at most 3600 seconds')
    .default(3),
  DEVICE_SANDBOX_POWER_ON_SECONDS: z.coerce
    .number({ error: 'expected a number of seconds' })
    .min(0, 'expected zero or more seconds')
    .max(86_400, 'expected at most 86400 seconds')
    .default(120),
  CARRIER_SANDBOX_SWITCH_SECONDS: z.coerce
    .number({ error: 'expected a number of seconds' })
    .min(0, 'expected 0 or more seconds')
    .max(3600, 'expected at most 3600 seconds')
    .default(5),
  // Set by npm to the directory the command was typed in; relative paths are read from there.
  INIT_CWD: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  /** Holds the embedded database (pgdata/), its lock and its ready marker. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** The built web app served under /shop/. */
  webDist: string;
  /** Which peers' forwarding headers are believed: all or none, the nearest n hops, or these addresses and CIDRs. */
  trustProxy: boolean | number | string[];
  /** The general rate limit (per address, per card); off for benchmarks. The per-feature limits stay. */
  rateLimits: boolean;
  /** Who delivers SMS codes. */
  smsProvider: (typeof SMS_PROVIDERS)[number];
  /** Serve the sandbox's outbox at /api/dev/smsOutbox: never when NODE_ENV is production. */
  smsOutbox: boolean;
  /** Key of the identity numbers' keyed hash; unset: one generated into DATA_DIR at the first start. */
  shopSecret: string | undefined;
  /** Minutes between two tracking events of the sandbox courier. */
  logisticsMinutesPerStep: number;
  /** The sandbox Wi-Fi device: how long it takes to apply a command, and when a switched-off device is switched on again. */
  deviceSandbox: { delayMs: number; powerOnAfterMs: number };
  /** Seconds the sandbox carrier takes to switch a card's network. */
  networkSwitchSeconds: number;
  /** Payment gateways: the sandbox, plus WeChat Pay and Alipay when their variables are set. */
  payments: PaymentConfig;
  /** The directory npm was started in: relative paths given on a command line are read from it. */
  workDir: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const describeIssues = (error: z.ZodError, env: Record<string, string | undefined>): string =>
  error.issues
    .map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `Invalid environment variable ${name}: ${issue.message} (got ${JSON.stringify(env[name])})`;
    })
    .join('\n');

/** Empty variables count as unset, as they do in most shells' `VAR= cmd`. */
const withoutEmpty = (env: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])));

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, env));
  const vars = parsed.data;
  const base = vars.INIT_CWD ?? process.cwd();
  const fromBase = (path: string): string => (isAbsolute(path) ? path : resolve(base, path));
  const payments = paymentEnvSchema(base).safeParse(withoutEmpty(env));
  if (!payments.success) throw new ConfigError(describeIssues(payments.error, env));
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR ? fromBase(vars.DATA_DIR) : resolve(repoRoot, 'data'),
    databaseUrl: vars.DATABASE_URL,
    logLevel: vars.LOG_LEVEL,
    webDist: vars.WEB_DIST ? fromBase(vars.WEB_DIST) : resolve(serverDir, '../web/dist'),
    trustProxy: vars.TRUST_PROXY,
    rateLimits: vars.RATE_LIMITS === 'on',
    smsProvider: vars.SMS_PROVIDER,
    smsOutbox: vars.NODE_ENV !== 'production',
    shopSecret: vars.SHOP_SECRET,
    logisticsMinutesPerStep: vars.LOGISTICS_SANDBOX_MINUTES_PER_STEP,
    deviceSandbox: { delayMs: vars.DEVICE_SANDBOX_DELAY_SECONDS * 1000, powerOnAfterMs: vars.DEVICE_SANDBOX_POWER_ON_SECONDS * 1000 },
    networkSwitchSeconds: vars.CARRIER_SANDBOX_SWITCH_SECONDS,
    payments: payments.data,
    workDir: base,
  };
};
