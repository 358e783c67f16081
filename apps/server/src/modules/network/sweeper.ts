import type { FastifyInstance } from 'fastify';
import type { NetworkService } from './service';

/** Often enough that a switch left by its holder is applied about when the carrier answers. */
const SWEEP_INTERVAL_MS = 5_000;

/**
 * Applies network switches whose carrier answer is due, every interval while the app is up
 * (a holder's read applies theirs at once). Each switch is locked while applied, so any number
 * of processes sweep together and apply it once.
 */
export const installNetworkSweeper = (app: FastifyInstance, network: Pick<NetworkService, 'sweep'>, intervalMs = SWEEP_INTERVAL_MS): void => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = (): void => {
    if (running) return;
    running = network
      .sweep()
      .then(
        (settled) => {
          if (settled > 0) app.log.info({ settled }, 'network switches settled');
        },
        (error: unknown) => app.log.error({ err: error }, 'network switch sweep failed'),
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
