import type { PaymentProviderName, PayState } from '@shop/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries, type PaymentStatus, paymentNotifications, payments } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<typeof payments.$inferInsert, 'paymentSn' | 'orderId' | 'iotOrderId' | 'provider' | 'paymentType' | 'amountFen'>;

export const insertPayment = async (db: Database, payment: NewPayment): Promise<number> => {
  const [row] = await db.insert(payments).values(payment).returning({ id: payments.id });
  if (!row) throw new Error(`payment ${payment.paymentSn} was not stored`);
  return row.id;
};

export const setPaymentStatus = (db: Database, id: number, status: PaymentStatus, paid?: { tradeNo: string; paidAt: Date }) =>
  db
    .update(payments)
    .set({ status, ...paid, updatedAt: new Date() })
    .where(eq(payments.id, id));

/** The payment row, locked until the transaction ends: notifications for it take turns. */
export const lockPayment = async (tx: Database, paymentSn: string): Promise<PaymentRow | undefined> =>
  (await tx.select().from(payments).where(eq(payments.paymentSn, paymentSn)).for('update'))[0];

/** Records a notification by its id; false when that id was already recorded (a duplicate). */
export const recordNotification = async (
  tx: Database,
  row: { provider: PaymentProviderName; notifyId: string; paymentSn: string; outcome: string },
): Promise<boolean> => {
  const inserted = await tx.insert(paymentNotifications).values(row).onConflictDoNothing().returning({ id: paymentNotifications.id });
  return inserted.length === 1;
};

export const findNotification = async (db: Database, provider: PaymentProviderName, notifyId: string) =>
  (
    await db
      .select({ paymentSn: paymentNotifications.paymentSn, outcome: paymentNotifications.outcome })
      .from(paymentNotifications)
      .where(and(eq(paymentNotifications.provider, provider), eq(paymentNotifications.notifyId, notifyId)))
  )[0];

export const addLedgerEntry = (tx: Database, payment: PaymentRow, kind: 'payment' | 'refund') =>
  tx.insert(ledgerEntries).values({
    orderId: payment.orderId,
    iotOrderId: payment.iotOrderId,
    paymentId: payment.id,
    kind,
    amountFen: kind === 'payment' ? payment.amountFen : -payment.amountFen,
  });

/** The state of each order's latest payment attempt, by order id, in one read; an order never paid is absent. */
export const latestPayStates = async (db: Database, orderIds: readonly number[]): Promise<Map<number, PayState>> => {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([payments.orderId], { orderId: payments.orderId, status: payments.status })
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(asc(payments.orderId), desc(payments.id));
  return new Map(rows.flatMap((row) => (row.orderId === null ? [] : [[row.orderId, row.status] as const])));
};
