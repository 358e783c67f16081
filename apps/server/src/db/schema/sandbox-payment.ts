import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const SANDBOX_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type SandboxPaymentStatus = (typeof SANDBOX_PAYMENT_STATUSES)[number];

/**
 * The sandbox gateway's own books, apart from the shop's `payments` as a real gateway's
 * would be: what it was asked to collect, what the payer did, and its notification's delivery
 * (kept here so retries go on after a restart).
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    paymentSn: text().primaryKey(),
    amountFen: integer().notNull(),
    merchantName: text().notNull(),
    description: text().notNull(),
    notifyUrl: text().notNull(),
    returnUrl: text().notNull(),
    status: text().$type<SandboxPaymentStatus>().notNull().default('pending'),
    tradeNo: text(),
    /** Set when the payer paid or failed: the notification's id, the same on every retry. */
    notifyId: text(),
    notifyAttempts: integer().notNull().default(0),
    nextNotifyAt: timestamp({ withTimezone: true }),
    /** When the shop acknowledged the notification; retries stop. */
    notifiedAt: timestamp({ withTimezone: true }),
    refundedFen: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('sandbox_payments_undelivered_idx').on(t.nextNotifyAt).where(sql`notify_id is not null and notified_at is null`),
    check('sandbox_payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'refunded')`),
    check('sandbox_payments_amount_check', sql`${t.amountFen} > 0`),
  ],
);

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
