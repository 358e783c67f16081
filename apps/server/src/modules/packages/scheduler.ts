import type { FastifyInstance } from 'fastify';
import { repeatWhileUp } from '../../lib/sweeper';
import type { PackageService } from './service';

/** Often enough that a cycle ending today is renewed early in the day, and a notice is sent the day it falls due. */
export const RENEWAL_INTERVAL_MS = 10 * 60_000;

/**
 * Runs the renewal job while the app is up, one pass at a time in this process. Cards are
 * taken with SKIP LOCKED and each cycle is renewed once, so any number of processes run it together.
 */
export const installRenewalJob = (app: FastifyInstance, packages: Pick<PackageService, 'renew'>, intervalMs = RENEWAL_INTERVAL_MS): void =>
  repeatWhileUp(app, intervalMs, async () => {
    const began = performance.now();
    try {
      const run = await packages.renew();
      if (run.renewed > 0 || run.lapsed > 0 || run.noticed > 0) app.log.info({ ...run, ms: Math.round(performance.now() - began) }, 'renewal job ran');
    } catch (error) {
      app.log.error({ err: error }, 'renewal job failed');
    }
  });
