import { api, CARD_TOKEN_HEADER, RequestHeader } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/client';
import type { RateBudgets } from '../../src/http/rate-limit';
import { createRateCounts, type RateCounts } from '../../src/modules/rateLimits/service';
import { testConfig } from './app';
import { anIp } from './shop-login';

/** Budgets small enough to cross in a test: 5 calls an address, 3 a card, in a minute. */
export const SMALL_BUDGETS: RateBudgets = { address: { max: 5, windowMs: 60_000 }, card: { max: 3, windowMs: 60_000 } };

export interface LimitedApp {
  app: FastifyInstance;
  /** The app's counts, shared through the database only when the test flushes them. */
  counts: RateCounts;
}

/** Half a minute into a minute: every call of a test falls in one window of the small budgets, however long it runs. */
const IN_ONE_WINDOW = Date.parse('2026-05-01T00:00:30Z');

/** An app on `db` with the small budgets, whose counts are shared only by hand (`counts.flush()`). */
export const limitedApp = async (db: Pick<DatabaseHandle, 'db' | 'kind'>, rateLimits = true): Promise<LimitedApp> => {
  const counts = createRateCounts(db, { flushEveryMs: 3_600_000, now: () => IN_ONE_WINDOW });
  const app = await buildApp({
    db,
    config: { ...testConfig(), rateLimits },
    logger: pino({ level: 'silent' }),
    rateBudgets: SMALL_BUDGETS,
    rateCounts: counts,
  });
  await app.ready();
  return { app, counts };
};

/** A storefront call from `ip`. */
export const browse = (app: FastifyInstance, ip: string) => app.inject({ method: 'GET', url: api.baseConfig.path, remoteAddress: ip });

/** Logs `simNo` in from an address of its own; answers the card headers. */
export const cardHeaders = async (app: FastifyInstance, simNo: string): Promise<Record<string, string>> => {
  const login = await app.inject({ method: 'POST', url: api.simLogin.path, payload: { simNo, agreeProtocol: true }, remoteAddress: anIp() });
  const token = String(login.json<{ data: { token: string } }>().data.token);
  return { [RequestHeader.simNo]: simNo, [CARD_TOKEN_HEADER]: token };
};
