import type { FastifyInstance } from 'fastify';
import type { WalletService } from './service';

/** As often as the shop orders' sweep. */
const SWEEP_INTERVAL_MS = 15_000;

/**
 * Closes card orders whose payment window is over, every sweep interval while the app is up.
 * One conditional UPDATE per pass, so any number of processes sweep together.
 */
export const installWalletSweeper = (app: FastifyInstance, wallet: Pick<WalletService, 'sweep'>, intervalMs = SWEEP_INTERVAL_MS): void => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = (): void => {
    if (running) return;
    running = wallet
      .sweep()
      .then(
        (closed) => {
          if (closed > 0) app.log.info({ closed }, 'card orders closed');
        },
        (error: unknown) => app.log.error({ err: error }, 'card order sweep failed'),
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
