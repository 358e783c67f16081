import type { PointsReason, TaskKind } from '@shop/contract';
import type { Translations } from '../../lib/translations';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { sims } from './iot';
import { pointsOrders } from './pointsShop';

/**
 * A card's points. Only the points module writes it, each change with its ledger lines
 * (points_entries) in the same transaction. Made by the card's first credit (an upsert), as the
 * wallet's accounts are: a card without a row has no points.
 */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    simId: integer()
      .primaryKey()
      .references(() => sims.id),
    points: integer().notNull().default(0),
  },
  (t) => [check('points_accounts_points_check', sql`${t.points} >= 0`)],
);

/** The points ledger: every change of a card's points, signed, with the points after it. Their sum is `points_accounts.points`. */
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

/** A sign-in's reward on the bonus days of its cycle (day 3 and 7 of a 7-day cycle). */
export type StreakBonus = { day: number; points: number }[];

/**
 * A promoter's task: the daily sign-in (`rewardPoints` a day, plus `streakBonus`), or a one-off
 * task completed by its event. One task of each kind per promoter.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCode: text().notNull(),
    kind: text().$type<TaskKind>().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    translations: jsonb().$type<Translations<{ name: string; description: string }>>().notNull().default({}),
    rewardPoints: integer().notNull(),
    streakBonus: jsonb().$type<StreakBonus>().notNull().default([]),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tasks_promoter_kind_key').on(t.promoCode, t.kind),
    check('tasks_kind_check', sql`${t.kind} in ('signIn', 'firstRecharge', 'buyPackage', 'realName', 'bindPhone')`),
    check('tasks_reward_check', sql`${t.rewardPoints} > 0`),
  ],
);
