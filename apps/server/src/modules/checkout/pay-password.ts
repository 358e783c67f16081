import { Code, type Message, PAY_PASSWORD_LOCK_MINUTES, PAY_PASSWORD_MAX_TRIES, type WeakPayPassword } from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import { hashPin, newPinSalt, pinMatches } from '../../lib/pin-hash';
import { CheckoutMessage } from './messages';
import { type CardRow, clearPayPasswordFailures, countPayPasswordFailure, storePayPassword } from './queries';

type PayPasswordCard = Pick<CardRow, 'id' | 'payPasswordHash' | 'payPasswordSalt' | 'payPasswordFailures' | 'payPasswordLockedUntil'>;

const lockedUntil = (card: PayPasswordCard, now: Date): Date | null =>
  card.payPasswordLockedUntil !== null && card.payPasswordLockedUntil > now ? card.payPasswordLockedUntil : null;

/** The pay password as a payment step shows it: set, locked until when, tries left. */
export const payPasswordState = (card: PayPasswordCard, now: Date) => {
  const until = lockedUntil(card, now);
  const failures = card.payPasswordLockedUntil !== null && until === null ? 0 : card.payPasswordFailures;
  return {
    set: card.payPasswordHash !== null,
    lockedUntil: until?.toISOString() ?? null,
    triesLeft: until === null ? Math.max(0, PAY_PASSWORD_MAX_TRIES - failures) : 0,
  };
};

const refuse = (message: Message): BusinessError => new BusinessError(Code.failed, message);

/**
 * Guards a balance payment when the card has a pay password: a locked card is refused with
 * the time it opens again; a wrong password counts (the fifth in a row locks); a right one
 * clears the count. A card without one pays without it.
 */
export const checkPayPassword = async (db: Database, card: PayPasswordCard, password: string | undefined, now: Date): Promise<void> => {
  if (card.payPasswordHash === null || card.payPasswordSalt === null) return;
  const until = lockedUntil(card, now);
  if (until) throw refuse(CheckoutMessage.payPasswordLocked(until));
  if (password === undefined) throw refuse(CheckoutMessage.payPasswordNeeded);
  if (await pinMatches(password, card.payPasswordSalt, card.payPasswordHash)) {
    if (card.payPasswordFailures > 0) await clearPayPasswordFailures(db, card.id);
    return;
  }
  const lockUntil = new Date(now.getTime() + PAY_PASSWORD_LOCK_MINUTES * 60_000);
  const counted = await countPayPasswordFailure(db, card.id, now, PAY_PASSWORD_MAX_TRIES, lockUntil);
  if (counted.lockedUntil) throw refuse(CheckoutMessage.payPasswordLocked(counted.lockedUntil));
  throw refuse(CheckoutMessage.wrongPayPassword(PAY_PASSWORD_MAX_TRIES - counted.failures));
};

const weakMessage: Record<WeakPayPassword, Message> = {
  oneDigit: CheckoutMessage.weakOneDigit,
  run: CheckoutMessage.weakRun,
  cardTail: CheckoutMessage.weakCardTail,
};

/** Refuses a weak password with its own reason. */
export const refuseWeak = (reason: WeakPayPassword | undefined): void => {
  if (reason) throw refuse(weakMessage[reason]);
};

/** Stores a new pay password under a new salt; wrong tries and any lock are forgotten. */
export const setPayPassword = async (db: Database, simId: number, password: string): Promise<void> => {
  const salt = newPinSalt();
  await storePayPassword(db, simId, await hashPin(password, salt), salt);
};
