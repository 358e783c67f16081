import { CARD_TOKEN_HEADER, RequestHeader } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { cardLogins, couponHolders, payPasswords, phoneBindings, pointsAccounts, realnameStatuses, simRenewals, sims, walletAccounts } from '../../src/db/schema';
import { createSandboxSimPlatform } from '../../src/providers/carrier';
import { type TestApp, useTestApp } from './app';
import { anIp } from './shop-login';

import type { CardHoldings } from '../../src/seed/cards';
import { type CardOverrides, insertCard } from '../../src/seed/demo-iot';

export { DemoCard, DEMO_CARD_PASSWORD } from '../../src/seed/demo-iot';

/** A card the test sandbox fails every read of, as if its carrier were down. */
export const FAILING_CARD = '8986019999999990099';

/** The time the SIM rules see in a test file; move it with `advance`. */
export class TestClock {
  current = new Date();
  readonly now = (): Date => this.current;
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface IotTestApp extends TestApp {
  readonly clock: TestClock;
}

/** A fresh seeded database and an app on it whose SIM rules run on a test clock. */
export const useIotApp = (): IotTestApp => {
  const clock = new TestClock();
  const shop = useTestApp({
    services: (db) => ({ iot: { platform: createSandboxSimPlatform(db, { failingSimNos: [FAILING_CARD] }), clock: clock.now } }),
  });
  return Object.assign(shop, { clock });
};

export interface CardCall {
  simNo?: string;
  token?: string;
  ip?: string;
  query?: Record<string, string>;
  body?: unknown;
}

/** Calls an endpoint with the card headers the client sends. */
export const callCard = (app: FastifyInstance, method: 'GET' | 'POST', url: string, call: CardCall = {}): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url,
    query: call.query,
    payload: method === 'POST' ? ((call.body ?? {}) as Record<string, unknown>) : undefined,
    remoteAddress: call.ip ?? '127.0.0.1',
    headers: {
      ...(call.simNo === undefined ? {} : { [RequestHeader.simNo]: call.simNo }),
      ...(call.token === undefined ? {} : { [CARD_TOKEN_HEADER]: call.token }),
    },
  });

/** Logs a card in as the login page does; answers the session token. */
export const cardLogin = async (app: FastifyInstance, simNo: string, extra: Record<string, unknown> = {}): Promise<string> => {
  const answer = (
    await callCard(app, 'POST', '/api/simLogin', { body: { simNo, agreeProtocol: true, ...extra }, ip: anIp() })
  ).json();
  expect(answer).toMatchObject({ code: 0, data: { simNo } });
  return answer.data.token;
};

/** What a card holds, read from each owner's table (nothing where a card has no row). */
export const holdingsOf = async (db: Database, simId: number): Promise<CardHoldings> => {
  const [wallet, points, coupons, payPassword] = await Promise.all([
    db.select().from(walletAccounts).where(eq(walletAccounts.simId, simId)),
    db.select().from(pointsAccounts).where(eq(pointsAccounts.simId, simId)),
    db.select().from(couponHolders).where(eq(couponHolders.simId, simId)),
    db.select().from(payPasswords).where(eq(payPasswords.simId, simId)),
  ]);
  return {
    balance: wallet[0]?.balanceFen ?? 0,
    arrearsBalance: wallet[0]?.arrearsFen ?? 0,
    rechargeTimes: wallet[0]?.rechargeTimes ?? 0,
    integral: points[0]?.points ?? 0,
    couponCoin: coupons[0]?.coin ?? 0,
    needBuyCoupon: coupons[0]?.needBuyCoupon ?? false,
    payPasswordHash: payPassword[0]?.hash ?? null,
    payPasswordSalt: payPassword[0]?.salt ?? null,
  };
};

/** A card's row with what it holds, as its owners keep it. */
export const simRow = async (db: Database, simNo: string) => {
  const [row] = await db.select().from(sims).where(eq(sims.simNo, simNo));
  if (!row) throw new Error(`no sim ${simNo}`);
  return { ...row, ...(await holdingsOf(db, row.id)) };
};

/**
 * Stores a card of the test's own (a demo card in service unless overridden), its line
 * provisioned at the sandbox carrier as the card shows it, run by the knobs given (dailyUsageMb…).
 */
export const insertSim = async (db: Database, simNo: string, overrides: CardOverrides = {}): Promise<void> => {
  await insertCard(db, simNo, new Date(), overrides);
};

const simIdOf = async (db: Database, simNo: string): Promise<number> => (await simRow(db, simNo)).id;

/** The card's real-name standing as the realname module keeps it. */
export const realnameRow = async (db: Database, simNo: string) => {
  const [row] = await db.select().from(realnameStatuses).where(eq(realnameStatuses.simId, await simIdOf(db, simNo)));
  if (!row) throw new Error(`no real-name standing of sim ${simNo}`);
  return row;
};

/** The card's bound mobile as the account module keeps it. */
export const bindingRow = async (db: Database, simNo: string) => {
  const [row] = await db.select().from(phoneBindings).where(eq(phoneBindings.simId, await simIdOf(db, simNo)));
  if (!row) throw new Error(`no phone binding of sim ${simNo}`);
  return row;
};

/** The card's renewal as the packages module keeps it. */
export const renewalRow = async (db: Database, simNo: string) => {
  const [row] = await db.select().from(simRenewals).where(eq(simRenewals.simId, await simIdOf(db, simNo)));
  if (!row) throw new Error(`no renewal of sim ${simNo}`);
  return row;
};

type RealnameChange = Partial<Omit<typeof realnameStatuses.$inferInsert, 'simId'>>;
type BindingChange = Partial<Omit<typeof phoneBindings.$inferInsert, 'simId'>>;
type RenewalChange = Partial<Omit<typeof simRenewals.$inferInsert, 'simId'>>;
type LoginChange = Partial<Omit<typeof cardLogins.$inferInsert, 'simId'>>;

/** Changes what the owners other than the SIM module keep of a card, as the test sets the card up. */
export const updateCard = async (
  db: Database,
  simNo: string,
  change: { realname?: RealnameChange; binding?: BindingChange; renewal?: RenewalChange; login?: LoginChange },
): Promise<void> => {
  const simId = await simIdOf(db, simNo);
  const upserts: Promise<unknown>[] = [];
  if (change.realname) upserts.push(db.insert(realnameStatuses).values({ simId, ...change.realname }).onConflictDoUpdate({ target: realnameStatuses.simId, set: change.realname }));
  if (change.binding) upserts.push(db.insert(phoneBindings).values({ simId, ...change.binding }).onConflictDoUpdate({ target: phoneBindings.simId, set: change.binding }));
  if (change.renewal) upserts.push(db.insert(simRenewals).values({ simId, ...change.renewal }).onConflictDoUpdate({ target: simRenewals.simId, set: change.renewal }));
  if (change.login) upserts.push(db.insert(cardLogins).values({ simId, ...change.login }).onConflictDoUpdate({ target: cardLogins.simId, set: change.login }));
  await Promise.all(upserts);
};

/** Sets cards' balance as a test's starting point (each account made if the card has none). */
export const setBalance = async (db: Database, simNos: readonly string[], balanceFen: number): Promise<void> => {
  for (const simNo of simNos) {
    const { id: simId } = await simRow(db, simNo);
    await db.insert(walletAccounts).values({ simId, balanceFen }).onConflictDoUpdate({ target: walletAccounts.simId, set: { balanceFen } });
  }
};
