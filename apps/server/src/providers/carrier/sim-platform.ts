import type { Database } from '../../db/client';

/** One of a multi-network line's other networks. */
export interface ViceLine {
  simNo: string;
  iccid: string;
  operatorType: number;
  simStatus: number;
}

/** A break-rule suspension: the rule, the words the holder reads, and whether the holder may lift it. */
export interface LineBreak {
  ruleId: number;
  tips: string;
  removable: boolean;
}

/** A pay-as-you-go volume package on the line; `closed`: the holder stopped it, use is billed no further. */
export interface LineVolume {
  packageId: number;
  useFlow: number;
  totalMoney: number;
  gPrice: number;
  closed: boolean;
}

/** A line as the carrier platform reports it at one instant: everything the shop keeps of it. */
export interface SimReading {
  simNo: string;
  state: { simStatus: number };
  /** Use of the current plan in MB, counted up to `until`. */
  usage: { useFlow: number; until: Date };
  realName: { authStatus: number; authPlatformStatus: number };
  network: { internetStatus: number; onlineStatus: number; operatorType: number; apn: string; viceSims: ViceLine[] };
  /** The current plan's data (null end: the plan never ends). */
  plan: { totalFlow: number; isInfiniteFlow: boolean; endAt: Date | null };
  /** Null: no break-rule suspension. */
  break: LineBreak | null;
  volume: LineVolume | null;
  /** The speed class the line runs at until `until`; null: its normal speed (a class ends by itself at `until`). */
  speed: LineSpeed | null;
}

/** A speed class the carrier runs a line at, until when. */
export interface LineSpeed {
  speedCode: string;
  until: Date;
}

/** The carrier did not answer (busy, timed out, refused): nothing it said may be stored. */
export class SimPlatformError extends Error {
  override readonly name = 'SimPlatformError';
}

/**
 * Data a bought package gives a line. A base plan starting now opens a new cycle ending at
 * `endAt`; an add-on adds its data to the current cycle; a volume pack opens pay-as-you-go
 * use. One starting later (at the cycle end) is queued by the carrier until then.
 */
export interface PackageGrant {
  kind: 'base' | 'addon' | 'volume';
  packageId: number;
  /** Null: unlimited. */
  flowMb: number | null;
  priceFen: number;
  startAt: Date;
  endAt: Date;
}

/** A renewed line's next cycle: its data and when it ends. */
export interface CycleStart {
  simNo: string;
  flowMb: number | null;
  endAt: Date;
}

/**
 * The carrier's SIM platform: reads a line and acts on it. Every act answers the line as it
 * stands after it (as a carrier's API answers the changed resource), so the shop stores it
 * without reading again. Acts that go with a payment take the shop's transaction (`within`):
 * the sandbox, a stand-in living in the shop's database, acts in it, so a payment rolled back
 * applies nothing (docs/decisions/0006-sandboxes-keep-their-own-state.md).
 */
export interface SimPlatform {
  /** The line with its use counted up to `now` (a device's Wi-Fi is the device control's). */
  read(simNo: string, now: Date): Promise<SimReading>;
  /** Lifts a break-rule suspension at `now`: the line goes back into service. */
  liftBreak(simNo: string, now: Date): Promise<SimReading>;
  /** Resumes a line suspended for arrears: it goes back into service at `now`. The shop asks only once nothing is owed. */
  resume(simNo: string, now: Date): Promise<SimReading>;
  /** Applies a bought package to the line. */
  applyPackage(simNo: string, grant: PackageGrant, now: Date, within?: Database): Promise<SimReading>;
  /** Stops the line's volume package: use is billed no further. */
  closeVolume(simNo: string, now: Date): Promise<SimReading>;
  /** Starts renewed lines' next cycles, in one call for a batch. */
  startCycles(lines: readonly CycleStart[], now: Date, within?: Database): Promise<SimReading[]>;
  /** Runs the line at a speed class until `until` (a speed add-on bought or extended); it returns to normal by itself then. */
  setSpeed(simNo: string, speed: LineSpeed, now: Date, within?: Database): Promise<SimReading>;
  /** Suspends lines whose cycle ended without renewal, in one call for a batch. */
  lapse(simNos: readonly string[], now: Date, within?: Database): Promise<SimReading[]>;
}
