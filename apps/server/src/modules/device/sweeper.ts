import type { FastifyInstance } from 'fastify';
import { installSweeper } from '../../lib/sweeper';
import type { DeviceService } from './service';

/** Often enough that a device nobody is watching still changes within seconds of its due time. */
const SWEEP_INTERVAL_MS = 5_000;

/** Applies the device commands that are due (a read applies them too); each is locked and marked applied once. */
export const installDeviceSweeper = (app: FastifyInstance, device: Pick<DeviceService, 'sweep'>): void =>
  installSweeper(app, { sweep: device.sweep, intervalMs: SWEEP_INTERVAL_MS, swept: 'device commands applied', failed: 'device command sweep failed' });
