import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { networkSwitches, sims } from '../../db/schema';

export type SwitchRow = typeof networkSwitches.$inferSelect;

export const cardOf = async (db: Database, simId: number) => {
  const [row] = await db
    .select({ simNo: sims.simNo, operatorType: sims.operatorType, viceSims: sims.viceSims, needAuth: sims.needAuth, bindPhoneMode: sims.bindPhoneMode, boundMobile: sims.boundMobile })
    .from(sims)
    .where(eq(sims.id, simId));
  if (!row) throw new Error(`card ${simId} of a session does not exist`);
  return row;
};

export const latestSwitch = async (db: Database, simId: number): Promise<SwitchRow | undefined> => {
  const [row] = await db.select().from(networkSwitches).where(eq(networkSwitches.simId, simId)).orderBy(desc(networkSwitches.id)).limit(1);
  return row;
};

/** Pending switches due at `now`, oldest first: a card's, or any card's for the sweeper. */
export const dueSwitches = async (db: Database, now: Date, { simId, limit }: { simId?: number; limit: number }): Promise<number[]> => {
  const rows = await db
    .select({ id: networkSwitches.id })
    .from(networkSwitches)
    .where(and(eq(networkSwitches.status, 'pending'), lte(networkSwitches.dueAt, now), simId === undefined ? undefined : eq(networkSwitches.simId, simId)))
    .orderBy(networkSwitches.dueAt)
    .limit(limit);
  return rows.map((row) => row.id);
};

/** A pending switch, locked for its outcome; none when it is no longer pending or another process holds it. */
export const claimPending = async (tx: Database, id: number) => {
  const [row] = await tx
    .select({ fromOperator: networkSwitches.fromOperator, toOperator: networkSwitches.toOperator, simNo: sims.simNo })
    .from(networkSwitches)
    .innerJoin(sims, eq(sims.id, networkSwitches.simId))
    .where(and(eq(networkSwitches.id, id), eq(networkSwitches.status, 'pending')))
    .for('update', { of: networkSwitches, skipLocked: true });
  return row;
};

/** A new pending switch, or none when the card has one pending already (the partial unique index decides). */
export const insertPending = async (
  tx: Database,
  row: { simId: number; fromOperator: number; toOperator: number; dueAt: Date; createdAt: Date },
): Promise<number | undefined> => {
  const [inserted] = await tx
    .insert(networkSwitches)
    .values(row)
    .onConflictDoNothing({ target: networkSwitches.simId, where: sql`status = 'pending'` })
    .returning({ id: networkSwitches.id });
  return inserted?.id;
};
