import { setTimeout as sleep } from 'node:timers/promises';
import { INTERNET_STATUS, SIM_STATUS } from '@shop/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { sims } from '../../db/schema';
import { type CycleStart, type LineSpeed, type PackageGrant, type SimPlatform, SimPlatformError, type SimReading } from './sim-platform';
import { accruedMb, usageAfter } from './usage';

export interface SandboxSimPlatformOptions {
  /** How long each read takes, as a busy carrier's does (0 by default). */
  delayMs?: number;
  /** Card numbers whose reads fail, as if the carrier were down for them. */
  failingSimNos?: readonly string[];
}

/** What a package started now changes on the line. */
const grantedLine = (grant: PackageGrant, now: Date): PgUpdateSetSource<typeof sims> => {
  if (grant.kind === 'volume') return { volumePackageId: grant.packageId, volume: { useFlow: 0, totalMoney: 0, gPrice: grant.priceFen }, volumeClosedAt: null };
  if (grant.kind === 'addon') {
    return grant.flowMb === null ? { isInfiniteFlow: true } : { totalFlow: sql`${sims.totalFlow} + ${grant.flowMb}` };
  }
  // A base plan opens a new cycle: its data from nothing used, until its end.
  return {
    totalFlow: grant.flowMb ?? 0,
    isInfiniteFlow: grant.flowMb === null,
    useFlow: 0,
    endAt: grant.endAt,
    lastUsageAt: sql`greatest(${sims.lastUsageAt}, ${now})`,
  };
};

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
        speed: sim.speedCode !== null && sim.speedUntil !== null && sim.speedUntil > now ? { speedCode: sim.speedCode, until: sim.speedUntil } : null,
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
      // Like a lifted break: the time without service is never counted as used. The shop asks
      // once its wallet holds nothing owed; the carrier does not read the shop's books.
      await db
        .update(sims)
        .set({
          lastUsageAt: sql`greatest(${sims.lastUsageAt}, ${now})`,
          simStatus: SIM_STATUS.normal,
        })
        .where(and(eq(sims.simNo, simNo), eq(sims.simStatus, SIM_STATUS.arrears)));
    },
    applyPackage: async (simNo: string, grant: PackageGrant, now: Date, within: Database = db): Promise<void> => {
      // One starting later waits for the cycle's turn; the shop keeps it as a package not yet started.
      if (grant.startAt > now) return;
      await within.update(sims).set(grantedLine(grant, now)).where(eq(sims.simNo, simNo));
    },
    closeVolume: async (simNo: string, now: Date): Promise<void> => {
      await db
        .update(sims)
        .set({ volumeClosedAt: now })
        .where(and(eq(sims.simNo, simNo), isNull(sims.volumeClosedAt)));
    },
    startCycles: async (lines: readonly CycleStart[], now: Date, within: Database = db): Promise<void> => {
      if (lines.length === 0) return;
      const rows = JSON.stringify(lines.map((line) => ({ sim_no: line.simNo, flow: line.flowMb, end_at: line.endAt.toISOString() })));
      await within.execute(sql`
        update sims set total_flow = coalesce(v.flow, 0), use_flow = 0, is_infinite_flow = v.flow is null, end_at = v.end_at,
          last_usage_at = greatest(sims.last_usage_at, ${now})
        from jsonb_to_recordset(${rows}::jsonb) as v(sim_no text, flow integer, end_at timestamptz)
        where sims.sim_no = v.sim_no`);
    },
    setSpeed: async (simNo: string, { speedCode, until }: LineSpeed, _now: Date, within: Database = db): Promise<void> => {
      await within.update(sims).set({ speedCode, speedUntil: until }).where(eq(sims.simNo, simNo));
    },
    lapse: async (simNos: readonly string[], now: Date, within: Database = db): Promise<void> => {
      if (simNos.length === 0) return;
      await within
        .update(sims)
        .set({ simStatus: SIM_STATUS.suspended, lastUsageAt: sql`greatest(${sims.lastUsageAt}, ${now})` })
        .where(and(inArray(sims.simNo, [...simNos]), eq(sims.simStatus, SIM_STATUS.normal)));
    },
  };
};
