import type { PointsReason, ShopDelivery, ShopGoodsKind, ShopOrderStatus } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { sims } from './iot';
import { pickupPoints, pointsShopGoods, tasks } from './points-shop';
import { iotOrders } from './wallet';

// What cards hold of points: the ledger, their addresses, points shop orders, tasks done and sign-ins.

/** A delivery address a card keeps; at most one per card is its default. */
export const simAddresses = pgTable(
  'sim_addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    name: text().notNull(),
    mobile: text().notNull(),
    provinceCode: text().notNull(),
    cityCode: text().notNull(),
    countyCode: text().notNull(),
    detail: text().notNull(),
    isDefault: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('sim_addresses_sim_idx').on(t.simId),
    uniqueIndex('sim_addresses_default_key')
      .on(t.simId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Where a shipped order goes, copied when ordered so later edits of the address do not move it. */
export interface ShippingAddress {
  name: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  detail: string;
}

/**
 * A points shop order. Its points were taken when placed; `iotOrderId` is the card order of
 * its cash part, when it has one. The item's name and cover are copied when ordered.
 */
export const pointsOrders = pgTable(
  'points_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderSn: text().notNull(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    goodsId: integer()
      .notNull()
      .references(() => pointsShopGoods.id),
    kind: text().$type<ShopGoodsKind>().notNull(),
    goodsName: text().notNull(),
    cover: text().notNull(),
    quantity: integer().notNull(),
    points: integer().notNull(),
    cashFen: integer().notNull(),
    status: text().$type<ShopOrderStatus>().notNull(),
    delivery: text().$type<ShopDelivery>().notNull(),
    address: jsonb().$type<ShippingAddress>(),
    pickupPointId: integer().references(() => pickupPoints.id),
    pickupCode: text(),
    iotOrderId: integer().references(() => iotOrders.id),
    carrier: text(),
    trackingNo: text(),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_orders_order_sn_key').on(t.orderSn),
    uniqueIndex('points_orders_iot_order_key').on(t.iotOrderId),
    index('points_orders_sim_idx').on(t.simId, t.createdAt),
    index('points_orders_goods_sim_idx').on(t.goodsId, t.simId),
    check('points_orders_status_check', sql`${t.status} in ('unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'closed')`),
    check('points_orders_delivery_check', sql`${t.delivery} in ('express', 'pickup', 'card')`),
    check('points_orders_amounts_check', sql`${t.quantity} > 0 and ${t.points} >= 0 and ${t.cashFen} >= 0`),
    check('points_orders_cash_check', sql`(${t.cashFen} > 0) = (${t.iotOrderId} is not null)`),
    check('points_orders_address_check', sql`(${t.delivery} = 'express') = (${t.address} is not null)`),
    check('points_orders_pickup_check', sql`(${t.delivery} = 'pickup') = (${t.pickupPointId} is not null)`),
  ],
);

/** The points ledger: every change of a card's points, signed, with the points after it. Their sum is `sims.integral`. */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    reason: text().$type<PointsReason>().notNull(),
    amount: integer().notNull(),
    balanceAfter: integer().notNull(),
    pointsOrderId: integer().references(() => pointsOrders.id),
    taskId: integer().references(() => tasks.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_entries_sim_idx').on(t.simId, t.id),
    check('points_entries_reason_check', sql`${t.reason} in ('opening', 'signIn', 'streak', 'task', 'purchase', 'refund')`),
    check('points_entries_after_check', sql`${t.balanceAfter} >= 0`),
    // An order's points come back once.
    uniqueIndex('points_entries_refund_key')
      .on(t.pointsOrderId)
      .where(sql`${t.reason} = 'refund'`),
  ],
);

/** A one-off task a card has done: once per card and task. */
export const taskCompletions = pgTable(
  'task_completions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    taskId: integer()
      .notNull()
      .references(() => tasks.id),
    points: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('task_completions_sim_task_key').on(t.simId, t.taskId)],
);

/** A card's sign-in on a China calendar day, once a day, with the streak it reached. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    day: date({ mode: 'string' }).notNull(),
    streak: integer().notNull(),
    points: integer().notNull(),
    bonus: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_ins_sim_day_key').on(t.simId, t.day), check('sign_ins_streak_check', sql`${t.streak} > 0`)],
);
