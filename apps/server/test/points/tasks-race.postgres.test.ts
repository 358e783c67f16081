import { randomUUID } from 'node:crypto';
import { api } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIns, taskCompletions } from '../../src/db/schema';
import { insertSim, simRow } from '../support/iot';
import { offerId } from '../support/packages';
import { pointsLinesOf, pointsMismatches } from '../support/points';
import { useTwoApps } from '../support/two-apps';

const PARALLEL = 10;
const SIGNER = '8986014500000000001';
const BUYER = '8986014500000000002';
const races = useTwoApps('the sign-in races');
const { call, loginOn } = races;

describe('sign-ins of one card at once on PostgreSQL by two apps', () => {
  it('10 parallel sign-ins on one day: credited once, the 9 others refused in words', async () => {
    const db = races.db();
    await insertSim(db, SIGNER, { integral: 0 });
    const headers = await loginOn(0, SIGNER);

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
    const db = races.db();
    await insertSim(db, BUYER, { integral: 0, balance: 100_000 });
    const headers = await loginOn(0, BUYER);
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
