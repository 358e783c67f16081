import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type Deliver, deliverCopies, type NotificationRequest, WECHAT_RETRY_DELAYS_MS } from './delivery';
import { signSandbox } from './signature';

/** A sandbox's table of notifications, a row each: the columns of its delivery state. */
export type NotifyingTable = PgTable & Record<'notifyId' | 'notifyAttempts' | 'nextNotifyAt' | 'notifiedAt', AnyPgColumn>;

/** What a notification's row carries whatever the sandbox: where it goes and how often it was tried. */
export interface NotifyingRow {
  notifyUrl: string;
  notifyAttempts: number;
}

export interface DeliveryTuning {
  /** Where notifications go; until set, they wait in the table. */
  deliver?: Deliver;
  /** The share of deliveries sent twice, as real gateways sometimes do. */
  duplicateRate: number;
  /** Waits after each failed delivery; when they run out the sender gives up. */
  retryDelaysMs: readonly number[];
  /** Source of chance for duplicates (tests pass a fixed one). */
  random: () => number;
}

/** A sandbox's settings until told otherwise: one delivery in five sent twice, WeChat Pay's retries. */
export const DELIVERY_DEFAULTS: DeliveryTuning = { duplicateRate: 0.2, retryDelaysMs: WECHAT_RETRY_DELAYS_MS, random: Math.random };

export interface NotifierOptions<Row extends NotifyingRow> {
  /** Signs every delivery, afresh on each retry. */
  secret: string;
  table: NotifyingTable;
  /** The table's key column: a row's key is what `schedule` takes. */
  key: AnyPgColumn;
  /** The notification a row sends, signed over its JSON. */
  notificationOf: (row: Row) => object;
  /** Read at each try, so a sandbox tuned later delivers by its new settings. */
  tuning: () => DeliveryTuning;
}

/**
 * Delivers a sandbox's notifications as WeChat Pay does: signed, retried with backoff until
 * acknowledged, sometimes twice. The delivery state lives in the sandbox's table, so a restart
 * or another process carries on where this one stopped.
 */
export const createNotifier = <Row extends NotifyingRow>(db: Database, { secret, table, key, notificationOf, tuning }: NotifierOptions<Row>) => {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;
  const undelivered = and(isNotNull(table.notifyId), isNull(table.notifiedAt));

  /** Counts the try and books the next one before sending, so a crash mid-send still retries. */
  const claimAttempt = async (id: string): Promise<Row | undefined> => {
    const [row] = await db
      .update(table)
      .set({ notifyAttempts: sql`${table.notifyAttempts} + 1`, nextNotifyAt: sql`now() + interval '1 minute'` })
      .where(and(eq(key, id), undelivered))
      .returning();
    return row as Row | undefined;
  };

  const setDelivery = (id: string, state: { notifiedAt?: Date; nextNotifyAt: Date | null }) => db.update(table).set(state).where(eq(key, id));

  const attempt = async (id: string): Promise<void> => {
    const { deliver, random, duplicateRate, retryDelaysMs } = tuning();
    if (!deliver || closed) return;
    const row = await claimAttempt(id);
    if (!row) return;
    const body = JSON.stringify(notificationOf(row));
    const request: NotificationRequest = { url: row.notifyUrl, headers: signSandbox(secret, body), body };
    const copies = random() < duplicateRate ? 2 : 1;
    if (await deliverCopies(deliver, request, copies)) {
      await setDelivery(id, { notifiedAt: new Date(), nextNotifyAt: null });
      return;
    }
    const delay = retryDelaysMs[row.notifyAttempts - 1];
    await setDelivery(id, { nextNotifyAt: delay === undefined ? null : new Date(Date.now() + delay) });
    if (delay !== undefined) schedule(id, delay);
  };

  const track = (work: Promise<void>): void => {
    // A failed try (the database gone at shutdown) is retried from the table after a restart.
    const settled = work.catch(() => undefined).finally(() => running.delete(settled));
    running.add(settled);
  };

  const schedule = (id: string, delayMs: number): void => {
    if (closed) return;
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (delayMs <= 0) {
      track(attempt(id));
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(id);
      track(attempt(id));
    }, delayMs);
    timer.unref();
    timers.set(id, timer);
  };

  return {
    /** Sends the row's notification after `delayMs` (at once when not positive), replacing a try already booked. */
    schedule,

    /** Picks up deliveries a previous run left unfinished. */
    resume: async (): Promise<void> => {
      const waiting = await db
        .select({ id: key, nextNotifyAt: table.nextNotifyAt })
        .from(table)
        .where(and(undelivered, isNotNull(table.nextNotifyAt)));
      for (const row of waiting) schedule(String(row.id), ((row.nextNotifyAt as Date | null)?.getTime() ?? 0) - Date.now());
    },

    /** Resolves once no delivery is running (tests wait on it instead of sleeping). */
    drain: async (): Promise<void> => {
      while (running.size > 0) await Promise.all(running);
    },

    close: async (): Promise<void> => {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
};

export type Notifier = ReturnType<typeof createNotifier>;
