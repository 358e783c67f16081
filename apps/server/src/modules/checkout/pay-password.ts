import { Code, type Message, PAY_PASSWORD_LOCK_MINUTES, PAY_PASSWORD_MAX_TRIES, type WeakPayPassword } from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import { hashPin, newPinSalt, pinMatches } from '../../lib/pin-hash';
import { CheckoutMessage } from './messages';
import { type GuessGuard, type GuessRule } from '../guesses/service';
import { type StoredPayPassword, storePayPassword } from './queries';

/** A card with its pay password as stored (null: none set). */
export type PayPasswordCard = { id: number; payPassword: StoredPayPassword };

/** Wrong pay passwords in a row until a right one; the one reaching the limit locks balance payments. */
const PAY_PASSWORD: GuessRule = {
  kind: 'payPassword',
  perSubject: PAY_PASSWORD_MAX_TRIES,
  windowMs: PAY_PASSWORD_LOCK_MINUTES * 60_000,
  counts: 'untilRight',
};

const refuse = (message: Message): BusinessError => new BusinessError(Code.failed, message);

/** The pay password as a payment step shows it: set, locked until when, tries left. */
export const payPasswordState = async (guesses: GuessGuard, card: PayPasswordCard) => {
  const { tries, lockedUntil } = await guesses.standing(PAY_PASSWORD, String(card.id));
  return {
    set: card.payPassword !== null,
    lockedUntil: lockedUntil?.toISOString() ?? null,
    triesLeft: lockedUntil === null ? Math.max(0, PAY_PASSWORD_MAX_TRIES - tries) : 0,
  };
};

/**
 * Guards a balance payment when the card has a pay password: each try is reserved with the guard
 * before the comparison, so parallel tries get no more than one at a time. A locked card is
 * refused with the time it opens again; a wrong password counts (the fifth in a row locks);
 * a right one clears the count. A card without one pays without it.
 */
export const checkPayPassword = async (guesses: GuessGuard, card: PayPasswordCard, password: string | undefined, now: Date): Promise<void> => {
  if (card.payPassword === null) return;
  const { hash, salt } = card.payPassword;
  if (password === undefined) {
    const { lockedUntil } = await guesses.standing(PAY_PASSWORD, String(card.id));
    throw refuse(lockedUntil ? CheckoutMessage.payPasswordLocked(lockedUntil) : CheckoutMessage.payPasswordNeeded);
  }
  await guesses.guess({
    rule: PAY_PASSWORD,
    subject: String(card.id),
    refused: (until) => refuse(CheckoutMessage.payPasswordLocked(until)),
    check: async (tries) => {
      if (await pinMatches(password, salt, hash)) return;
      if (tries < PAY_PASSWORD_MAX_TRIES) throw refuse(CheckoutMessage.wrongPayPassword(PAY_PASSWORD_MAX_TRIES - tries));
      throw refuse(CheckoutMessage.payPasswordLocked(new Date(now.getTime() + PAY_PASSWORD.windowMs)));
    },
  });
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
export const setPayPassword = async (db: Database, guesses: GuessGuard, simId: number, password: string): Promise<void> => {
  const salt = newPinSalt();
  await storePayPassword(db, simId, await hashPin(password, salt), salt);
  await guesses.forget(PAY_PASSWORD, String(simId));
};
