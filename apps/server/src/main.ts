import pino from 'pino';
import { ConfigError, type Config, loadConfig } from './config';
import { DataDirInUseError } from './db/lock';
import { logOptions } from './lib/log';
import { type RunningShop, startShop } from './startup';

/** Requests in flight get this long to finish after SIGTERM/SIGINT. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const readConfig = (): Config => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
};

/** First signal: stop accepting, finish in-flight requests, close the database, release the lock. Second: leave now. */
const stopOnSignals = (shop: RunningShop, logger: pino.Logger): void => {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => fail('Shutdown took too long; exiting.'), SHUTDOWN_TIMEOUT_MS).unref();
    shop.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
};

const main = async (): Promise<void> => {
  const config = readConfig();
  const logger = pino(logOptions(config.logLevel));
  const shop = await startShop(config, logger).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) return fail(error.message);
    logger.fatal({ err: error }, 'the shop could not start');
    return fail(`The shop could not start: ${error instanceof Error ? error.message : String(error)}`);
  });
  stopOnSignals(shop, logger);
  process.stdout.write(`Shop running at http://localhost:${shop.port}/shop/\n`);
};

await main();
