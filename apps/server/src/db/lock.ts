import { closeSync, fsyncSync, linkSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Another live process holds the data directory. */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';

  constructor(
    readonly pid: number,
    readonly lockPath: string,
  ) {
    super(
      `The data directory is in use by process ${pid} (lock file ${lockPath}). ` +
        'Stop that process, or start this one with another DATA_DIR.',
    );
  }
}

export interface DataDirLock {
  /** Removes the lock if it is still ours; safe to call more than once and from an exit handler. */
  release(): void;
}

const ATTEMPTS = 5;
const RETRY_MS = 50;
/** A takeover guard lives for microseconds; one this old was left by a crash. */
const GUARD_STALE_MS = 10_000;

const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

const ignoreMissing = (action: () => void): void => {
  try {
    action();
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
};

/** Creates `path` holding `text`, failing with EEXIST if it exists (O_EXCL). */
const createExclusive = (path: string, text: string): void => {
  const fd = openSync(path, 'wx');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
};

/**
 * The lock appears with its pid already written: the pid goes into a private file created
 * with O_EXCL, which is then hard-linked into place (atomic, and fails if the lock exists).
 * A reader therefore never sees an empty lock.
 */
const tryCreate = (lockPath: string): boolean => {
  const staging = `${lockPath}.${process.pid}`;
  ignoreMissing(() => unlinkSync(staging));
  createExclusive(staging, `${process.pid}\n`);
  try {
    linkSync(staging, lockPath);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(staging);
  }
};

const readLock = (lockPath: string): string | undefined => {
  try {
    return readFileSync(lockPath, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
};

/** The pid of a live holder, or undefined when the lock is stale (dead pid, our own pid reused, garbage). */
const liveHolder = (text: string): number | undefined => {
  const pid = Number(text.trim());
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  return isAlive(pid) ? pid : undefined;
};

/** Removes a stale lock unless someone replaced it meanwhile; one remover at a time. */
const removeStale = (lockPath: string, staleText: string): boolean => {
  const guard = `${lockPath}.takeover`;
  try {
    createExclusive(guard, `${process.pid}\n`);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    ignoreMissing(() => {
      if (Date.now() - statSync(guard).mtimeMs > GUARD_STALE_MS) unlinkSync(guard);
    });
    return false;
  }
  try {
    if (readLock(lockPath) !== staleText) return false;
    ignoreMissing(() => unlinkSync(lockPath));
    return true;
  } finally {
    unlinkSync(guard);
  }
};

/**
 * Takes the data directory's lock for this process. A lock whose process has died is
 * taken over; a live holder is refused with DataDirInUseError naming its pid.
 */
export const acquireLock = async (lockPath: string): Promise<DataDirLock> => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (tryCreate(lockPath)) return heldLock(lockPath);
    const text = readLock(lockPath);
    if (text !== undefined) {
      const holder = liveHolder(text);
      if (holder !== undefined) throw new DataDirInUseError(holder, lockPath);
      if (removeStale(lockPath, text)) continue;
    }
    await sleep(RETRY_MS);
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes kept racing for it.`);
};

const heldLock = (lockPath: string): DataDirLock => {
  let held = true;
  return {
    release: () => {
      if (!held) return;
      held = false;
      if (readLock(lockPath)?.trim() === String(process.pid)) ignoreMissing(() => unlinkSync(lockPath));
    },
  };
};
