import { lt, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { rateCounts } from '../../db/schema/rateLimits';

/** A key's requests in its current window, this one included, and how long until the window ends. */
export interface RateCount {
  current: number;
  ttlMs: number;
}

export interface RateCounts {
  /** Counts one request of `key` in the fixed window of `windowMs` it falls in. In memory: no database round trip. */
  hit(key: string, windowMs: number): RateCount;
  /** Adds this process's new hits to the shared counts and reads back every process's totals. */
  flush(): Promise<void>;
  /** Flushes one last time and stops the timer. */
  close(): Promise<void>;
}

export interface RateCountOptions {
  /** How often hits are shared through the database (PostgreSQL only); the overshoot bound grows with it. */
  flushEveryMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

interface Window {
  start: number;
  windowMs: number;
  /** Every process's hits as of the last flush, this one's included. */
  shared: number;
  /** This process's hits since the last flush. */
  unshared: number;
}

/** Rows of windows that ended this long ago are deleted, once in as long, as the counts are flushed. */
const KEEP_ENDED_MS = 60_000;
const FLUSH_ROWS = 500;

/**
 * The general rate budgets' counts. Each process counts in memory, so a request costs no
 * database work; on PostgreSQL every process adds its new hits to `rate_counts` once a second
 * (one statement per 500 keys) and reads back the totals, so the budgets hold across processes.
 * Between two flushes a process does not see the others' latest hits: with P processes, a key
 * gets at most its budget plus what the other P - 1 processes let through in one flush interval,
 * and never more than P times its budget. PGlite has one process, which sees every hit at once.
 */
export const createRateCounts = (handle: Pick<DatabaseHandle, 'db' | 'kind'>, options: RateCountOptions = {}): RateCounts => {
  const { flushEveryMs = 1_000, now = Date.now, onError = () => undefined } = options;
  const windows = new Map<string, Window>();
  const shared = handle.kind === 'postgres';

  const hit = (key: string, windowMs: number): RateCount => {
    const time = now();
    const start = time - (time % windowMs);
    let window = windows.get(key);
    if (window === undefined || window.start !== start || window.windowMs !== windowMs) {
      window = { start, windowMs, shared: 0, unshared: 0 };
      windows.set(key, window);
    }
    window.unshared++;
    return { current: window.shared + window.unshared, ttlMs: start + windowMs - time };
  };

  const forgetEnded = (time: number): void => {
    for (const [key, window] of windows) if (window.start + window.windowMs <= time) windows.delete(key);
  };

  const share = async (batch: [string, Window, number][]): Promise<void> => {
    const rows = await handle.db
      .insert(rateCounts)
      .values(batch.map(([key, window, hits]) => ({ key, windowStart: window.start, windowMs: window.windowMs, hits })))
      .onConflictDoUpdate({ target: [rateCounts.key, rateCounts.windowStart], set: { hits: sql`${rateCounts.hits} + excluded.hits` } })
      .returning({ key: rateCounts.key, windowStart: rateCounts.windowStart, hits: rateCounts.hits });
    const totals = new Map(rows.map((row) => [`${row.windowStart} ${row.key}`, row.hits]));
    for (const [key, window, hits] of batch) {
      // Hits counted while the statement ran stay unshared for the next flush.
      window.unshared -= hits;
      window.shared = totals.get(`${window.start} ${key}`) ?? window.shared + hits;
    }
  };

  let swept = 0;
  let flushing: Promise<void> | undefined;
  const flushOnce = async (): Promise<void> => {
    const time = now();
    forgetEnded(time);
    if (!shared) return;
    const batch = [...windows].filter(([, window]) => window.unshared > 0).map(([key, window]) => [key, window, window.unshared] as [string, Window, number]);
    for (let i = 0; i < batch.length; i += FLUSH_ROWS) await share(batch.slice(i, i + FLUSH_ROWS));
    if (time - swept < KEEP_ENDED_MS) return;
    swept = time;
    await handle.db.delete(rateCounts).where(lt(sql`${rateCounts.windowStart} + ${rateCounts.windowMs}`, time - KEEP_ENDED_MS));
  };
  const flush = (): Promise<void> => {
    flushing ??= flushOnce().finally(() => {
      flushing = undefined;
    });
    return flushing;
  };

  const timer = setInterval(() => void flush().catch(onError), flushEveryMs);
  timer.unref();
  return {
    hit,
    flush,
    close: async () => {
      clearInterval(timer);
      await flush().catch(onError);
    },
  };
};
