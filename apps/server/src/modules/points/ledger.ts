import type { PointsReason } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pointsAccounts, pointsEntries } from '../../db/schema/points';

/** One change of a card's points: positive credits, negative spends. */
export interface PointsMove {
  reason: PointsReason;
  amount: number;
  pointsOrderId?: number | null;
  taskId?: number | null;
}

/** The points would go below zero: nothing was moved. */
export class PointsShort extends Error {
  override readonly name = 'PointsShort';
  constructor(readonly integral: number) {
    super(`the card's ${integral} points do not cover the spend`);
  }
}

/** The card's points (0 without an account). */
export const pointsOf = async (db: Database, simId: number): Promise<number> =>
  (await db.select({ points: pointsAccounts.points }).from(pointsAccounts).where(eq(pointsAccounts.simId, simId)))[0]?.points ?? 0;

/**
 * A spend is one guarded UPDATE (no account: nothing to spend); a credit is one upsert, which
 * opens the card's account. Either takes the account's row lock, so the card's points changes
 * queue and none takes them below zero. Answers the points after, or undefined when refused.
 */
const applyDelta = async (tx: Database, simId: number, delta: number): Promise<number | undefined> => {
  const rows =
    delta < 0
      ? await tx
          .update(pointsAccounts)
          .set({ points: sql`${pointsAccounts.points} + ${delta}` })
          .where(sql`${pointsAccounts.simId} = ${simId} and ${pointsAccounts.points} + ${delta} >= 0`)
          .returning({ points: pointsAccounts.points })
      : await tx
          .insert(pointsAccounts)
          .values({ simId, points: delta })
          .onConflictDoUpdate({ target: pointsAccounts.simId, set: { points: sql`${pointsAccounts.points} + ${delta}` } })
          .returning({ points: pointsAccounts.points });
  return rows[0]?.points;
};

/**
 * Moves a card's points INSIDE the caller's transaction and writes one ledger line per move,
 * each with the points after it. Returns the points after the last move.
 */
export const movePoints = async (tx: Database, simId: number, moves: readonly PointsMove[]): Promise<number> => {
  const delta = moves.reduce((sum, move) => sum + move.amount, 0);
  const points = await applyDelta(tx, simId, delta);
  if (points === undefined) throw new PointsShort(await pointsOf(tx, simId));
  let after = points - delta;
  const lines = moves.map((move) => {
    after += move.amount;
    return { simId, reason: move.reason, amount: move.amount, balanceAfter: after, pointsOrderId: move.pointsOrderId ?? null, taskId: move.taskId ?? null };
  });
  if (lines.length > 0) await tx.insert(pointsEntries).values(lines);
  return points;
};
