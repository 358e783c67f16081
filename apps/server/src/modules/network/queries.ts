import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { networkSwitches } from '../../db/schema/network';

export type SwitchRow = typeof networkSwitches.$inferSelect;

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
    .select({ simId: networkSwitches.simId, fromOperator: networkSwitches.fromOperator, toOperator: networkSwitches.toOperator })
    .from(networkSwitches)
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
