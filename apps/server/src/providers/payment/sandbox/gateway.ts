import { randomBytes } from 'node:crypto';
import { Code, defineMessages, inLocales, type PayResult, renderCatalogue, SANDBOX_CASHIER_PATH, withValues } from '@shop/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type SandboxPaymentRow, sandboxPayments } from '../../../db/schema/sandbox-payment';
import { BusinessError, notFound } from '../../../errors';
import type { CreatePaymentInput, RefundInput } from '../types';
import { type Deliver, deliverCopies, type NotificationRequest, WECHAT_RETRY_DELAYS_MS } from './delivery';
import { signSandbox } from './signature';

export type CashierAction = 'pay' | 'fail' | 'cancel';

/** What the sandbox posts to the shop (signed over these exact bytes). */
export interface SandboxNotification {
  id: string;
  paymentSn: string;
  tradeNo: string;
  amountFen: number;
  outcome: 'succeeded' | 'failed';
  createdAt: string;
}

export interface SandboxTuning {
  /** Where notifications go; until set, they wait in the table. */
  deliver?: Deliver;
  /** The share of deliveries sent twice, as real gateways sometimes do. */
  duplicateRate?: number;
  /** Waits after each failed delivery; when they run out the gateway gives up. */
  retryDelaysMs?: readonly number[];
  /** Source of chance for duplicates (tests pass a fixed one). */
  random?: () => number;
}

/** What the sandbox cashier's caller is told. */
export const SandboxMessage = defineMessages('sandbox', {
  unknown: withValues(
    (paymentSn: string) => ({ paymentSn }),
    inLocales('支付单 {paymentSn} 不存在', '支付單 {paymentSn} 不存在', 'The payment {paymentSn} does not exist', "Le paiement {paymentSn} n'existe pas", 'El pago {paymentSn} no existe'),
  ),
  finished: inLocales(
    '该笔支付已处理，不能再操作',
    '該筆支付已處理，不能再操作',
    'This payment has already been processed and can no longer be changed',
    'Ce paiement a déjà été traité et ne peut plus être modifié',
    'Este pago ya se ha procesado y ya no se puede modificar',
  ),
});

/** The cashier's texts in zh-Hans, and the shop's own failure (never shown to a buyer). */
export const SandboxText = {
  ...renderCatalogue(SandboxMessage, 'zh-Hans'),
  notRefundable: (paymentSn: string) => `支付单 ${paymentSn} 未支付，不能退款`,
};

/** The shop page the payer goes back to; one who did not pay is told why, as gateways' returns do. */
const returnTo = (returnUrl: string, result?: PayResult): string =>
  result ? `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}payResult=${result}` : returnUrl;

const tradeNumber = (): string => `SBX${Date.now()}${randomBytes(5).toString('hex').toUpperCase()}`;

const notificationOf = (row: SandboxPaymentRow): SandboxNotification => ({
  id: row.notifyId ?? '',
  paymentSn: row.paymentSn,
  tradeNo: row.tradeNo ?? '',
  amountFen: row.amountFen,
  outcome: row.status === 'failed' ? 'failed' : 'succeeded',
  createdAt: row.updatedAt.toISOString(),
});

/**
 * The sandbox gateway: books payments, serves the cashier's buttons, and notifies the shop
 * like WeChat Pay does (signed, retried with backoff until acknowledged, sometimes twice).
 */
