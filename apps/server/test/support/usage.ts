import { randomUUID } from 'node:crypto';
import { api } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { accelerateOffers, smsOutbox } from '../../src/db/schema';
import type { CardInsert } from '../../src/seed/cards';
import { type Holder, walletGet, walletPost } from './wallet';

export const GB = 1024;
export const HOUR = 3_600_000;

/** A card in service using 1 GB an hour from `from`, on a 10 GB plan with 4 GB used: 10% of its plan an hour. */
export const hourlyGbCard = (from: Date, overrides: Partial<CardInsert> = {}): Partial<CardInsert> => ({
  totalFlow: 10 * GB,
  useFlow: 4 * GB,
  dailyUsageMb: 24 * GB,
  lastUsageAt: from,
  lastReadAt: from,
  endAt: new Date(from.getTime() + 20 * 24 * HOUR),
  balance: 100_000,
  ...overrides,
});

export const setUsage = async (app: FastifyInstance, holder: Holder, body: Record<string, unknown>) =>
  (await walletPost(app, holder, api.setSimUsageAlerts.path, body)).json();

export const usageSettings = async (app: FastifyInstance, holder: Holder) => (await walletGet(app, holder, api.simUsageAlerts.path)).json().data;

export const refresh = async (app: FastifyInstance, holder: Holder) => (await walletPost(app, holder, api.simRefresh.path, { force: true })).json();

export const usageAlertOf = async (app: FastifyInstance, holder: Holder) => (await walletGet(app, holder, api.simInfo.path)).json().data.usageAlert;

/** The texts sent to a mobile, oldest first. */
export const textsTo = async (db: Database, mobile: string): Promise<string[]> =>
  (await db.select({ text: smsOutbox.text }).from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(smsOutbox.id)).map((row) => row.text);

export const accelerateOfferId = async (db: Database, operatorType: number, name: string): Promise<number> => {
  const [row] = await db
    .select({ id: accelerateOffers.id })
    .from(accelerateOffers)
    .where(and(eq(accelerateOffers.promoCode, 'demo'), eq(accelerateOffers.operatorType, operatorType), eq(accelerateOffers.name, name)));
  if (!row) throw new Error(`no speed add-on ${name}`);
  return row.id;
};

export const buySpeed = async (app: FastifyInstance, holder: Holder, body: Record<string, unknown>) =>
  (await walletPost(app, holder, api.createAccelerateOrder.path, { payWith: 'balance', idempotencyKey: randomUUID(), ...body })).json();
