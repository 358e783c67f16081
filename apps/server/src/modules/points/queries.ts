import type { TaskKind } from '@shop/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pointsEntries, signIns, taskCompletions, tasks } from '../../db/schema/points';

export type TaskRow = typeof tasks.$inferSelect;
export type SignInRow = typeof signIns.$inferSelect;

/** A promoter's tasks in its order. */
export const tasksOf = (db: Database, promoCode: string) => db.select().from(tasks).where(eq(tasks.promoCode, promoCode)).orderBy(asc(tasks.sort), asc(tasks.id));

/** A promoter's task of one kind (one at most, by tasks_promoter_kind_key). */
export const taskOf = async (db: Database, promoCode: string, kind: TaskKind): Promise<TaskRow | undefined> =>
  (await db.select().from(tasks).where(and(eq(tasks.promoCode, promoCode), eq(tasks.kind, kind))))[0];

/** A promoter's one-off task of a kind, with whether the card has done it (one statement: most events find it done). */
export const taskToDo = async (db: Database, promoCode: string, kind: TaskKind, simId: number) =>
  (
    await db
      .select({ id: tasks.id, rewardPoints: tasks.rewardPoints, doneId: taskCompletions.id })
      .from(tasks)
      .leftJoin(taskCompletions, and(eq(taskCompletions.taskId, tasks.id), eq(taskCompletions.simId, simId)))
      .where(and(eq(tasks.promoCode, promoCode), eq(tasks.kind, kind)))
  )[0];

/** When the card did each one-off task it has done, by task id. */
export const completionsOf = async (db: Database, simId: number): Promise<Map<number, Date>> =>
  new Map(
    (await db.select({ taskId: taskCompletions.taskId, createdAt: taskCompletions.createdAt }).from(taskCompletions).where(eq(taskCompletions.simId, simId))).map(
      (row) => [row.taskId, row.createdAt],
    ),
  );

/** Records a one-off task done; false when the card had done it already (task_completions_sim_task_key). */
export const insertCompletion = async (tx: Database, completion: typeof taskCompletions.$inferInsert): Promise<boolean> =>
  (await tx.insert(taskCompletions).values(completion).onConflictDoNothing().returning({ id: taskCompletions.id })).length > 0;

/** The card's latest sign-in. */
export const lastSignIn = async (db: Database, simId: number): Promise<SignInRow | undefined> =>
  (await db.select().from(signIns).where(eq(signIns.simId, simId)).orderBy(desc(signIns.day)).limit(1))[0];

/** Records a day's sign-in; false when the card had signed in that day already (sign_ins_sim_day_key). */
export const insertSignIn = async (tx: Database, signIn: typeof signIns.$inferInsert): Promise<boolean> =>
  (await tx.insert(signIns).values(signIn).onConflictDoNothing().returning({ id: signIns.id })).length > 0;

/** A page of the card's points ledger, newest first (one row beyond the page), with the task each line is about. */
export const ledgerPage = (db: Database, simId: number, page: number, pageSize: number) =>
  db
    .select({
      id: pointsEntries.id,
      reason: pointsEntries.reason,
      amount: pointsEntries.amount,
      balanceAfter: pointsEntries.balanceAfter,
      createdAt: pointsEntries.createdAt,
      pointsOrderId: pointsEntries.pointsOrderId,
      task: { name: tasks.name, translations: tasks.translations },
    })
    .from(pointsEntries)
    .leftJoin(tasks, eq(tasks.id, pointsEntries.taskId))
    .where(eq(pointsEntries.simId, simId))
    .orderBy(desc(pointsEntries.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
export type LedgerRow = Awaited<ReturnType<typeof ledgerPage>>[number];
