import type { Database } from '../../db/client';
import { lockCard } from '../iot/service';
import { vipMultiplierOf } from '../vip/service';
import type { CompleteTask } from '../wallet/service';
import { movePoints } from './ledger';
import * as q from './queries';

/**
 * Completes a one-off task of the card by the event it waits for, INSIDE the event's
 * transaction: the card's first top-up (the wallet's top-up fulfiler) and a package bought (from
 * the balance, online or free; not the renewal job). Real-name and phone binding call it with
 * `realName` and `bindPhone` when they succeed. The task's points, times the multiplier of the
 * membership in force at `now`, are credited once per card (task_completions_sim_task_key);
 * a promoter without that task, or a card that did it already, gets nothing. The card's lock
 * comes first (the event's own transaction has mostly taken it already), so credits queue on the
 * card in one order.
 */
export const completeTask: CompleteTask = async (tx: Database, simId, kind, now) => {
  const { promoCode } = await lockCard(tx, simId);
  const task = await q.taskToDo(tx, promoCode, kind, simId);
  if (!task || task.doneId !== null) return;
  const points = task.rewardPoints * (await vipMultiplierOf(tx, simId, now));
  if (await q.insertCompletion(tx, { simId, taskId: task.id, points, createdAt: now })) {
    await movePoints(tx, simId, [{ reason: 'task', amount: points, taskId: task.id }]);
  }
};
