import type { FastifyInstance } from 'fastify';
import type { DeviceService } from './service';

/** Often enough that a device nobody is watching still changes within seconds of its due time. */
const SWEEP_INTERVAL_MS = 5_000;

/**
 * Applies the device commands that are due, every sweep interval while the app is up (a read
 * applies them too). Each command is locked and marked applied once, so any number of processes sweep together.
 */
export const installDeviceSweeper = (app: FastifyInstance, device: Pick<DeviceService, 'sweep'>, intervalMs = SWEEP_INTERVAL_MS): void => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = (): void => {
    if (running) return;
    running = device
      .sweep()
      .then(
        (applied) => {
          if (applied > 0) app.log.info({ applied }, 'device commands applied');
        },
        (error: unknown) => app.log.error({ err: error }, 'device command sweep failed'),
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
