import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { browse, type LimitedApp, limitedApp, SMALL_BUDGETS } from '../support/rate-limits';
import { anIp } from '../support/shop-login';

let database: TestDatabase;
let secondPool: DatabaseHandle;
let first: LimitedApp;
let second: LimitedApp;

// Two apps, each with its own pool on one PostgreSQL database: two server processes' worth.
beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.url) throw new Error('the shared rate budget needs PostgreSQL');
  secondPool = await openDatabase({ kind: 'postgres', url: database.url });
  first = await limitedApp(database.handle);
  second = await limitedApp(secondPool);
}, 60_000);

afterAll(async () => {
  await first.app.close();
  await second.app.close();
  await secondPool.close();
  await database.drop();
});

const statuses = async (shop: LimitedApp, ip: string, calls: number): Promise<number[]> => {
  const answered: number[] = [];
  for (let i = 0; i < calls; i++) answered.push((await browse(shop.app, ip)).statusCode);
  return answered;
};

describe('the per-address budget on two processes sharing one PostgreSQL', () => {
  it('is one budget: calls to either count against it once the counts are shared', async () => {
    const ip = anIp();
    const { max } = SMALL_BUDGETS.address;
    expect(await statuses(first, ip, max - 2)).toEqual(Array(max - 2).fill(200));
    await first.counts.flush();
    expect(await statuses(second, ip, 2)).toEqual([200, 200]);
    await second.counts.flush();
    // Each process alone would allow `max`; together they have spent it.
    expect(await statuses(second, ip, 1)).toEqual([429]);
    // The first hears of the second's calls when it next shares a call of its own: the bounded overshoot.
    expect(await statuses(first, ip, 1)).toEqual([200]);
    await first.counts.flush();
    expect(await statuses(first, ip, 1)).toEqual([429]);
  });

  it('lets through at most what the other process allowed since the last flush', async () => {
    const ip = anIp();
    const { max } = SMALL_BUDGETS.address;
    const unshared = [...(await statuses(first, ip, max + 2)), ...(await statuses(second, ip, max + 2))];
    expect(unshared.filter((status) => status === 200)).toHaveLength(2 * max);
    await Promise.all([first.counts.flush(), second.counts.flush()]);
    await first.counts.flush();
    expect([...(await statuses(first, ip, 1)), ...(await statuses(second, ip, 1))]).toEqual([429, 429]);
  });
});
