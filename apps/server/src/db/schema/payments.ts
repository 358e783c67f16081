import type { PaymentProviderName, PaymentType } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { orders } from './orders';
import { iotOrders } from './wallet';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'closed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment attempts of an order; at most one succeeds. */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentSn: text().notNull(),
    /** The shop order or the card's order it pays: exactly one of the two. */
    orderId: integer().references(() => orders.id),
    iotOrderId: integer().references(() => iotOrders.id),
    provider: text().$type<PaymentProviderName>().notNull(),
    paymentType: text().$type<PaymentType>().notNull(),
    amountFen: integer().notNull(),
    status: text().$type<PaymentStatus>().notNull().default('pending'),
    /** The gateway's own transaction id, once it reports one. */
    tradeNo: text(),
    paidAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_payment_sn_key').on(t.paymentSn),
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_one_success_key').on(t.orderId).where(sql`status = 'succeeded'`),
    index('payments_iot_order_idx').on(t.iotOrderId),
    uniqueIndex('payments_one_iot_success_key').on(t.iotOrderId).where(sql`status = 'succeeded'`),
    check('payments_amount_check', sql`${t.amountFen} > 0`),
    check('payments_pays_one_check', sql`(${t.orderId} is null) <> (${t.iotOrderId} is null)`),
  ],
);

/** Every notification a gateway sent, once per its id: a duplicate is recognised, not re-applied. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().$type<PaymentProviderName>().notNull(),
    notifyId: text().notNull(),
    paymentSn: text().notNull(),
    outcome: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_notifications_key').on(t.provider, t.notifyId)],
);

export const LEDGER_KINDS = ['payment', 'refund'] as const;

/** Money received and returned, in fen: one row per payment and per refund, never updated. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The shop order, or the card's order (`iotOrderId`), the payment paid. */
    orderId: integer().references(() => orders.id),
    iotOrderId: integer().references(() => iotOrders.id),
    paymentId: integer()
      .notNull()
      .references(() => payments.id),
    kind: text().$type<(typeof LEDGER_KINDS)[number]>().notNull(),
    /** Positive for money in, negative for money out. */
    amountFen: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_entries_payment_kind_key').on(t.paymentId, t.kind)],
);
