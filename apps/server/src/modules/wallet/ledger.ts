import type { BalanceReason } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { balanceEntries, sims } from '../../db/schema';
import { intArray, queryRows } from '../../db/rows';

/** One change of a card's balance: positive credits, negative charges. */
export interface BalanceMove {
  reason: BalanceReason;
  amountFen: number;
  iotOrderId: number | null;
}

/** The balance would go below zero: nothing was moved. */
export class BalanceShort extends Error {
  override readonly name = 'BalanceShort';
  constructor(readonly balanceFen: number) {
    super(`the balance ${balanceFen} does not cover the charge`);
  }
}

/**
 * Moves a card's balance INSIDE the caller's transaction and writes one ledger line per move,
 * each with the balance after it. One conditional UPDATE takes the row lock and checks the
 * result, so concurrent charges queue on the card and none can take it below zero.
 * Returns the balance after the last move.
 */
export const moveBalance = async (tx: Database, simId: number, moves: readonly BalanceMove[]): Promise<number> => {
  const delta = moves.reduce((sum, move) => sum + move.amountFen, 0);
  const [updated] = await tx
    .update(sims)
    .set({ balance: sql`${sims.balance} + ${delta}` })
    .where(sql`${sims.id} = ${simId} and ${sims.balance} + ${delta} >= 0`)
    .returning({ balance: sims.balance });
  if (!updated) {
    const [current] = await tx.select({ balance: sims.balance }).from(sims).where(eq(sims.id, simId));
    throw new BalanceShort(current?.balance ?? 0);
  }
  let after = updated.balance - delta;
  const lines = moves.map((move) => {
    after += move.amountFen;
    return { simId, reason: move.reason, amountFen: move.amountFen, balanceAfterFen: after, iotOrderId: move.iotOrderId };
  });
  if (lines.length > 0) await tx.insert(balanceEntries).values(lines);
  return updated.balance;
};

/**
 * One move on each of many cards (a batch job's charges), by the same rule as `moveBalance`, in
 * two statements INSIDE the caller's transaction: one UPDATE of every balance, guarded so that
 * none goes below zero, and the ledger lines. A card short of its move stops the whole batch.
 */
export const moveEachBalance = async (tx: Database, moves: readonly (BalanceMove & { simId: number })[]): Promise<void> => {
  if (moves.length === 0) return;
  const moved = await queryRows<{ id: number; balance: number }>(
    tx,
    sql`update sims s set balance = s.balance + m.delta
        from unnest(${intArray(moves.map((move) => move.simId))}::integer[], ${intArray(moves.map((move) => move.amountFen))}::bigint[]) as m(id, delta)
        where s.id = m.id and s.balance + m.delta >= 0
        returning s.id, s.balance::float8 as balance`,
  );
  const after = new Map(moved.map((row) => [row.id, row.balance]));
  const short = moves.find((move) => !after.has(move.simId));
  if (short) {
    const [current] = await tx.select({ balance: sims.balance }).from(sims).where(eq(sims.id, short.simId));
    throw new BalanceShort(current?.balance ?? 0);
  }
  await tx.insert(balanceEntries).values(
    moves.map((move) => ({ simId: move.simId, reason: move.reason, amountFen: move.amountFen, balanceAfterFen: after.get(move.simId) ?? 0, iotOrderId: move.iotOrderId })),
  );
};
