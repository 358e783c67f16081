import { Code, type Locale, type Message, type NetworkState, networkSwitchFailureLabel, SIM_STATUS } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { networkSwitches } from '../../db/schema/network';
import { BusinessError, invalidInput } from '../../errors';
import type { CardUser } from '../../identity';
import type { NetworkSwitcher } from '../../providers/carrier';
import { recordLines, simOf } from '../iot/service';
import { refuseGatedCard } from '../realname/service';
import { NetworkMessage } from './messages';
import * as q from './queries';

export interface NetworkServiceDeps {
  /** The carrier's network switching (the sandbox carrier by default). */
  switcher: NetworkSwitcher;
  /** The time the rules see (tests move it); the system clock by default. */
  clock?: () => Date;
}

/** Due switches one sweep settles at most; the rest wait for the next pass. */
const SWEEP_BATCH = 100;

/**
 * When a pending switch is due before the carrier has accepted it: the carrier's answer sets the
 * real due time; a switch whose request never reached it (the process stopped in between) is
 * settled after this by asking for its outcome.
 */
const REQUEST_GRACE_MS = 60_000;

const refuse = (message: Message): BusinessError => new BusinessError(Code.failed, message);

const switchOf = (row: q.SwitchRow, locale: Locale): NonNullable<NetworkState['lastSwitch']> => ({
  fromOperator: row.fromOperator,
  toOperator: row.toOperator,
  status: row.status,
  failure: row.failure,
  reason: row.failure === null ? null : networkSwitchFailureLabel[row.failure][locale],
  requestedAt: row.createdAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export const createNetworkService = (db: Database, { switcher, clock = () => new Date() }: NetworkServiceDeps) => {
  /** Applies one due switch once: the row is locked (others skip it) and leaves pending with the line's change. */
  const settle = async (id: number, now: Date): Promise<void> => {
    await db.transaction(async (tx) => {
      const pending = await q.claimPending(tx, id);
      if (!pending) return;
      const { simNo } = await simOf(tx, pending.simId);
      const outcome = await switcher.outcome({ simNo, fromOperator: pending.fromOperator, toOperator: pending.toOperator }, now, tx);
      if (outcome.switched) await recordLines(tx, [outcome.line]);
      await tx
        .update(networkSwitches)
        .set(outcome.switched ? { status: 'succeeded', finishedAt: now } : { status: 'failed', failure: outcome.failure, finishedAt: now })
        .where(eq(networkSwitches.id, id));
    });
  };

  const settleDue = async (now: Date, scope: { simId?: number }): Promise<number> => {
    const due = await q.dueSwitches(db, now, { ...scope, limit: SWEEP_BATCH });
    for (const id of due) await settle(id, now);
    return due.length;
  };

  const stateOf = async (simId: number, locale: Locale): Promise<NetworkState> => {
    const [card, last] = await Promise.all([simOf(db, simId), q.latestSwitch(db, simId)]);
    return {
      operatorType: card.operatorType,
      networks: [
        { operatorType: card.operatorType, current: true, inService: true },
        ...card.viceSims.map((vice) => ({ operatorType: vice.operatorType, current: false, inService: vice.simStatus === SIM_STATUS.normal })),
      ],
      lastSwitch: last ? switchOf(last, locale) : null,
    };
  };

  return {
    /** The card's networks and its latest switch, a due one applied first. */
    state: async (card: CardUser, locale: Locale): Promise<NetworkState> => {
      await settleDue(clock(), { simId: card.simId });
      return stateOf(card.simId, locale);
    },

    /**
     * Asks the carrier to move the card to one of its vice SIMs' networks. The pending row is
     * committed before the carrier is asked, so a second switch meanwhile conflicts on the
     * partial unique index from any process, and no database lock waits on the carrier. A
     * carrier refusing the request fails the row with its reason, which the holder then reads.
     */
    switchTo: async (card: CardUser, operatorType: number, locale: Locale): Promise<NetworkState> => {
      const now = clock();
      await settleDue(now, { simId: card.simId });
      const line = await simOf(db, card.simId);
      // Refused before anything is written, so a refused request leaves no switch behind.
      await refuseGatedCard(db, card.simId, 'switchNet');
      if (line.operatorType === operatorType) throw refuse(NetworkMessage.alreadyOn);
      if (!line.viceSims.some((vice) => vice.operatorType === operatorType)) throw invalidInput(NetworkMessage.notANetwork);
      const request = { simNo: line.simNo, fromOperator: line.operatorType, toOperator: operatorType };
      const id = await q.insertPending(db, {
        simId: card.simId,
        fromOperator: line.operatorType,
        toOperator: operatorType,
        dueAt: new Date(now.getTime() + REQUEST_GRACE_MS),
        createdAt: now,
      });
      if (id === undefined) throw refuse(NetworkMessage.switchPending);
      const stillPending = and(eq(networkSwitches.id, id), eq(networkSwitches.status, 'pending'));
      await switcher.request(request, now).then(
        ({ dueAt }) => db.update(networkSwitches).set({ dueAt }).where(stillPending),
        () => db.update(networkSwitches).set({ status: 'failed', failure: 'carrierRefused', finishedAt: now }).where(stillPending),
      );
      return stateOf(card.simId, locale);
    },

    /** Applies every switch due now (the sweeper's pass); answers how many were due. */
    sweep: (): Promise<number> => settleDue(clock(), {}),
  };
};

export type NetworkService = ReturnType<typeof createNetworkService>;