export const createSandboxGateway = (db: Database, secret: string, initial: SandboxTuning = {}) => {
  let tuning: Required<Omit<SandboxTuning, 'deliver'>> & Pick<SandboxTuning, 'deliver'> = {
    duplicateRate: 0.2,
    retryDelaysMs: WECHAT_RETRY_DELAYS_MS,
    random: Math.random,
    ...initial,
  };
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;

  const find = async (paymentSn: string): Promise<SandboxPaymentRow | undefined> =>
    (await db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentSn, paymentSn)))[0];

  /** Counts the try and books the next one before sending, so a crash mid-send still retries. */
  const claimAttempt = async (paymentSn: string): Promise<SandboxPaymentRow | undefined> => {
    const [row] = await db
      .update(sandboxPayments)
      .set({ notifyAttempts: sql`${sandboxPayments.notifyAttempts} + 1`, nextNotifyAt: sql`now() + interval '1 minute'` })
      .where(and(eq(sandboxPayments.paymentSn, paymentSn), isNotNull(sandboxPayments.notifyId), isNull(sandboxPayments.notifiedAt)))
      .returning();
    return row;
  };

  const attempt = async (paymentSn: string): Promise<void> => {
    const deliver = tuning.deliver;
    if (!deliver || closed) return;
    const row = await claimAttempt(paymentSn);
    if (!row) return;
    const body = JSON.stringify(notificationOf(row));
    const request: NotificationRequest = { url: row.notifyUrl, headers: signSandbox(secret, body), body };
    const copies = tuning.random() < tuning.duplicateRate ? 2 : 1;
    if (await deliverCopies(deliver, request, copies)) {
      await db.update(sandboxPayments).set({ notifiedAt: new Date(), nextNotifyAt: null }).where(eq(sandboxPayments.paymentSn, paymentSn));
      return;
    }
    const delay = tuning.retryDelaysMs[row.notifyAttempts - 1];
    const next = delay === undefined ? null : new Date(Date.now() + delay);
    await db.update(sandboxPayments).set({ nextNotifyAt: next }).where(eq(sandboxPayments.paymentSn, paymentSn));
    if (delay !== undefined) schedule(paymentSn, delay);
  };

  const track = (work: Promise<void>): void => {
    // A failed try (the database gone at shutdown) is retried from the table after a restart.
    const settled = work.catch(() => undefined).finally(() => running.delete(settled));
    running.add(settled);
  };

  const schedule = (paymentSn: string, delayMs: number): void => {
    if (closed) return;
    clearTimeout(timers.get(paymentSn));
    if (delayMs <= 0) {
      timers.delete(paymentSn);
      track(attempt(paymentSn));
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(paymentSn);
      track(attempt(paymentSn));
    }, delayMs);
    timer.unref();
    timers.set(paymentSn, timer);
  };

  /** Picks up deliveries a previous run left unfinished. */
  const resume = async (): Promise<void> => {
    const waiting = await db
      .select({ paymentSn: sandboxPayments.paymentSn, nextNotifyAt: sandboxPayments.nextNotifyAt })
      .from(sandboxPayments)
      .where(and(isNotNull(sandboxPayments.notifyId), isNull(sandboxPayments.notifiedAt), isNotNull(sandboxPayments.nextNotifyAt)));
    for (const row of waiting) schedule(row.paymentSn, (row.nextNotifyAt?.getTime() ?? 0) - Date.now());
  };

  const finish = async (paymentSn: string, action: 'pay' | 'fail'): Promise<SandboxPaymentRow | undefined> => {
    const [row] = await db
      .update(sandboxPayments)
      .set({
        status: action === 'pay' ? 'paid' : 'failed',
        tradeNo: tradeNumber(),
        notifyId: randomBytes(16).toString('hex'),
        nextNotifyAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(sandboxPayments.paymentSn, paymentSn), eq(sandboxPayments.status, 'pending')))
      .returning();
    return row;
  };

  return {
    /** Books a payment to collect; asking again for the same payment number changes nothing. */
    book: async (input: CreatePaymentInput): Promise<{ payUrl: string }> => {
      const { paymentSn, amountFen, merchantName, description, notifyUrl, returnUrl } = input;
      await db
        .insert(sandboxPayments)
        .values({ paymentSn, amountFen, merchantName, description, notifyUrl, returnUrl })
        .onConflictDoNothing();
      return { payUrl: `${SANDBOX_CASHIER_PATH}?paymentSn=${encodeURIComponent(paymentSn)}` };
    },

    find,

    /** The cashier's buttons. Pay and fail notify the shop; cancel leaves the payment open. */
    act: async (paymentSn: string, action: CashierAction): Promise<{ returnUrl: string }> => {
      const row = await find(paymentSn);
      if (!row) throw notFound(SandboxMessage.unknown(paymentSn));
      if (action === 'cancel') return { returnUrl: returnTo(row.returnUrl, 'cancelled') };
      const answer = { returnUrl: returnTo(row.returnUrl, action === 'fail' ? 'failed' : undefined) };
      const finished = await finish(paymentSn, action);
      if (finished) {
        schedule(paymentSn, 0);
        return answer;
      }
      // A second press of the same button (a double tap, a reload) answers as the first did.
      const current = await find(paymentSn);
      if (current?.status === (action === 'pay' ? 'paid' : 'failed')) return answer;
      throw new BusinessError(Code.failed, SandboxMessage.finished);
    },

    /** Books a refund in the shop's transaction, once per payment. */
    refund: async (input: RefundInput, tx: Database): Promise<void> => {
      const [row] = await tx
        .update(sandboxPayments)
        .set({ status: 'refunded', refundedFen: input.amountFen, updatedAt: new Date() })
        .where(and(eq(sandboxPayments.paymentSn, input.paymentSn), sql`${sandboxPayments.status} in ('paid', 'refunded')`))
        .returning();
      if (!row) throw new Error(SandboxText.notRefundable(input.paymentSn));
    },

    /** Connects the gateway to the shop it notifies (and tunes it), then resumes waiting deliveries. */
    connect: async (settings: SandboxTuning): Promise<void> => {
      tuning = { ...tuning, ...settings };
      await resume();
    },

    /** Resolves once no delivery is running or due (tests wait on it instead of sleeping). */
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

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
