import type { BalanceReason } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { balanceEntries, sims } from '../../db/schema';

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
