import type { SimDevice } from '../../db/schema';

/** A line as the carrier platform reports it at one instant. */
export interface SimReading {
  state: { simStatus: number };
  /** Use of the current plan in MB, counted up to `until`; `accrued` of it since the last count. */
  usage: { useFlow: number; accrued: number; until: Date };
  realName: { authStatus: number; authPlatformStatus: number };
  network: { internetStatus: number; onlineStatus: number };
  device: SimDevice | null;
}

/** The carrier did not answer (busy, timed out, refused): nothing it said may be stored. */
export class SimPlatformError extends Error {
  override readonly name = 'SimPlatformError';
}

/** The carrier's SIM platform: reads a line and acts on it. */
export interface SimPlatform {
  /** The line's state, usage up to `now`, real-name state, network and device. */
  read(simNo: string, now: Date): Promise<SimReading>;
  /** Lifts a break-rule suspension at `now`: the line goes back into service. */
  liftBreak(simNo: string, now: Date): Promise<void>;
  /** Resumes a line suspended for arrears once nothing is owed: it goes back into service at `now`. */
  resume(simNo: string, now: Date): Promise<void>;
}
