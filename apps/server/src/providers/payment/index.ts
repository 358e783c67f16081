import { randomBytes } from 'node:crypto';
import type { PaymentProviderName, PaymentType } from '@shop/contract';
import type { PaymentConfig } from '../../config';
import type { Database } from '../../db/client';
import { alipayProvider } from './alipay';
import { createSandboxGateway, type SandboxTuning } from './sandbox/gateway';
import { sandboxProvider } from './sandbox/provider';
import type { PaymentProvider } from './types';
import { wechatPayProvider } from './wechat';

export type { PaymentConfig } from '../../config';
export type { SandboxGateway, SandboxTuning } from './sandbox/gateway';
export { httpDelivery, type Deliver, type NotificationRequest } from '../notify/delivery';
export * from './types';

/** Only the sandbox, as in tests and a fresh checkout. */
const SANDBOX_ONLY: PaymentConfig = {
  publicUrl: undefined,
  sandboxSecret: undefined,
  sandboxDuplicateRate: 0.2,
  wechat: undefined,
  alipay: undefined,
};

/**
 * The gateways this shop talks to: the sandbox always (its cashier stays reachable for payments
 * it already booked), WeChat Pay and Alipay when configured. A shop with no vendor takes every
 * payment type in the sandbox; once one vendor is configured, real money is expected, and a
 * type without its vendor is not offered (the sandbox would let anyone "pay" it for free).
 */
export const createPaymentProviders = (db: Database, config: PaymentConfig = SANDBOX_ONLY, tuning: SandboxTuning = {}) => {
  const secret = config.sandboxSecret ?? randomBytes(32).toString('hex');
  const gateway = createSandboxGateway(db, secret, { duplicateRate: config.sandboxDuplicateRate, ...tuning });
  const sandbox = sandboxProvider(gateway, secret);
  const byName: Partial<Record<PaymentProviderName, PaymentProvider>> = {
    sandbox,
    ...(config.wechat && { wechat: wechatPayProvider(config.wechat) }),
    ...(config.alipay && { alipay: alipayProvider(config.alipay) }),
  };
  const sandboxOnly = !config.wechat && !config.alipay;
  return {
    gateway,
    /** Absolute URLs when the shop's public origin is known, paths on this server otherwise. */
    publicUrl: (path: string): string => (config.publicUrl ? new URL(path, config.publicUrl).toString() : path),
    byName: (name: PaymentProviderName): PaymentProvider | undefined => byName[name],
    /** The gateway that collects a payment type; undefined when that type is not open for real money. */
    forType: (type: PaymentType): PaymentProvider | undefined => byName[type] ?? (sandboxOnly ? sandbox : undefined),
  };
};

export type PaymentProviders = ReturnType<typeof createPaymentProviders>;
