import { setTimeout as sleep } from 'node:timers/promises';
import { INTERNET_STATUS, SIM_STATUS } from '@shop/contract';
import { and, eq, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type SandboxCarrierLine, sandboxCarrierLines as lines } from '../../db/schema/sandbox-carrier';
import { readingOf } from './line';
import { type CycleStart, type LineSpeed, type PackageGrant, type SimPlatform, SimPlatformError, type SimReading } from './sim-platform';
import { accruedMb, usageAfter } from './usage';

export interface SandboxSimPlatformOptions {
  /** How long each read takes, as a busy carrier's does (0 by default). */
  delayMs?: number;
  /** Card numbers whose reads fail, as if the carrier were down for them. */
  failingSimNos?: readonly string[];
}

type LineChange = PgUpdateSetSource<typeof lines>;

/** Time that passes without service is counted as used up, so it never accrues once the line is back. */
const countedFrom = (now: Date) => sql`greatest(${lines.lastUsageAt}, ${now})`;

/** What a package started now changes on the line. */
const grantedLine = (grant: PackageGrant, now: Date): LineChange => {
  if (grant.kind === 'volume') return { volume: { packageId: grant.packageId, useFlow: 0, totalMoney: 0, gPrice: grant.priceFen, closedAt: null } };
  if (grant.kind === 'addon') {
    return grant.flowMb === null ? { isInfiniteFlow: true } : { totalFlow: sql`${lines.totalFlow} + ${grant.flowMb}` };
  }
  // A base plan opens a new cycle: its data from nothing used, until its end.
  return { totalFlow: grant.flowMb ?? 0, isInfiniteFlow: grant.flowMb === null, useFlow: 0, endAt: grant.endAt, lastUsageAt: countedFrom(now) };
};

/** The line's use counted up to `now`: a line in service with data on uses its daily rate; any other uses nothing. */
const countedTo = (line: SandboxCarrierLine, now: Date): Pick<SandboxCarrierLine, 'useFlow' | 'lastUsageAt'> => {
  const inService = line.simStatus === SIM_STATUS.normal && line.internetStatus === INTERNET_STATUS.on;
  const until = now > line.lastUsageAt ? now : line.lastUsageAt;
  const accrued = inService ? accruedMb(line.lastUsageAt, until, line.dailyUsageMb) : 0;
  return { useFlow: usageAfter(line.useFlow, accrued, line.totalFlow, line.isInfiniteFlow), lastUsageAt: until };
};

/**
 * The carrier's SIM platform as a sandbox on its own lines (`sandbox_carrier_lines`): a read
 * counts the line's use up to its instant, an act changes the line and answers it.
 */
export const createSandboxSimPlatform = (db: Database, { delayMs = 0, failingSimNos = [] }: SandboxSimPlatformOptions = {}): SimPlatform => {
  const failing = new Set(failingSimNos);
  const noLine = (simNo: string) => new SimPlatformError(`the sandbox carrier has no line ${simNo}`);

  /** The line after an act: the changed row, or the line as it stands when the act changed nothing. */
  const answer = async (within: Database, simNo: string, changed: SandboxCarrierLine[], now: Date): Promise<SimReading> => {
    const [line] = changed.length > 0 ? changed : await within.select().from(lines).where(eq(lines.simNo, simNo));
    if (!line) throw noLine(simNo);
    return readingOf(line, now);
  };

  const change = async (simNo: string, set: LineChange, now: Date, within: Database, onlyIf = sql`true`): Promise<SimReading> =>
    answer(within, simNo, await within.update(lines).set({ ...set, updatedAt: now }).where(and(eq(lines.simNo, simNo), onlyIf)).returning(), now);

  return {
    read: async (simNo: string, now: Date): Promise<SimReading> => {
      if (delayMs > 0) await sleep(delayMs);
      if (failing.has(simNo)) throw new SimPlatformError(`the sandbox carrier fails reads of ${simNo}`);
      return db.transaction(async (tx) => {
        const [line] = await tx.select().from(lines).where(eq(lines.simNo, simNo)).for('update');
        if (!line) throw noLine(simNo);
        return change(simNo, countedTo(line, now), now, tx);
      });
    },
    liftBreak: (simNo: string, now: Date) =>
      change(
        simNo,
        {
          breakRuleId: null,
          breakTips: '',
          allowRemoveBreak: false,
          lastUsageAt: countedFrom(now),
          simStatus: sql`case when ${lines.simStatus} = ${SIM_STATUS.suspended} then ${SIM_STATUS.normal} else ${lines.simStatus} end`,
        },
        now,
        db,
      ),
    resume: (simNo: string, now: Date) => change(simNo, { lastUsageAt: countedFrom(now), simStatus: SIM_STATUS.normal }, now, db, eq(lines.simStatus, SIM_STATUS.arrears)),
    applyPackage: (simNo: string, grant: PackageGrant, now: Date, within: Database = db) =>
      // One starting later waits for the cycle's turn; the shop keeps it as a package not yet started.
      grant.startAt > now ? answer(within, simNo, [], now) : change(simNo, grantedLine(grant, now), now, within),
    closeVolume: (simNo: string, now: Date) =>
      change(
        simNo,
        { volume: sql`jsonb_set(${lines.volume}, '{closedAt}', to_jsonb(${now.toISOString()}::text))` },
        now,
        db,
        and(isNotNull(lines.volume), sql`${lines.volume} ->> 'closedAt' is null`),
      ),
    startCycles: async (cycles: readonly CycleStart[], now: Date, within: Database = db): Promise<SimReading[]> => {
      if (cycles.length === 0) return [];
      const rows = JSON.stringify(cycles.map((line) => ({ sim_no: line.simNo, flow: line.flowMb, end_at: line.endAt.toISOString() })));
      const started = await within
        .update(lines)
        .set({
          totalFlow: sql`coalesce(v.flow, 0)`,
          useFlow: 0,
          isInfiniteFlow: sql`v.flow is null`,
          endAt: sql`v.end_at`,
          lastUsageAt: countedFrom(now),
          updatedAt: now,
        })
        .from(sql`jsonb_to_recordset(${rows}::jsonb) as v(sim_no text, flow integer, end_at timestamptz)`)
        .where(sql`${lines.simNo} = v.sim_no`)
        .returning(getTableColumns(lines));
      return started.map((line) => readingOf(line, now));
    },
    setSpeed: (simNo: string, { speedCode, until }: LineSpeed, now: Date, within: Database = db) => change(simNo, { speedCode, speedUntil: until }, now, within),
    lapse: async (simNos: readonly string[], now: Date, within: Database = db): Promise<SimReading[]> => {
      if (simNos.length === 0) return [];
      const lapsed = await within
        .update(lines)
        .set({ simStatus: SIM_STATUS.suspended, lastUsageAt: countedFrom(now), updatedAt: now })
        .where(and(inArray(lines.simNo, [...simNos]), eq(lines.simStatus, SIM_STATUS.normal)))
        .returning();
      return lapsed.map((line) => readingOf(line, now));
    },
  };
};
