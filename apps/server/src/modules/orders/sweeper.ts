import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { OrderService } from './service';

export const SWEEP_INTERVAL_MS = 15_000;

/**
 * Runs the orders' background pass every interval in this process (one at a time). The
 * state is in the database and rows are taken with SKIP LOCKED, so any number of processes
 * sweep together, and a restart simply picks up where the last pass stopped.
 */
export const startOrderSweeper = (orders: Pick<OrderService, 'sweep'>, logger: FastifyBaseLogger, intervalMs = SWEEP_INTERVAL_MS) => {
  let running: Promise<void> | undefined;
  const tick = (): void => {
    if (running) return;
    running = orders
      .sweep()
      .then(
        ({ expired, delivered }) => {
          if (expired > 0 || delivered > 0) logger.info({ expired, delivered }, 'orders swept');
        },
        (error: unknown) => logger.error({ err: error }, 'order sweep failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    /** Stops the timer and waits for a pass in progress, so the database can close after it. */
    stop: async (): Promise<void> => {
      clearInterval(timer);
      await running;
    },
  };
};

/** Sweeps while the app is up: from ready (listening) until close, before the database goes. */
export const installOrderSweeper = (app: FastifyInstance, orders: Pick<OrderService, 'sweep'>): void => {
  let sweeper: ReturnType<typeof startOrderSweeper> | undefined;
  app.addHook('onReady', async () => {
    sweeper = startOrderSweeper(orders, app.log);
  });
  app.addHook('onClose', async () => {
    await sweeper?.stop();
  });
};
