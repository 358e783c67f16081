import { randomBytes } from 'node:crypto';
import { maskIdCard, REALNAME_SANDBOX_PAGE_PATH, RealnameMessage, type RealnameReason } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type SandboxRealnameRow, sandboxRealnameChecks } from '../../../db/schema/sandbox-realname';
import { notFound } from '../../../errors';
import { createNotifier, DELIVERY_DEFAULTS, type DeliveryTuning } from '../../notify/notifier';
import type { CheckProgress, OpenCheckInput, RealnameVerdict } from '../types';
import { identityMismatch, type SandboxRules } from './rules';

export type OperatorAction = 'confirm' | 'fail';

/** What the sandbox operator posts to the shop (signed over these exact bytes). */
export interface SandboxVerdictNotification extends RealnameVerdict {
  id: string;
  createdAt: string;
}

/** The operator's knobs; once its retries run out the shop still reads the verdict by query. */
export interface SandboxOperatorTuning extends SandboxRules, Partial<DeliveryTuning> {
  /** How long the operator takes to decide after the holder submits (3 s by default). */
  decisionDelayMs?: number;
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
  let tuning = { ...DELIVERY_DEFAULTS, decisionDelayMs: 3000, clock: () => new Date(), ...initial };
  const notifier = createNotifier<SandboxRealnameRow>(db, {
    secret,
    table: sandboxRealnameChecks,
    key: sandboxRealnameChecks.requestSn,
    notificationOf,
    tuning: () => tuning,
  });

  const find = async (requestSn: string): Promise<SandboxRealnameRow | undefined> =>
    (await db.select().from(sandboxRealnameChecks).where(eq(sandboxRealnameChecks.requestSn, requestSn)))[0];

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
      if (submitted) notifier.schedule(requestSn, tuning.decisionDelayMs);
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
      await notifier.resume();
    },

    /** Changes the knobs of a running sandbox (tests). */
    tune: (settings: SandboxOperatorTuning): void => {
      tuning = { ...tuning, ...settings };
    },

    /** Resolves once no delivery is running (tests wait on it instead of sleeping). */
    drain: notifier.drain,

    close: notifier.close,

    rules: (): SandboxRules => tuning,
  };
};

export type SandboxOperator = ReturnType<typeof createSandboxOperator>;
