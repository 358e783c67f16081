import { AUTH_STATUS, ONLINE_STATUS, SIM_STATUS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sims } from '../../src/db/schema';
import { storeReading } from '../../src/modules/iot/queries';
import { recordLines } from '../../src/modules/iot/service';
import { realnameStatusOf, storeReadStatus } from '../../src/modules/realname/service';
import { createSandboxSimPlatform } from '../../src/providers/carrier';
import { useTestApp } from '../support/app';
import { insertSim, realnameRow, simRow, updateCard } from '../support/iot';

const shop = useTestApp();
const band = (name: string) => ({ name, password: '88886666', encryption: 'WPA2-PSK', switch: true, show: true, connCount: 0, maxConnCount: 10 });

/** A carrier read, then something else changing the card, then the read stored: what it may not undo. */
const readThenStore = async (simNo: string, meanwhile: () => Promise<unknown>) => {
  const previous = await simRow(shop.db, simNo);
  const seen = await realnameStatusOf(shop.db, previous.id);
  const now = new Date();
  const reading = await createSandboxSimPlatform(shop.db).read(simNo, now);
  await meanwhile();
  return storeReading(shop.db, previous, reading, now, '2026-11', (tx) => storeReadStatus(tx, previous.id, seen, reading.realName));
};

describe('a stored carrier read', () => {
  it("leaves the device's Wi-Fi as the device control last set it", async () => {
    const simNo = '8986014800000000001';
    await insertSim(shop.db, simNo, { sourceType: 2, device: { wifiEncrypt: 'WPA2-PSK', band2g: band('Old name'), band5g: null } });
    const renamed = { wifiEncrypt: 'WPA2-PSK', band2g: band('New name'), band5g: null };
    expect(await readThenStore(simNo, () => shop.db.update(sims).set({ device: renamed }).where(eq(sims.simNo, simNo)))).toBe(true);
    expect((await simRow(shop.db, simNo)).device?.band2g.name).toBe('New name');
  });

  it('does not undo a real-name verdict applied while it was read', async () => {
    const simNo = '8986014800000000002';
    await insertSim(shop.db, simNo, { authStatus: AUTH_STATUS.none, needAuth: true });
    const verdict = () => updateCard(shop.db, simNo, { realname: { authStatus: AUTH_STATUS.verified, needAuth: false } });
    expect(await readThenStore(simNo, verdict)).toBe(false);
    expect((await realnameRow(shop.db, simNo)).authStatus).toBe(AUTH_STATUS.verified);
  });

  it('does not bring back online a device switched off while it was read', async () => {
    const simNo = '8986014800000000003';
    await insertSim(shop.db, simNo, { sourceType: 2, onlineStatus: ONLINE_STATUS.online, device: { wifiEncrypt: 'WPA2-PSK', band2g: band('Home'), band5g: null } });
    const switchedOff = () => shop.db.update(sims).set({ onlineStatus: ONLINE_STATUS.offline }).where(eq(sims.simNo, simNo));
    expect(await readThenStore(simNo, switchedOff)).toBe(false);
    expect((await simRow(shop.db, simNo)).onlineStatus).toBe(ONLINE_STATUS.offline);
  });
});

describe('the sandbox carrier', () => {
  it('acts on its own line, never on the card: the card changes only when the shop stores the answer', async () => {
    const simNo = '8986014800000000004';
    await insertSim(shop.db, simNo, { simStatus: SIM_STATUS.suspended, breakRuleId: 3, breakTips: '违规', allowRemoveBreak: true, totalFlow: 1024 });
    const before = await simRow(shop.db, simNo);
    const platform = createSandboxSimPlatform(shop.db);
    const now = new Date();
    const later = new Date(now.getTime() + 3_600_000);
    await platform.liftBreak(simNo, now);
    await platform.setSpeed(simNo, { speedCode: '5G_1000M', until: later }, now);
    const answer = await platform.applyPackage(simNo, { kind: 'addon', packageId: 1, flowMb: 2048, priceFen: 100, startAt: now, endAt: later }, now);
    expect(await simRow(shop.db, simNo)).toEqual(before);
    expect(answer).toMatchObject({ state: { simStatus: SIM_STATUS.normal }, break: null, plan: { totalFlow: 3072 }, speed: { speedCode: '5G_1000M', until: later } });
    await recordLines(shop.db, [answer]);
    expect(await simRow(shop.db, simNo)).toMatchObject({ simStatus: SIM_STATUS.normal, breakRuleId: null, allowRemoveBreak: false, totalFlow: 3072 });
  });
});
