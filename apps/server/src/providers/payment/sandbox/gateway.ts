import { randomBytes } from 'node:crypto';
import { Code, defineMessages, inLocales, type PayResult, renderCatalogue, SANDBOX_CASHIER_PATH, withValues } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type SandboxPaymentRow, sandboxPayments } from '../../../db/schema/sandbox-payment';
import { BusinessError, notFound } from '../../../errors';
import type { CreatePaymentInput, RefundInput } from '../types';
import { createNotifier, DELIVERY_DEFAULTS, type DeliveryTuning } from '../../notify/notifier';

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

/** The gateway's knobs: where it delivers, how often it duplicates and retries. */
export type SandboxTuning = Partial<DeliveryTuning>;

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
  let tuning: DeliveryTuning = { ...DELIVERY_DEFAULTS, ...initial };
  const notifier = createNotifier<SandboxPaymentRow>(db, {
    secret,
    table: sandboxPayments,
    key: sandboxPayments.paymentSn,
    notificationOf,
    tuning: () => tuning,
  });

  const find = async (paymentSn: string): Promise<SandboxPaymentRow | undefined> =>
    (await db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentSn, paymentSn)))[0];

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
        notifier.schedule(paymentSn, 0);
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
      await notifier.resume();
    },

    /** Resolves once no delivery is running or due (tests wait on it instead of sleeping). */
    drain: notifier.drain,

    close: notifier.close,
  };
};

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
