import { api, AUTH_STATUS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { taskCompletions } from '../../src/db/schema';
import { anIdCard } from '../../src/seed/factories';
import { insertSim, realnameRow, simRow } from '../support/iot';
import { pointsLinesOf, pointsMismatches } from '../support/points';
import { makeVerdictDue, requestsOf } from '../support/realname';
import { useTwoApps } from '../support/two-apps';

const PARALLEL = 10;
const HOLDER = '8986014600000000001';
const PLATFORM = '8986014600000000002';
const races = useTwoApps('the real-name races');
const { call, loginOn } = races;

describe('real-name verdicts of one card at once on PostgreSQL by two apps', () => {
  it("10 parallel state reads after the operator's verdict is due: verified once, the real-name task credited once", async () => {
    const db = races.db();
    await insertSim(db, HOLDER, { needAuth: true, authStatus: AUTH_STATUS.none, integral: 0 });
    const headers = await loginOn(0, HOLDER);
    const opened = await call(0, 'GET', api.simOfficialAuth.path, headers);
    const requestSn = String(opened.data.requestSn);
    const submitted = await call(1, 'POST', api.realnameSandboxAct.path, {}, { requestSn, action: 'confirm', name: '张三', idCard: anIdCard() });
    expect(submitted.code).toBe(0);
    await makeVerdictDue(db, requestSn);

    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => call(i, 'GET', api.realnameState.path, headers)));
    expect(answers.map((answer) => [answer.code, answer.data.needAuth])).toEqual(Array.from({ length: PARALLEL }, () => [0, false]));
    const sim = await simRow(db, HOLDER);
    expect(await realnameRow(db, HOLDER)).toMatchObject({ authStatus: AUTH_STATUS.verified, needAuth: false });
    expect(sim.integral).toBe(100);
    expect(await db.select().from(taskCompletions).where(eq(taskCompletions.simId, sim.id))).toHaveLength(1);
    expect(await pointsLinesOf(db, HOLDER)).toEqual([{ reason: 'task', amount: 100, balanceAfter: 100 }]);
    expect(await pointsMismatches(db)).toEqual([]);
  });

  it('10 parallel platform checks of one card: the card verified, the real-name task credited once', async () => {
    const db = races.db();
    await insertSim(db, PLATFORM, { needPlatformAuth: true, authPlatformStatus: AUTH_STATUS.none, integral: 0 });
    const headers = await loginOn(0, PLATFORM);
    const body = { name: '张三', idCard: anIdCard(), mobile: '13800138000' };
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => call(i, 'POST', api.simPlatformAuth.path, headers, body)));
    expect(answers.every((answer) => answer.code === 0 || answer.message === '该卡已完成实名认证')).toBe(true);
    const sim = await simRow(db, PLATFORM);
    expect(await realnameRow(db, PLATFORM)).toMatchObject({ authPlatformStatus: AUTH_STATUS.verified, needPlatformAuth: false });
    expect(sim.integral).toBe(100);
    expect(await db.select().from(taskCompletions).where(eq(taskCompletions.simId, sim.id))).toHaveLength(1);
    expect((await requestsOf(db, PLATFORM)).length).toBeGreaterThan(0);
    expect(await pointsMismatches(db)).toEqual([]);
  });
});
