import { randomUUID } from 'node:crypto';
import { api } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { iotOrders, simUsageAlerts } from '../../src/db/schema';
import { insertSim, simRow } from '../support/iot';
import { offerId } from '../support/packages';
import { GB, HOUR, hourlyGbCard, textsTo } from '../support/usage';
import { useTwoApps } from '../support/two-apps';

const PARALLEL = 10;
const races = useTwoApps('the usage alert and add-on cap races');
const { call, loginOn } = races;

describe('usage alerts and the add-on cap at once on PostgreSQL by two apps', () => {
  it('10 parallel add-on purchases at the cap, from the balance and online: one goes through, 9 are refused in words', async () => {
    const db = races.db();
    const simNo = '8986017800000000001';
    await insertSim(db, simNo, { balance: 100_000 });
    const headers = await loginOn(0, simNo);
    expect((await call(0, 'POST', api.setSimUsageAlerts.path, headers, { levels: [], addonCapFen: 1000 })).code).toBe(0);
    const addon = await offerId(db, 'demo', 1, '加油包 5GB');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        call(i, 'POST', api.buyPackage.path, headers, { packageId: addon, effect: 'now', payWith: i % 3 === 0 ? 'online' : 'balance', idempotencyKey: randomUUID() }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== 0).map((answer) => answer.message)).toEqual(
      Array.from({ length: PARALLEL - 1 }, () => expect.stringContaining('本月加油包已花费 ¥10.00（含待支付订单），再买这笔 ¥10.00 将超过您设定的月限额 ¥10.00')),
    );
    const sim = await simRow(db, simNo);
    const live = await db.select().from(iotOrders).where(and(eq(iotOrders.simId, sim.id), inArray(iotOrders.status, ['paid', 'unpaid'])));
    expect(live).toHaveLength(1);
    expect(sim.balance).toBe(live[0]?.payWith === 'balance' ? 99_000 : 100_000);
  });

  it('10 parallel refreshes passing a level: one alert, one text', async () => {
    const db = races.db();
    const simNo = '8986017800000000002';
    const mobile = '13900000201';
    // 4 GB of 10 GB used three hours ago, at 1 GB an hour: the next read finds 70%.
    await insertSim(db, simNo, hourlyGbCard(new Date(Date.now() - 3 * HOUR), { boundMobile: mobile }));
    const headers = await loginOn(0, simNo);
    expect((await call(0, 'POST', api.setSimUsageAlerts.path, headers, { levels: [50], addonCapFen: null })).code).toBe(0);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => call(i, 'POST', api.simRefresh.path, headers, { force: true })));
    expect(answers.map((answer) => answer.code)).toEqual(Array.from({ length: PARALLEL }, () => 0));
    const sim = await simRow(db, simNo);
    expect(sim.useFlow).toBeGreaterThanOrEqual(7 * GB);
    expect(await db.select().from(simUsageAlerts).where(eq(simUsageAlerts.simId, sim.id))).toHaveLength(1);
    expect(await textsTo(db, mobile)).toEqual([expect.stringContaining('的 50%')]);
  });
});
