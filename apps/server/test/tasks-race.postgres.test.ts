import { randomUUID } from 'node:crypto';
import { api, CARD_TOKEN_HEADER, RequestHeader } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { signIns, taskCompletions } from '../src/db/schema';
import { testConfig } from './support/app';
import { createTestDatabase, type TestDatabase } from './support/database';
import { insertSim, simRow } from './support/iot';
import { offerId } from './support/packages';
import { pointsLinesOf, pointsMismatches } from './support/points';

/**
 * Two apps, each with its own connection pool, on one PostgreSQL database (two server
 * processes' worth of connections): requests alternate between them and all start at once.
 */
const PARALLEL = 10;
const SIGNER = '8986014500000000001';
const BUYER = '8986014500000000002';
let database: TestDatabase;
let second: DatabaseHandle;
let apps: FastifyInstance[];

const call = async (i: number, method: 'GET' | 'POST', url: string, headers: Record<string, string>, body?: Record<string, unknown>) =>
  (await apps[i % 2]!.inject({ method, url, headers, payload: body, remoteAddress: `192.0.2.${(i % 200) + 1}` })).json() as {
    code: number;
    message: string;
    data: Record<string, unknown> | null;
  };

const loginOn = async (simNo: string): Promise<Record<string, string>> => {
  const login = await call(0, 'POST', api.simLogin.path, {}, { simNo, agreeProtocol: true });
  return { [RequestHeader.simNo]: simNo, [CARD_TOKEN_HEADER]: String(login.data?.token) };
};

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error('the sign-in race needs PostgreSQL');
  second = await openDatabase({ kind: 'postgres', url: database.url });
  apps = await Promise.all(
    [database.handle, second].map(async (db) => {
      const app = await buildApp({ db, config: testConfig(), logger: pino({ level: 'silent' }) });
      await app.ready();
      return app;
    }),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all((apps ?? []).map((app) => app.close()));
  await second?.close();
  await database?.drop();
});

describe('sign-ins of one card at once on PostgreSQL by two apps', () => {
  it('10 parallel sign-ins on one day: credited once, the 9 others refused in words', async () => {
    const db = database.handle.db;
    await insertSim(db, SIGNER, { integral: 0 });
    const headers = await loginOn(SIGNER);

    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => call(i, 'POST', api.generalSignIn.path, headers, {})));
    const won = answers.filter((answer) => answer.code === 0);
    expect(won).toHaveLength(1);
    expect(won[0]?.data).toEqual({ points: 5, bonus: 0, streak: 1, integral: 5 });
    expect(answers.filter((answer) => answer.code !== 0)).toEqual(Array.from({ length: PARALLEL - 1 }, () => ({ code: -1, message: '今天已经签到过了，明天再来吧', data: null })));

    const sim = await simRow(db, SIGNER);
    expect(sim.integral).toBe(5);
    expect(await db.select().from(signIns).where(eq(signIns.simId, sim.id))).toHaveLength(1);
    expect(await pointsLinesOf(db, SIGNER)).toEqual([{ reason: 'signIn', amount: 5, balanceAfter: 5 }]);
    expect(await pointsMismatches(db)).toEqual([]);
  });

  it('10 parallel package purchases of one card: all paid, the buy-a-package task credited once, without deadlocks', async () => {
    const db = database.handle.db;
    await insertSim(db, BUYER, { integral: 0, balance: 100_000 });
    const headers = await loginOn(BUYER);
    const addon = await offerId(db, 'demo', 1, '加油包 5GB');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call(i, 'POST', api.buyPackage.path, headers, { packageId: addon, effect: 'now', payWith: 'balance', idempotencyKey: randomUUID() }),
      ),
    );
    expect(answers.map((answer) => answer.code)).toEqual(Array.from({ length: PARALLEL }, () => 0));
    const sim = await simRow(db, BUYER);
    expect(sim.integral).toBe(30);
    expect(await db.select().from(taskCompletions).where(eq(taskCompletions.simId, sim.id))).toHaveLength(1);
    expect(await pointsLinesOf(db, BUYER)).toEqual([{ reason: 'task', amount: 30, balanceAfter: 30 }]);
    expect(await pointsMismatches(db)).toEqual([]);
  });
});
