import type { BalanceMove } from './ledger';
import { moveBalance } from './ledger';
import type { CompleteTask, OrderFulfiler } from './orders';
import { lockAccount, recordRecharge } from './queries';

/**
 * A paid top-up: the amount and its bonus are credited, then whatever the card owes is paid
 * from the new balance first. One ledger line per reason, all in the payment's transaction,
 * which also completes the card's first-top-up task.
 */
export const rechargeFulfiler =
  (completeTask: CompleteTask): OrderFulfiler =>
  async (tx, order, now) => {
    const sim = await lockAccount(tx, order.simId);
    const arrearsPaidFen = Math.min(sim.arrearsFen, sim.balanceFen + order.amountFen + order.bonusFen);
    const moves: BalanceMove[] = [{ reason: 'recharge', amountFen: order.amountFen, iotOrderId: order.id }];
    if (order.bonusFen > 0) moves.push({ reason: 'bonus', amountFen: order.bonusFen, iotOrderId: order.id });
    if (arrearsPaidFen > 0) moves.push({ reason: 'arrears', amountFen: -arrearsPaidFen, iotOrderId: order.id });
    await moveBalance(tx, order.simId, moves);
    await recordRecharge(tx, order.simId, arrearsPaidFen);
    await completeTask(tx, order.simId, 'firstRecharge', now);
  };
