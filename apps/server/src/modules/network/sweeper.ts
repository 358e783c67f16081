import type { FastifyInstance } from 'fastify';
import { installSweeper } from '../../lib/sweeper';
import type { NetworkService } from './service';

/** Often enough that a switch left by its holder is applied about when the carrier answers. */
const SWEEP_INTERVAL_MS = 5_000;

/** Applies network switches whose carrier answer is due (a holder's read applies theirs at once); each is locked while applied. */
export const installNetworkSweeper = (app: FastifyInstance, network: Pick<NetworkService, 'sweep'>): void =>
  installSweeper(app, { sweep: network.sweep, intervalMs: SWEEP_INTERVAL_MS, swept: 'network switches settled', failed: 'network switch sweep failed' });
