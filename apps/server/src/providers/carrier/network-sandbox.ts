import { SIM_STATUS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type CarrierViceSim, sandboxCarrierLines as lines } from '../../db/schema/sandbox-carrier';
import { readingOf } from './line';
import type { NetworkSwitcher, NetworkSwitchOutcome, NetworkSwitchRequest } from './network';
import { SimPlatformError } from './sim-platform';

export interface SandboxNetworkSwitcherOptions {
  /** How long the carrier takes to switch (5 s by default, so a holder sees it happen). */
  delayMs?: number;
  /** Refuse every switch, as a carrier whose switching is down does. */
  refuse?: boolean;
  /** Refuse every request outright, as a carrier whose switching API is unreachable does. */
  refuseRequests?: boolean;
}

/** Each operator's APN for its IoT lines. */
const APN: Readonly<Record<number, string>> = { 1: 'CMIOT', 2: '3GNET', 3: 'CTNET', 4: 'CBNET' };

/**
 * The carrier's network switching as a sandbox on its own lines. A card's vice SIMs
 * are its other networks: switching to one puts the line on it and the network left joins the
 * vice list, so the list always holds the networks the card is not on. A vice SIM out of
 * service cannot carry the line.
 */
export const createSandboxNetworkSwitcher = (
  db: Database,
  { delayMs = 5000, refuse = false, refuseRequests = false }: SandboxNetworkSwitcherOptions = {},
): NetworkSwitcher => ({
  request: async ({ simNo }: NetworkSwitchRequest, now: Date) => {
    if (refuseRequests) throw new SimPlatformError(`the sandbox carrier refused to switch ${simNo}`);
    return { dueAt: new Date(now.getTime() + delayMs) };
  },
  outcome: async ({ simNo, toOperator }: NetworkSwitchRequest, now: Date, within: Database = db): Promise<NetworkSwitchOutcome> => {
    const [line] = await within.select().from(lines).where(eq(lines.simNo, simNo)).for('update');
    if (!line) throw new SimPlatformError(`the sandbox carrier has no line ${simNo}`);
    const target = line.viceSims.find((vice) => vice.operatorType === toOperator);
    if (!target || target.simStatus !== SIM_STATUS.normal) return { switched: false, failure: 'notInService' };
    if (refuse) return { switched: false, failure: 'carrierRefused' };
    const left: CarrierViceSim = { simNo, iccid: line.iccid, operatorType: line.operatorType, simStatus: line.simStatus };
    const viceSims = [...line.viceSims.filter((vice) => vice !== target), left].sort((a, b) => a.operatorType - b.operatorType);
    const [switched] = await within
      .update(lines)
      .set({ operatorType: toOperator, apn: APN[toOperator] ?? '', viceSims, updatedAt: now })
      .where(eq(lines.simNo, simNo))
      .returning();
    if (!switched) throw new SimPlatformError(`the sandbox carrier has no line ${simNo}`);
    return { switched: true, line: readingOf(switched, now) };
  },
});
