import { existsSync, mkdirSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The embedded database's files inside DATA_DIR. */
export interface DataDirLayout {
  root: string;
  /** PGlite's PostgreSQL data directory. */
  pgdata: string;
  /** Holds the pid of the one process using the directory. */
  lock: string;
  /** Written only once the database is migrated and seeded. */
  ready: string;
}

export const dataDirLayout = (root: string): DataDirLayout => ({
  root,
  pgdata: join(root, 'pgdata'),
  lock: join(root, 'pglite.lock'),
  ready: join(root, 'ready'),
});

export const ensureDataDir = (layout: DataDirLayout): void => {
  mkdirSync(layout.root, { recursive: true });
};

/**
 * A pgdata without the ready marker was left by a first start that stopped before it
 * finished (during initdb, migrations or the seed): it is thrown away so that start-up
 * builds it again. Returns whether something was discarded.
 */
export const discardUnfinished = (layout: DataDirLayout): boolean => {
  if (existsSync(layout.ready)) {
    if (existsSync(layout.pgdata)) return false;
    // The marker outlived its database (pgdata removed by hand); it describes nothing now.
    unlinkSync(layout.ready);
    return false;
  }
  if (!existsSync(layout.pgdata)) return false;
  rmSync(layout.pgdata, { recursive: true, force: true });
  return true;
};

/** Written to a side file and renamed, so the marker is either absent or complete. */
export const markReady = (layout: DataDirLayout): void => {
  if (existsSync(layout.ready)) return;
  const staging = `${layout.ready}.${process.pid}`;
  writeFileSync(staging, `${new Date().toISOString()}\n`);
  renameSync(staging, layout.ready);
};
