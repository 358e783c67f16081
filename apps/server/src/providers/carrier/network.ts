import type { NetworkSwitchFailure } from '@shop/contract';
import type { Database } from '../../db/client';
import type { SimReading } from './sim-platform';

/** A move of a multi-network line from one operator's network to another's. */
export interface NetworkSwitchRequest {
  simNo: string;
  fromOperator: number;
  toOperator: number;
}

/** What the carrier did with a switch: the line as it stands on the new network, or why not. */
export type NetworkSwitchOutcome = { switched: true; line: SimReading } | { switched: false; failure: NetworkSwitchFailure };

/**
 * The carrier's network switching, which takes time: a request is accepted with the moment
 * its answer is due, and the answer is asked for then. Like the SIM platform's acts, the
 * answer takes the shop's transaction (`within`), so the sandbox's line, the shop's copy of it
 * and the shop's record of the switch change together.
 */
export interface NetworkSwitcher {
  /** Asks for the switch; answers when the carrier will have done it. */
  request(request: NetworkSwitchRequest, now: Date): Promise<{ dueAt: Date }>;
  /** The carrier's answer to a switch asked earlier, once it is due. */
  outcome(request: NetworkSwitchRequest, now: Date, within?: Database): Promise<NetworkSwitchOutcome>;
}
