import type { DataOf, EndpointOf, Locale, ParsedQueryOf, Task } from '@shop/contract';
import type { Database } from '../../db/client';
import type { CardUser } from '../../identity';
import { chinaDay } from '../../lib/china-time';
import { pageOf, type Paged } from '../../lib/paged';
import { nameIn, textsIn } from '../../lib/translations';
import { cardFacts } from '../iot/service';
import { vipMultiplierOf } from '../vip/service';
import { pointsOf } from './ledger';
import * as q from './queries';
import { signIn, signInStateOf } from './sign-in';

/** The points ledger's one way to move, for the modules that spend or give points. */
export { movePoints, pointsOf, type PointsMove, PointsShort } from './ledger';
export { completeTask } from './tasks';

/** What points orders are about: each one's number and item in the reader's locale (the points shop's), by order id. */
export type OrderSubjects = (pointsOrderIds: readonly number[], locale: Locale) => Promise<ReadonlyMap<number, { orderSn: string; subject: string }>>;

export interface PointsServiceDeps {
  /** The time the rules see (tests move it); the system clock by default. */
  clock?: () => Date;
  /** What the log's points orders are about (the points shop, which spends through this module); none by default. */
  orderSubjects?: OrderSubjects;
}

const noOrderSubjects: OrderSubjects = async () => new Map();

type PointsLine = DataOf<EndpointOf<'simIntegralLogList'>>['list'][number];

/** A task as the holder reads it in `locale`, done when it was (for the sign-in: today). */
const taskOf = (row: q.TaskRow, locale: Locale, doneAt: Date | undefined): Task => {
  const texts = textsIn({ name: row.name, description: row.description }, row.translations, locale);
  return { id: row.id, kind: row.kind, ...texts, rewardPoints: row.rewardPoints, done: doneAt !== undefined, doneAt: doneAt?.toISOString() ?? null };
};

/** A ledger line in `locale`, about its task or its points order. */
const lineOf = (row: q.LedgerRow, order: { orderSn: string; subject: string } | undefined, locale: Locale): PointsLine => ({
  id: row.id,
  reason: row.reason,
  amount: row.amount,
  balanceAfter: row.balanceAfter,
  subject: row.task ? nameIn(row.task.name, row.task.translations, locale) : (order?.subject ?? null),
  orderSn: order?.orderSn ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** The task centre, the daily sign-in and the points log of a card. */
export const createPointsService = (db: Database, { clock = () => new Date(), orderSubjects = noOrderSubjects }: PointsServiceDeps = {}) => ({
  /** The promoter's tasks with the card's progress, the sign-in's cycle, the card's points and its multiplier now. */
  taskCenter: async (card: CardUser, locale: Locale) => {
    const row = await cardFacts(db, card.simId);
    if (!row) throw new Error(`card ${card.simNo} of a live session does not exist`);
    const now = clock();
    const [tasks, completions, last, multiplier, integral] = await Promise.all([
      q.tasksOf(db, row.promoCode),
      q.completionsOf(db, row.id),
      q.lastSignIn(db, row.id),
      vipMultiplierOf(db, row.id, now),
      pointsOf(db, row.id),
    ]);
    const today = chinaDay(now);
    const signedTodayAt = last?.day === today ? last.createdAt : undefined;
    const signInTask = tasks.find((task) => task.kind === 'signIn');
    return {
      integral,
      multiplier,
      signIn: signInTask ? signInStateOf(signInTask, last, today) : null,
      tasks: tasks.map((task) => taskOf(task, locale, task.kind === 'signIn' ? signedTodayAt : completions.get(task.id))),
    };
  },

  /** Signs the card in for today (China's day); a second time that day is refused. */
  signIn: (card: CardUser) => signIn(db, card.simId, clock()),

  /** The card's points ledger, newest first. */
  log: async (card: CardUser, { page, pageSize }: ParsedQueryOf<EndpointOf<'simIntegralLogList'>>, locale: Locale): Promise<Paged<PointsLine>> => {
    const rows = await q.ledgerPage(db, card.simId, page, pageSize);
    const orders = await orderSubjects([...new Set(rows.flatMap((row) => row.pointsOrderId ?? []))], locale);
    return pageOf(rows, page, pageSize, (row) => lineOf(row, row.pointsOrderId === null ? undefined : orders.get(row.pointsOrderId), locale));
  },
});

export type PointsService = ReturnType<typeof createPointsService>;
