import type { PointsReason } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pointsEntries, sims } from '../../db/schema';

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

/**
 * Moves a card's points INSIDE the caller's transaction and writes one ledger line per move,
 * each with the points after it. One conditional UPDATE takes the row lock and checks the
 * result, so concurrent spends queue on the card and none can take it below zero.
 * Returns the points after the last move.
 */
export const movePoints = async (tx: Database, simId: number, moves: readonly PointsMove[]): Promise<number> => {
  const delta = moves.reduce((sum, move) => sum + move.amount, 0);
  const [updated] = await tx
    .update(sims)
    .set({ integral: sql`${sims.integral} + ${delta}` })
    .where(sql`${sims.id} = ${simId} and ${sims.integral} + ${delta} >= 0`)
    .returning({ integral: sims.integral });
  if (!updated) {
    const [current] = await tx.select({ integral: sims.integral }).from(sims).where(eq(sims.id, simId));
    throw new PointsShort(current?.integral ?? 0);
  }
  let after = updated.integral - delta;
  const lines = moves.map((move) => {
    after += move.amount;
    return { simId, reason: move.reason, amount: move.amount, balanceAfter: after, pointsOrderId: move.pointsOrderId ?? null, taskId: move.taskId ?? null };
  });
  if (lines.length > 0) await tx.insert(pointsEntries).values(lines);
  return updated.integral;
};
