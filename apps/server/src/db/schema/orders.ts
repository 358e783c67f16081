import type { CloseReason, OrderKind, OrderStatus, PaymentType } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { goods } from './goods';
import { numbers } from './numbers';
import { promoters } from './promoter';

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
