import type { FastifyInstance } from 'fastify';
import { repeatWhileUp } from '../../lib/sweeper';
import type { OrderService } from './service';

export const SWEEP_INTERVAL_MS = 15_000;

/**
 * Runs the orders' background pass every interval while the app is up. The state is in the
 * database and rows are taken with SKIP LOCKED, so any number of processes sweep together, and
 * a restart simply picks up where the last pass stopped.
 */
export const installOrderSweeper = (app: FastifyInstance, orders: Pick<OrderService, 'sweep'>): void =>
  repeatWhileUp(app, SWEEP_INTERVAL_MS, () =>
    orders.sweep().then(
      ({ expired, delivered }) => {
        if (expired > 0 || delivered > 0) app.log.info({ expired, delivered }, 'orders swept');
      },
      (error: unknown) => app.log.error({ err: error }, 'order sweep failed'),
    ),
  );
