import type { FastifyInstance } from 'fastify';
import { installSweeper } from '../../lib/sweeper';
import type { WalletService } from './service';

/** As often as the shop orders' sweep. */
const SWEEP_INTERVAL_MS = 15_000;

/** Closes card orders whose payment window is over: one conditional UPDATE per pass. */
export const installWalletSweeper = (app: FastifyInstance, wallet: Pick<WalletService, 'sweep'>): void =>
  installSweeper(app, { sweep: wallet.sweep, intervalMs: SWEEP_INTERVAL_MS, swept: 'card orders closed', failed: 'card order sweep failed' });
