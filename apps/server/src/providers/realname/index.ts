import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { createSandboxOperator, type SandboxOperatorTuning } from './sandbox/operator';
import { sandboxRealnameProvider } from './sandbox/provider';

export type { SandboxOperator, SandboxOperatorTuning } from './sandbox/operator';
export * from './types';

/**
 * The real-name provider: the sandbox operator (its page served by this server) until a real
 * operator's adapter exists. `secret` signs its notifications; processes sharing a database
 * must share it (the payment sandbox's secret is used).
 */
export const createRealnameProviders = (db: Database, secret = randomBytes(32).toString('hex'), tuning: SandboxOperatorTuning = {}) => {
  const operator = createSandboxOperator(db, secret, tuning);
  return { operator, provider: sandboxRealnameProvider(operator, secret) };
};

export type RealnameProviders = ReturnType<typeof createRealnameProviders>;
