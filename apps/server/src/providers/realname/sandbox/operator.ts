import { randomBytes } from 'node:crypto';
import { maskIdCard, REALNAME_SANDBOX_PAGE_PATH, RealnameMessage, type RealnameReason } from '@shop/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type SandboxRealnameRow, sandboxRealnameChecks } from '../../../db/schema/sandbox-realname';
import { notFound } from '../../../errors';
import { type Deliver, deliverCopies, type NotificationRequest, WECHAT_RETRY_DELAYS_MS } from '../../payment/sandbox/delivery';
import { signSandbox } from '../../payment/sandbox/signature';
import type { CheckProgress, OpenCheckInput, RealnameVerdict } from '../types';
import { identityMismatch, type SandboxRules } from './rules';

export type OperatorAction = 'confirm' | 'fail';

/** What the sandbox operator posts to the shop (signed over these exact bytes). */
export interface SandboxVerdictNotification extends RealnameVerdict {
  id: string;
  createdAt: string;
}

export interface SandboxOperatorTuning extends SandboxRules {
  /** Where notifications go; until set, they wait in the table. */
  deliver?: Deliver;
  /** How long the operator takes to decide after the holder submits (3 s by default). */
  decisionDelayMs?: number;
  /** The share of deliveries sent twice, as real operators' callbacks sometimes are. */
  duplicateRate?: number;
  /** Waits after each failed delivery; when they run out the operator gives up (the shop still reads the verdict by query). */
  retryDelaysMs?: readonly number[];
  random?: () => number;
  clock?: () => Date;
}

const verdictOf = (row: SandboxRealnameRow): RealnameVerdict => ({
  requestSn: row.requestSn,
  outcome: row.outcome ?? 'failed',
  reason: row.reason,
  holderName: row.holderName ?? '',
  idCardMasked: row.idCardMasked ?? '',
});

const notificationOf = (row: SandboxRealnameRow): SandboxVerdictNotification => ({
  id: row.notifyId ?? '',
  ...verdictOf(row),
  createdAt: row.updatedAt.toISOString(),
});

/**
 * The sandbox operator: serves its real-name page, takes the holder's submission, decides after
 * a delay, and notifies the shop like the payment sandbox does (signed, retried with backoff
 * until acknowledged, sometimes twice). Its state lives in its table, so a restart or another
 * process carries on.
 */
