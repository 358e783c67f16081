import { Code } from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import { BalanceShort, type BalanceMove, moveBalance } from './ledger';
import { WalletMessage } from './messages';

/**
 * A payment from the card's balance INSIDE the caller's transaction: the moves of `moveBalance`,
 * and when the balance does not cover them, a refusal saying what is due and what is there.
 */
export const chargeBalance = async (tx: Database, simId: number, moves: readonly BalanceMove[]): Promise<number> => {
  try {
    return await moveBalance(tx, simId, moves);
  } catch (error) {
    if (!(error instanceof BalanceShort)) throw error;
    const chargeFen = -moves.reduce((sum, move) => sum + Math.min(move.amountFen, 0), 0);
    throw new BusinessError(Code.failed, WalletMessage.balanceShort(error.balanceFen, chargeFen));
  }
};
