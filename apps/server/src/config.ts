import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type PaymentConfig, paymentEnvSchema } from './providers/payment/env';

/** apps/server/, whatever the working directory. */
const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(serverDir, '../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** Only the sandbox exists until a vendor adapter is written (providers/sms). */
const SMS_PROVIDERS = ['sandbox'] as const;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((text) => ['true', '1', 'yes'].includes(text));

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
  TRUST_PROXY: flag.default(false),
  SMS_PROVIDER: z.enum(SMS_PROVIDERS, { error: `expected one of ${SMS_PROVIDERS.join(', ')}` }).default('sandbox'),
  NODE_ENV: z.string().optional(),
  SHOP_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  LOGISTICS_SANDBOX_MINUTES_PER_STEP: z.coerce
    .number({ error: 'expected a number of minutes' })
    .positive('expected a positive number of minutes')
    .max(1440, 'expected at most 1440 minutes')
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
  /** Read client address and request id from proxy headers. */
  trustProxy: boolean;
  /** Who delivers SMS codes. */
  smsProvider: (typeof SMS_PROVIDERS)[number];
  /** Serve the sandbox's outbox at /api/dev/smsOutbox: never when NODE_ENV is production. */
  smsOutbox: boolean;
  /** Key of the identity numbers' keyed hash; unset: one generated into DATA_DIR at the first start. */
  shopSecret: string | undefined;
  /** Minutes between two tracking events of the sandbox courier. */
  logisticsMinutesPerStep: number;
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
    smsProvider: vars.SMS_PROVIDER,
    smsOutbox: vars.NODE_ENV !== 'production',
    shopSecret: vars.SHOP_SECRET,
    logisticsMinutesPerStep: vars.LOGISTICS_SANDBOX_MINUTES_PER_STEP,
    payments: payments.data,
    workDir: base,
  };
};
