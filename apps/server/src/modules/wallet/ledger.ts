import type { BalanceReason } from '@shop/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { intArray, queryRows } from '../../db/rows';
import { balanceEntries, walletAccounts } from '../../db/schema/wallet';

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

/** The card's balance in fen (0 without an account), as the transaction sees it. */
export const balanceOf = async (db: Database, simId: number): Promise<number> =>
  (await db.select({ balanceFen: walletAccounts.balanceFen }).from(walletAccounts).where(eq(walletAccounts.simId, simId)))[0]?.balanceFen ?? 0;

/**
 * A charge is one guarded UPDATE (no account: nothing to charge); a credit is one upsert, which
 * opens the card's account with its first credit. Either takes the account's row lock, so the
 * card's balance changes queue and none takes it below zero. Answers the balance after, or
 * undefined when the charge was refused.
 */
const applyDelta = async (tx: Database, simId: number, deltaFen: number): Promise<number | undefined> => {
  const rows =
    deltaFen < 0
      ? await tx
          .update(walletAccounts)
          .set({ balanceFen: sql`${walletAccounts.balanceFen} + ${deltaFen}` })
          .where(sql`${walletAccounts.simId} = ${simId} and ${walletAccounts.balanceFen} + ${deltaFen} >= 0`)
          .returning({ balanceFen: walletAccounts.balanceFen })
      : await tx
          .insert(walletAccounts)
          .values({ simId, balanceFen: deltaFen })
          .onConflictDoUpdate({ target: walletAccounts.simId, set: { balanceFen: sql`${walletAccounts.balanceFen} + ${deltaFen}` } })
          .returning({ balanceFen: walletAccounts.balanceFen });
  return rows[0]?.balanceFen;
};

/**
 * Moves a card's balance INSIDE the caller's transaction and writes one ledger line per move,
 * each with the balance after it. Returns the balance after the last move.
 */
export const moveBalance = async (tx: Database, simId: number, moves: readonly BalanceMove[]): Promise<number> => {
  const delta = moves.reduce((sum, move) => sum + move.amountFen, 0);
  const balanceFen = await applyDelta(tx, simId, delta);
  if (balanceFen === undefined) throw new BalanceShort(await balanceOf(tx, simId));
  let after = balanceFen - delta;
  const lines = moves.map((move) => {
    after += move.amountFen;
    return { simId, reason: move.reason, amountFen: move.amountFen, balanceAfterFen: after, iotOrderId: move.iotOrderId };
  });
  if (lines.length > 0) await tx.insert(balanceEntries).values(lines);
  return balanceFen;
};

/**
 * One charge on each of many cards (a batch job's), by the same rule as `moveBalance`, in two
 * statements INSIDE the caller's transaction: one UPDATE of every account, guarded so that none
 * goes below zero, and the ledger lines. A card short of its charge stops the whole batch.
 */
export const chargeEach = async (tx: Database, charges: readonly (BalanceMove & { simId: number })[]): Promise<void> => {
  if (charges.length === 0) return;
  const moved = await queryRows<{ sim_id: number; balance: number }>(
    tx,
    sql`update ${walletAccounts} w set balance_fen = w.balance_fen + m.delta
        from unnest(${intArray(charges.map((move) => move.simId))}::integer[], ${intArray(charges.map((move) => move.amountFen))}::bigint[]) as m(id, delta)
        where w.sim_id = m.id and w.balance_fen + m.delta >= 0
        returning w.sim_id, w.balance_fen::float8 as balance`,
  );
  const after = new Map(moved.map((row) => [row.sim_id, row.balance]));
  const short = charges.find((move) => !after.has(move.simId));
  if (short) throw new BalanceShort(await balanceOf(tx, short.simId));
  await tx.insert(balanceEntries).values(
    charges.map((move) => ({ simId: move.simId, reason: move.reason, amountFen: move.amountFen, balanceAfterFen: after.get(move.simId) ?? 0, iotOrderId: move.iotOrderId })),
  );
};

/**
 * The balance of the card whose id is `simId` (a column of the caller's query), 0 without an
 * account: for batch jobs that weigh many cards' balances in one statement.
 */
export const cardBalanceSql = (simId: SQL): SQL => sql`coalesce((select w.balance_fen from ${walletAccounts} w where w.sim_id = ${simId}), 0)`;
