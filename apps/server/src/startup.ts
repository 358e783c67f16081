import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { dataDirLayout, discardUnfinished, ensureDataDir, markReady } from './db/data-dir';
import { acquireLock, type DataDirLock } from './db/lock';
import { loadOrCreateSecret, SANDBOX_PAY_SECRET_FILE, SECRET_FILE } from './lib/secret';
import { seedIfEmpty } from './seed';
import { DEMO_NUMBER_COUNT } from './seed/demo';

export interface ShopDatabase {
  handle: DatabaseHandle;
  /** Closes the database, then lets go of the data directory. */
  close(): Promise<void>;
}

const migrateAndSeed = async (handle: DatabaseHandle, logger: FastifyBaseLogger): Promise<void> => {
  await handle.exclusive(async () => {
    await handle.migrate();
    if (await seedIfEmpty(handle.db, { demoNumbers: DEMO_NUMBER_COUNT })) logger.info('database was empty: demo data seeded');
  });
};

/** PGlite in DATA_DIR: one process at a time, and an unfinished first start is redone. */
const openEmbedded = async (config: Config, logger: FastifyBaseLogger): Promise<ShopDatabase> => {
  const layout = dataDirLayout(config.dataDir);
  ensureDataDir(layout);
  const lock: DataDirLock = await acquireLock(layout.lock);
  // However the process ends, the lock goes with it.
  process.once('exit', lock.release);
  const releaseLock = (): void => {
    lock.release();
    process.off('exit', lock.release);
  };
  try {
    if (discardUnfinished(layout)) {
      logger.warn({ pgdata: layout.pgdata }, 'found a database left unfinished by an interrupted first start; creating it again');
    }
    const handle = await openDatabase({ kind: 'pglite', dir: layout.pgdata });
    await migrateAndSeed(handle, logger).catch(async (error: unknown) => {
      await handle.close();
      throw error;
    });
    markReady(layout);
    const close = async (): Promise<void> => {
      await handle.close();
      releaseLock();
    };
    return { handle, close };
  } catch (error) {
    releaseLock();
    throw error;
  }
};

const openShared = async (url: string, logger: FastifyBaseLogger): Promise<ShopDatabase> => {
  const handle = await openDatabase({ kind: 'postgres', url });
  await migrateAndSeed(handle, logger).catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  return { handle, close: () => handle.close() };
};

/** Opens the configured database, migrated and (when empty) seeded. */
export const openShopDatabase = (config: Config, logger: FastifyBaseLogger): Promise<ShopDatabase> =>
  config.databaseUrl ? openShared(config.databaseUrl, logger) : openEmbedded(config, logger);

export interface RunningShop {
  app: FastifyInstance;
  database: ShopDatabase;
  /** The port actually bound (PORT=0 picks a free one). */
  port: number;
  /** Stops accepting, finishes requests in flight, then closes the database. */
  close(): Promise<void>;
}

/**
 * Keys left unset are the ones generated into DATA_DIR at the first start, so every process on
 * one DATA_DIR agrees: on identity hashes, and on the sandbox's signatures (its notification may
 * reach another process through PUBLIC_URL). Read before the database opens, so a failure leaks nothing.
 */
const withKeys = (config: Config): Config => ({
  ...config,
  shopSecret: config.shopSecret ?? loadOrCreateSecret(config.dataDir, SECRET_FILE),
  payments: { ...config.payments, sandboxSecret: config.payments.sandboxSecret ?? loadOrCreateSecret(config.dataDir, SANDBOX_PAY_SECRET_FILE) },
});

export const startShop = async (given: Config, logger: FastifyBaseLogger): Promise<RunningShop> => {
  const config = withKeys(given);
  const database = await openShopDatabase(config, logger);
  const app = await buildApp({ db: database.handle, config, logger, sweepOrders: true, prepareSearch: true }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  try {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return {
      app,
      database,
      port,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
};
