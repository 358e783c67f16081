import { api, SIM_STATUS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { networkSwitches } from '../../src/db/schema';
import { insertSim, simRow } from '../support/iot';
import { useTwoApps } from '../support/two-apps';

const PARALLEL = 10;
const CARD = '8986014800000000001';
const races = useTwoApps('the network switch races');
const { call, loginOn } = races;

describe('network switches of one card at once on PostgreSQL by two apps', () => {
  it('10 parallel switches: one is pending, the 9 others are refused in words', async () => {
    const db = races.db();
    await insertSim(db, CARD, {
      operatorType: 1,
      viceSims: [
        { simNo: '1440200000081', iccid: '89860220000000000081', operatorType: 2, simStatus: SIM_STATUS.normal },
        { simNo: '1440300000081', iccid: '89860320000000000081', operatorType: 3, simStatus: SIM_STATUS.normal },
      ],
    });
    const headers = await loginOn(0, CARD);

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => call(i, 'POST', api.simSwitchNet.path, headers, { operatorType: 2 + (i % 2) })),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code !== 0)).toEqual(
      Array.from({ length: PARALLEL - 1 }, () => ({ code: -1, message: '网络切换中，请等待本次切换完成后再试', data: null })),
    );
    const rows = await db.select().from(networkSwitches).where(eq(networkSwitches.simId, (await simRow(db, CARD)).id));
    expect(rows.map((row) => row.status)).toEqual(['pending']);
  });
});
