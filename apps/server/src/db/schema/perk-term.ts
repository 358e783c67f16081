import type { PerkStatus, RefundType } from '@shop/contract';
import { integer, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { iotOrders } from './wallet';

/**
 * What a membership or speed add-on keeps of spec 3's order: when it runs, and its refund.
 * A hoisted function: the perk tables and the orders table refer to each other, so it is called
 * before this file is evaluated.
 */
export function perkTerm() {
  return {
    uuid: uuid().notNull().defaultRandom(),
    /** The order that paid for it: one perk per order, whatever the notifications. */
    iotOrderId: integer()
      .notNull()
      .references(() => iotOrders.id),
    name: text().notNull(),
    priceFen: integer().notNull(),
    paidFen: integer().notNull(),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    status: smallint().$type<PerkStatus>().notNull().default(1),
    refundAt: timestamp({ withTimezone: true }),
    refundType: smallint().$type<RefundType>(),
    refundRemark: text().notNull().default(''),
    remark: text().notNull().default(''),
    ...timestamps(),
  };
}