export const createSandboxOperator = (db: Database, secret: string, initial: SandboxOperatorTuning = {}) => {
  let tuning = {
    decisionDelayMs: 3000,
    duplicateRate: 0.2,
    retryDelaysMs: WECHAT_RETRY_DELAYS_MS as readonly number[],
    random: Math.random,
    clock: () => new Date(),
    ...initial,
  };
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;

  const find = async (requestSn: string): Promise<SandboxRealnameRow | undefined> =>
    (await db.select().from(sandboxRealnameChecks).where(eq(sandboxRealnameChecks.requestSn, requestSn)))[0];

  /** Counts the try and books the next one before sending, so a crash mid-send still retries. */
  const claimAttempt = async (requestSn: string): Promise<SandboxRealnameRow | undefined> => {
    const [row] = await db
      .update(sandboxRealnameChecks)
      .set({ notifyAttempts: sql`${sandboxRealnameChecks.notifyAttempts} + 1`, nextNotifyAt: sql`now() + interval '1 minute'` })
      .where(and(eq(sandboxRealnameChecks.requestSn, requestSn), isNotNull(sandboxRealnameChecks.notifyId), isNull(sandboxRealnameChecks.notifiedAt)))
      .returning();
    return row;
  };

  const attempt = async (requestSn: string): Promise<void> => {
    const deliver = tuning.deliver;
    if (!deliver || closed) return;
    const row = await claimAttempt(requestSn);
    if (!row) return;
    const body = JSON.stringify(notificationOf(row));
    const request: NotificationRequest = { url: row.notifyUrl, headers: signSandbox(secret, body), body };
    const copies = tuning.random() < tuning.duplicateRate ? 2 : 1;
    if (await deliverCopies(deliver, request, copies)) {
      await db.update(sandboxRealnameChecks).set({ notifiedAt: new Date(), nextNotifyAt: null }).where(eq(sandboxRealnameChecks.requestSn, requestSn));
      return;
    }
    const delay = tuning.retryDelaysMs[row.notifyAttempts - 1];
    const next = delay === undefined ? null : new Date(Date.now() + delay);
    await db.update(sandboxRealnameChecks).set({ nextNotifyAt: next }).where(eq(sandboxRealnameChecks.requestSn, requestSn));
    if (delay !== undefined) schedule(requestSn, delay);
  };

  const track = (work: Promise<void>): void => {
    // A failed try (the database gone at shutdown) is retried from the table after a restart.
    const settled = work.catch(() => undefined).finally(() => running.delete(settled));
    running.add(settled);
  };

  const schedule = (requestSn: string, delayMs: number): void => {
    if (closed) return;
    clearTimeout(timers.get(requestSn));
    if (delayMs <= 0) {
      timers.delete(requestSn);
      track(attempt(requestSn));
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(requestSn);
      track(attempt(requestSn));
    }, delayMs);
    timer.unref();
    timers.set(requestSn, timer);
  };

  const resume = async (): Promise<void> => {
    const waiting = await db
      .select({ requestSn: sandboxRealnameChecks.requestSn, nextNotifyAt: sandboxRealnameChecks.nextNotifyAt })
      .from(sandboxRealnameChecks)
      .where(and(isNotNull(sandboxRealnameChecks.notifyId), isNull(sandboxRealnameChecks.notifiedAt), isNotNull(sandboxRealnameChecks.nextNotifyAt)));
    for (const row of waiting) schedule(row.requestSn, (row.nextNotifyAt?.getTime() ?? 0) - Date.now());
  };

  const reasonFor = (action: OperatorAction, name: string, idCard: string): RealnameReason | null => {
    if (tuning.failAll) return 'operatorFailed';
    if (action === 'fail') return 'faceCheck';
    return identityMismatch(name, idCard, tuning);
  };

  return {
    open: async (input: OpenCheckInput): Promise<{ url: string }> => {
      const { requestSn, simNo, operatorType, notifyUrl, returnUrl } = input;
      await db.insert(sandboxRealnameChecks).values({ requestSn, simNo, operatorType, notifyUrl, returnUrl }).onConflictDoNothing();
      return { url: `${REALNAME_SANDBOX_PAGE_PATH}?requestSn=${encodeURIComponent(requestSn)}` };
    },

    find,

    /** The page's buttons: the holder's submission (or a simulated failure), decided after the delay. A second submit changes nothing. */
    act: async (requestSn: string, action: OperatorAction, name: string, idCard: string): Promise<{ returnUrl: string }> => {
      const row = await find(requestSn);
      if (!row) throw notFound(RealnameMessage.unknownRequest);
      const reason = reasonFor(action, name, idCard);
      const dueAt = new Date(tuning.clock().getTime() + tuning.decisionDelayMs);
      const [submitted] = await db
        .update(sandboxRealnameChecks)
        .set({
          status: 'submitted',
          outcome: reason === null ? 'verified' : 'failed',
          reason,
          holderName: name,
          idCardMasked: maskIdCard(idCard),
          dueAt,
          notifyId: randomBytes(16).toString('hex'),
          nextNotifyAt: dueAt,
          updatedAt: new Date(),
        })
        .where(and(eq(sandboxRealnameChecks.requestSn, requestSn), eq(sandboxRealnameChecks.status, 'open')))
        .returning();
      if (submitted) schedule(requestSn, tuning.decisionDelayMs);
      return { returnUrl: row.returnUrl };
    },

    /** The operator's query API: the verdict only once it is due. */
    progress: async (requestSn: string): Promise<CheckProgress | undefined> => {
      const row = await find(requestSn);
      if (!row) return undefined;
      if (row.status === 'open') return { state: 'open' };
      if (!row.dueAt || row.dueAt > tuning.clock()) return { state: 'reviewing' };
      return { state: 'decided', notifyId: row.notifyId ?? '', ...verdictOf(row) };
    },

    /** Connects the operator to the shop it notifies (and tunes it), then resumes waiting deliveries. */
    connect: async (settings: SandboxOperatorTuning): Promise<void> => {
      tuning = { ...tuning, ...settings };
      await resume();
    },

    /** Changes the knobs of a running sandbox (tests). */
    tune: (settings: SandboxOperatorTuning): void => {
      tuning = { ...tuning, ...settings };
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

    rules: (): SandboxRules => tuning,
  };
};

export type SandboxOperator = ReturnType<typeof createSandboxOperator>;
