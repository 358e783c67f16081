import { Code, type DataOf, type EndpointOf, type Message, SIGN_IN_CYCLE_DAYS, type SignInState } from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import { chinaDay, dayAfter } from '../../lib/china-time';
import { lockCard } from '../iot/service';
import { vipMultiplierOf } from '../vip/service';
import { movePoints, type PointsMove } from './ledger';
import { TaskMessage } from './messages';
import * as q from './queries';

// Sign-in days are China's calendar days (SIGN_IN_TIME_ZONE, Asia/Shanghai: lib/china-time's UTC+8).

/** A streak's day within its cycle: 1 to SIGN_IN_CYCLE_DAYS, then 1 again. */
const cyclePosition = (streak: number): number => ((streak - 1) % SIGN_IN_CYCLE_DAYS) + 1;

/** The bonus points the sign-in task gives on a day of the cycle (before the multiplier). */
const bonusOn = (task: q.TaskRow, position: number): number => task.streakBonus.find((bonus) => bonus.day === position)?.points ?? 0;

/** The streak alive on `today`: the last sign-in's when it was today or yesterday, else 0 (a day was missed). */
const liveStreak = (last: q.SignInRow | undefined, today: string): number =>
  last !== undefined && (last.day === today || last.day === dayAfter(today, -1)) ? last.streak : 0;

/**
 * The sign-in as the task centre shows it on `today`: the cycle that holds today's sign-in
 * (made, or the next one to make), its days before today signed, today signed once it is.
 */
export const signInStateOf = (task: q.TaskRow, last: q.SignInRow | undefined, today: string): SignInState => {
  const signedToday = last?.day === today;
  const streak = liveStreak(last, today);
  const todayAt = cyclePosition(signedToday ? streak : streak + 1);
  const days = Array.from({ length: SIGN_IN_CYCLE_DAYS }, (_, index) => {
    const day = index + 1;
    return { day, points: task.rewardPoints, bonus: bonusOn(task, day), signed: day < todayAt || (day === todayAt && signedToday) };
  });
  return { signedToday, streak, days };
};

type SignedIn = DataOf<EndpointOf<'generalSignIn'>>;

const refuse = (message: Message): BusinessError => new BusinessError(Code.failed, message);

/**
 * Signs the card in for the China day of `now`, in one transaction: the streak goes on from
 * yesterday's sign-in or starts again at 1; the day's points and the bonus of its place in the
 * cycle, both times the membership's multiplier, are credited with the sign-in row. The card's
 * row lock queues sign-ins of one card, and sign_ins_sim_day_key stands behind the check: a
 * second sign-in that day is refused and credits nothing.
 */
export const signIn = (db: Database, simId: number, now: Date): Promise<SignedIn> =>
  db.transaction(async (tx) => {
    const { promoCode } = await lockCard(tx, simId);
    const task = await q.taskOf(tx, promoCode, 'signIn');
    if (!task) throw refuse(TaskMessage.noSignIn);
    const today = chinaDay(now);
    const last = await q.lastSignIn(tx, simId);
    if (last?.day === today) throw refuse(TaskMessage.alreadySignedIn);
    const streak = last?.day === dayAfter(today, -1) ? last.streak + 1 : 1;
    const multiplier = await vipMultiplierOf(tx, simId, now);
    const points = task.rewardPoints * multiplier;
    const bonus = bonusOn(task, cyclePosition(streak)) * multiplier;
    if (!(await q.insertSignIn(tx, { simId, day: today, streak, points, bonus, createdAt: now }))) throw refuse(TaskMessage.alreadySignedIn);
    const moves: PointsMove[] = [{ reason: 'signIn', amount: points, taskId: task.id }];
    if (bonus > 0) moves.push({ reason: 'streak', amount: bonus, taskId: task.id });
    return { points, bonus, streak, integral: await movePoints(tx, simId, moves) };
  });
