import { setTimeout as sleep } from 'node:timers/promises';
import { INTERNET_STATUS, SIM_STATUS } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sims } from '../../db/schema';
import { type SimPlatform, SimPlatformError, type SimReading } from './sim-platform';
import { accruedMb, usageAfter } from './usage';

export interface SandboxSimPlatformOptions {
  /** How long each read takes, as a busy carrier's does (0 by default). */
  delayMs?: number;
  /** Card numbers whose reads fail, as if the carrier were down for them. */
  failingSimNos?: readonly string[];
}

/**
 * The carrier's SIM platform as a sandbox on the shop's own `sims` rows: a line in service
 * with data on uses its daily rate from the last count on; any other line uses nothing.
 */
export const createSandboxSimPlatform = (db: Database, { delayMs = 0, failingSimNos = [] }: SandboxSimPlatformOptions = {}): SimPlatform => {
  const failing = new Set(failingSimNos);
  return {
    read: async (simNo: string, now: Date): Promise<SimReading> => {
      if (delayMs > 0) await sleep(delayMs);
      if (failing.has(simNo)) throw new SimPlatformError(`the sandbox carrier fails reads of ${simNo}`);
      const [sim] = await db.select().from(sims).where(eq(sims.simNo, simNo));
      if (!sim) throw new SimPlatformError(`the sandbox carrier has no line ${simNo}`);
      const inService = sim.simStatus === SIM_STATUS.normal && sim.internetStatus === INTERNET_STATUS.on;
      const until = now > sim.lastUsageAt ? now : sim.lastUsageAt;
      const accrued = inService ? accruedMb(sim.lastUsageAt, until, sim.dailyUsageMb) : 0;
      const useFlow = usageAfter(sim.useFlow, accrued, sim.totalFlow, sim.isInfiniteFlow);
      return {
        state: { simStatus: sim.simStatus },
        usage: { useFlow, accrued: useFlow - sim.useFlow, until },
        realName: { authStatus: sim.authStatus, authPlatformStatus: sim.authPlatformStatus },
        network: { internetStatus: sim.internetStatus, onlineStatus: sim.onlineStatus },
        device: sim.device,
      };
    },
    liftBreak: async (simNo: string, now: Date): Promise<void> => {
      // The suspended time is counted as used up, so it never accrues once the line is back.
      await db
        .update(sims)
        .set({
          breakRuleId: null,
          breakTips: '',
          allowRemoveBreak: false,
          lastUsageAt: sql`greatest(${sims.lastUsageAt}, ${now})`,
          simStatus: sql`case when ${sims.simStatus} = ${SIM_STATUS.suspended} then ${SIM_STATUS.normal} else ${sims.simStatus} end`,
        })
        .where(eq(sims.simNo, simNo));
    },
    resume: async (simNo: string, now: Date): Promise<void> => {
      // Like a lifted break: the time without service is never counted as used.
      await db
        .update(sims)
        .set({
          lastUsageAt: sql`greatest(${sims.lastUsageAt}, ${now})`,
          simStatus: SIM_STATUS.normal,
        })
        .where(and(eq(sims.simNo, simNo), eq(sims.simStatus, SIM_STATUS.arrears), eq(sims.arrearsBalance, 0)));
    },
  };
};
