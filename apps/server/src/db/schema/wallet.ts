import type { BalanceReason, IotOrderKind, IotOrderStatus, PackageEffect, PaymentType, PayWith } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accelerateOffers } from './accelerate-catalogue';
import { createdAt } from './columns';
import { couponPacks } from './coupons-catalogue';
import { sims } from './iot';
import { packageOffers } from './packages';
import { vipPlans } from './vip-catalogue';

/**
 * A card's money in fen: its balance, what it owes the carrier (arrears, paid first from the next
 * top-up) and how many top-ups it has paid. Only the wallet writes it, each balance change with
 * its ledger lines (balance_entries) in the same transaction. A row is made by the card's first
 * credit (an upsert); a card without one holds and owes nothing. So cards are made without
 * knowing the wallet, and a charge stays one guarded UPDATE that finds no row when nothing is there.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    simId: integer()
      .primaryKey()
      .references(() => sims.id),
    balanceFen: bigint({ mode: 'number' }).notNull().default(0),
    arrearsFen: bigint({ mode: 'number' }).notNull().default(0),
    rechargeTimes: integer().notNull().default(0),
  },
  (t) => [check('wallet_accounts_money_check', sql`${t.balanceFen} >= 0 and ${t.arrearsFen} >= 0 and ${t.rechargeTimes} >= 0`)],
);

/** The top-up amounts a promoter lists, each with its bonus (充 100 送 10). */
export const rechargeOptions = pgTable(
  'recharge_options',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCode: text().notNull(),
    amountFen: integer().notNull(),
    bonusFen: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('recharge_options_key').on(t.promoCode, t.amountFen),
    check('recharge_options_amount_check', sql`${t.amountFen} > 0 and ${t.bonusFen} >= 0`),
  ],
);

/** A promoter's limits on a custom top-up amount; no row: only the listed amounts. */
export const rechargeLimits = pgTable(
  'recharge_limits',
  {
    promoCode: text().primaryKey(),
    minFen: integer().notNull(),
    maxFen: integer().notNull(),
  },
  (t) => [check('recharge_limits_check', sql`0 < ${t.minFen} and ${t.minFen} <= ${t.maxFen}`)],
);

/**
 * A card's orders: top-ups, packages, renewals, coupon packs, memberships, speed add-ons. Money in fen. A renewal names the cycle it
 * renews (`renewsCycleEnd`), once per card and cycle.
 */
export const iotOrders = pgTable(
  'iot_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderSn: text().notNull(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    kind: text().$type<IotOrderKind>().notNull(),
    status: text().$type<IotOrderStatus>().notNull().default('unpaid'),
    payWith: text().$type<PayWith>().notNull(),
    title: text().notNull(),
    amountFen: integer().notNull(),
    bonusFen: integer().notNull().default(0),
    /** What a coupon took off (the coupon names its order in `coupons.used_order_id`). */
    discountFen: integer().notNull().default(0),
    /** What the card's VIP membership took off a package. */
    vipDiscountFen: integer().notNull().default(0),
    packageOfferId: integer().references(() => packageOffers.id),
    effect: text().$type<PackageEffect>(),
    couponPackId: integer().references(() => couponPacks.id),
    vipPlanId: integer().references(() => vipPlans.id),
    accelerateOfferId: integer().references(() => accelerateOffers.id),
    paymentType: text().$type<PaymentType>(),
    renewsCycleEnd: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('iot_orders_order_sn_key').on(t.orderSn),
    index('iot_orders_sim_idx').on(t.simId, t.createdAt),
    index('iot_orders_expiry_idx').on(t.expiresAt).where(sql`status = 'unpaid'`),
    uniqueIndex('iot_orders_renewal_key').on(t.simId, t.renewsCycleEnd).where(sql`kind = 'renewal'`),
    check('iot_orders_kind_check', sql`${t.kind} in ('recharge', 'package', 'renewal', 'coupon', 'vip', 'accelerate', 'pointsShop')`),
    check('iot_orders_status_check', sql`${t.status} in ('unpaid', 'paid', 'closed', 'refunded')`),
    check('iot_orders_pay_with_check', sql`${t.payWith} in ('balance', 'online')`),
    check('iot_orders_amount_check', sql`${t.amountFen} >= 0 and ${t.bonusFen} >= 0 and ${t.discountFen} >= 0 and ${t.vipDiscountFen} >= 0`),
  ],
);

/**
 * The balance ledger: every change of a card's balance, signed, with the balance after it.
 * Their sum is the card's `wallet_accounts.balance_fen`. An order moves the balance once per reason.
 */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    reason: text().$type<BalanceReason>().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    balanceAfterFen: bigint({ mode: 'number' }).notNull(),
    iotOrderId: integer().references(() => iotOrders.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_entries_sim_idx').on(t.simId, t.id),
    uniqueIndex('balance_entries_order_reason_key').on(t.iotOrderId, t.reason),
    check('balance_entries_reason_check', sql`${t.reason} in ('opening', 'recharge', 'bonus', 'package', 'renewal', 'refund', 'arrears', 'coupon', 'vip', 'accelerate', 'pointsShop')`),
    check('balance_entries_after_check', sql`${t.balanceAfterFen} >= 0`),
  ],
);
