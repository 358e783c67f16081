import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** One of a multi-network line's other networks, as the carrier keeps it. */
export type CarrierViceSim = { simNo: string; iccid: string; operatorType: number; simStatus: number };

/** A line's pay-as-you-go volume package at the carrier. */
export type CarrierVolume = { packageId: number; useFlow: number; totalMoney: number; gPrice: number; closedAt: string | null };

/**
 * The sandbox carrier's own lines, apart from the shop's `sims` as a real carrier's would be:
 * each line's state, plan and use, and the knobs the sandbox runs it by (its daily use, its
 * speed class). A line exists here before the shop knows the card: the seed and the test
 * fixtures provision it.
 */
export const sandboxCarrierLines = pgTable(
  'sandbox_carrier_lines',
  {
    simNo: text().primaryKey(),
    iccid: text().notNull(),
    simStatus: smallint().notNull(),
    internetStatus: smallint().notNull(),
    onlineStatus: smallint().notNull(),
    /** The carrier's real-name register for the line, as provisioned. */
    authStatus: smallint().notNull().default(0),
    authPlatformStatus: smallint().notNull().default(0),
    operatorType: smallint().notNull(),
    apn: text().notNull().default(''),
    viceSims: jsonb().$type<CarrierViceSim[]>().notNull().default([]),
    totalFlow: integer().notNull(),
    useFlow: integer().notNull().default(0),
    isInfiniteFlow: boolean().notNull().default(false),
    /** Null: the plan never ends. */
    endAt: timestamp({ withTimezone: true }),
    /** MB the line uses a day while it is in service. */
    dailyUsageMb: integer().notNull().default(0),
    /** Up to when use has been counted into useFlow. */
    lastUsageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The speed class the line runs at until `speedUntil`; null: normal speed. */
    speedCode: text(),
    speedUntil: timestamp({ withTimezone: true }),
    breakRuleId: integer(),
    breakTips: text().notNull().default(''),
    allowRemoveBreak: boolean().notNull().default(false),
    volume: jsonb().$type<CarrierVolume>(),
    ...timestamps(),
  },
  (t) => [check('sandbox_carrier_lines_use_flow_check', sql`${t.useFlow} >= 0`)],
);

export type SandboxCarrierLine = typeof sandboxCarrierLines.$inferSelect;
export type SandboxCarrierLineInsert = typeof sandboxCarrierLines.$inferInsert;
