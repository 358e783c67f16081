import type { FastifyInstance } from 'fastify';
import type { PackageService } from './service';

/** Often enough that a cycle ending today is renewed early in the day, and a notice is sent the day it falls due. */
export const RENEWAL_INTERVAL_MS = 10 * 60_000;

/**
 * Runs the renewal job while the app is up, one pass at a time in this process. Cards are
 * taken with SKIP LOCKED and each cycle is renewed once, so any number of processes run it together.
 */
export const installRenewalJob = (app: FastifyInstance, packages: Pick<PackageService, 'renew'>, intervalMs = RENEWAL_INTERVAL_MS): void => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = (): void => {
    if (running) return;
    const began = performance.now();
    running = packages
      .renew()
      .then(
        (run) => {
          if (run.renewed > 0 || run.lapsed > 0 || run.noticed > 0) app.log.info({ ...run, ms: Math.round(performance.now() - began) }, 'renewal job ran');
        },
        (error: unknown) => app.log.error({ err: error }, 'renewal job failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
