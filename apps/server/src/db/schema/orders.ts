import type { CloseReason, OrderKind, OrderStatus, PaymentProviderName } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { goods } from './goods';
import { numbers } from './numbers';
import { promoters } from './promoters';
import { iotOrders } from './wallet';

type PaymentType = 'wechat' | 'alipay';

/**
 * Orders for a number or a product. The buyer's identity card is kept only as a keyed hash
 * (for the per-card limit and the blacklist) and in masked form.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderSn: text().notNull(),
    kind: text().$type<OrderKind>().notNull(),
    status: text().$type<OrderStatus>().notNull().default('unpaid'),
    promoterId: integer()
      .notNull()
      .references(() => promoters.id),
    numberId: integer().references(() => numbers.id),
    goodsId: integer().references(() => goods.id),
    title: text().notNull(),
    number: text(),
    cover: text().notNull().default(''),
    operator: smallint().notNull(),
    priceFen: integer().notNull(),
    planFen: integer().notNull(),
    amountFen: integer().notNull(),
    buyerName: text().notNull(),
    buyerIdCardHash: text().notNull(),
    buyerIdCardMasked: text().notNull(),
    buyerMobile: text().notNull(),
    provinceCode: text().notNull(),
    cityCode: text().notNull(),
    countyCode: text().notNull(),
    regionText: text().notNull(),
    addressDetail: text().notNull(),
    paymentType: text().$type<PaymentType>(),
    expiresAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    closeReason: text().$type<CloseReason>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_order_sn_key').on(t.orderSn),
    index('orders_buyer_idx').on(t.buyerMobile, t.createdAt),
    index('orders_id_card_idx').on(t.buyerIdCardHash),
    index('orders_expiry_idx').on(t.expiresAt).where(sql`status = 'unpaid'`),
    // The last guard against selling a number twice: one live order per number.
    uniqueIndex('orders_live_number_key')
      .on(t.numberId)
      .where(sql`number_id is not null and status in ('unpaid', 'paid', 'shipped', 'completed')`),
    check('orders_kind_check', sql`${t.kind} in ('number', 'goods')`),
    check('orders_status_check', sql`${t.status} in ('unpaid', 'paid', 'shipped', 'completed', 'closed', 'refunded')`),
    check('orders_item_check', sql`(${t.kind} = 'number') = (${t.numberId} is not null)`),
    check('orders_amount_check', sql`${t.amountFen} >= 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** Answers already given, by idempotency key, so a repeated request replays the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    /** The envelope answered (null while the first request is still running). */
    response: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export const BLACKLIST_KINDS = ['idCard', 'mobile'] as const;

/** Buyers the shop will not accept (keyed hash of the identity card, or the mobile itself). */
export const blacklist = pgTable(
  'blacklist',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<(typeof BLACKLIST_KINDS)[number]>().notNull(),
    value: text().notNull(),
    reason: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blacklist_kind_value_key').on(t.kind, t.value)],
);

/** A paid order's delivery; the carrier provider answers its tracking events. */
export const shipments = pgTable('shipments', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  carrier: text().notNull(),
  trackingNo: text().notNull(),
  shippedAt: timestamp({ withTimezone: true }).notNull(),
  deliveredAt: timestamp({ withTimezone: true }),
});

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
