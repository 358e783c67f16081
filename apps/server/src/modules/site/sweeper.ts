import type { FastifyInstance } from 'fastify';
import { installSweeper } from '../../lib/sweeper';
import type { WifiCardService } from './wifi-cards';

/** Expired cards only wait to be deleted; an hour's delay keeps nothing readable (find refuses them). */
const SWEEP_INTERVAL_MS = 3_600_000;

/** Deletes expired Wi-Fi cards, with the passwords they carry. */
export const installWifiCardSweeper = (app: FastifyInstance, wifiCards: Pick<WifiCardService, 'sweep'>): void =>
  installSweeper(app, { sweep: wifiCards.sweep, intervalMs: SWEEP_INTERVAL_MS, swept: 'expired Wi-Fi cards deleted', failed: 'Wi-Fi card sweep failed' });
