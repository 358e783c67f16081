import type { FastifyInstance } from 'fastify';

export interface Sweep {
  /** One pass; answers how many rows it handled. */
  sweep: () => Promise<number>;
  intervalMs: number;
  /** The log line of a pass that handled rows, and of one that failed. */
  swept: string;
  failed: string;
}

/**
 * Runs `pass` every interval while the app is up (from ready until close, before the database
 * goes), one at a time in this process. A pass logs its own outcome and never rejects.
 */
export const repeatWhileUp = (app: FastifyInstance, intervalMs: number, pass: () => Promise<void>): void => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = (): void => {
    if (running) return;
    running = pass().finally(() => {
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

/**
 * Runs a background sweep every interval while the app is up. The passes keep their state in
 * the database and lock what they handle, so any number of processes sweep together.
 */
export const installSweeper = (app: FastifyInstance, { sweep, intervalMs, swept, failed }: Sweep): void =>
  repeatWhileUp(app, intervalMs, () =>
    sweep().then(
      (count) => {
        if (count > 0) app.log.info({ count }, swept);
      },
      (error: unknown) => app.log.error({ err: error }, failed),
    ),
  );
