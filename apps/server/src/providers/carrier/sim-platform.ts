import type { Database } from '../../db/client';

/** A line as the carrier platform reports it at one instant. */
export interface SimReading {
  state: { simStatus: number };
  /** Use of the current plan in MB, counted up to `until`; `accrued` of it since the last count. */
  usage: { useFlow: number; accrued: number; until: Date };
  realName: { authStatus: number; authPlatformStatus: number };
  network: { internetStatus: number; onlineStatus: number };
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
 * The carrier's SIM platform: reads a line and acts on it. Acts that go with a payment take
 * the shop's transaction (`within`): a sandbox keeping its lines in the shop's rows acts in
 * it, so a payment rolled back applies nothing; an adapter for a real platform calls out.
 */
export interface SimPlatform {
  /** The line's state, usage up to `now`, real-name state and network (a device's Wi-Fi is the device control's). */
  read(simNo: string, now: Date): Promise<SimReading>;
  /** Lifts a break-rule suspension at `now`: the line goes back into service. */
  liftBreak(simNo: string, now: Date): Promise<void>;
  /** Resumes a line suspended for arrears once nothing is owed: it goes back into service at `now`. */
  resume(simNo: string, now: Date): Promise<void>;
  /** Applies a bought package to the line. */
  applyPackage(simNo: string, grant: PackageGrant, now: Date, within?: Database): Promise<void>;
  /** Stops the line's volume package: use is billed no further. */
  closeVolume(simNo: string, now: Date): Promise<void>;
  /** Starts renewed lines' next cycles, in one call for a batch. */
  startCycles(lines: readonly CycleStart[], now: Date, within?: Database): Promise<void>;
  /** Runs the line at a speed class until `until` (a speed add-on bought or extended); it returns to normal by itself then. */
  setSpeed(simNo: string, speed: LineSpeed, now: Date, within?: Database): Promise<void>;
  /** Suspends lines whose cycle ended without renewal, in one call for a batch. */
  lapse(simNos: readonly string[], now: Date, within?: Database): Promise<void>;
}
