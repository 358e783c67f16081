import { api, DEVICE_ACTIONS } from '@shop/contract';
import { eq, isNull, and } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardSessions, deviceCommands, deviceProofs } from '../../src/db/schema';
import { insertSim, simRow } from '../support/iot';
import { useTwoApps } from '../support/two-apps';

const PARALLEL = 10;
const DEVICE = '8986014600000000001';
const races = useTwoApps('the device action races');
const { call, loginOn } = races;

const band = (name: string) => ({ name, password: 'factory-pw', encryption: 'WPA2-PSK', switch: true, show: true, connCount: 0, maxConnCount: 10 });

describe('actions on one device at once on PostgreSQL by two apps', () => {
  it('10 parallel restarts, closes and resets: one is taken, the others refused in words', async () => {
    const db = races.db();
    await insertSim(db, DEVICE, { sourceType: 2, device: { wifiEncrypt: 'WPA2-PSK', band2g: band('Race'), band5g: band('Race-5G') } });
    const headers = await loginOn(0, DEVICE);
    // Closing and resetting need the session's fresh proof (deviceProve), given here as proven.
    const { id: simId } = await simRow(db, DEVICE);
    const [session] = await db.select({ id: cardSessions.id }).from(cardSessions).where(eq(cardSessions.simId, simId));
    await db.insert(deviceProofs).values({ sessionId: session?.id ?? 0, until: new Date(Date.now() + 300_000) });
    const paths = DEVICE_ACTIONS.map((action) => ({ restart: api.deviceRestart, close: api.deviceClose, reset: api.deviceReset })[action].path);

    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => call(i, 'POST', paths[i % paths.length] ?? api.deviceRestart.path, headers, {})));
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.code !== 0)) {
      expect(refused).toEqual({ code: -1, message: '设备正在执行上一个操作，请等它完成后再试', data: null });
    }
    expect(await db.select().from(deviceCommands).where(and(eq(deviceCommands.simNo, DEVICE), isNull(deviceCommands.appliedAt)))).toHaveLength(1);
  });
});
