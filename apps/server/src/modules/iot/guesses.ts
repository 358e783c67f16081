import type { Database } from '../../db/client';
import type { BusinessError } from '../../errors';
import { createGuessGuard, type GuessRule } from '../guesses/service';

export const LOGIN_FAILURE_WINDOW_SECONDS = 600;
export const LOGIN_FAILURES_PER_CARD = 10;
export const LOGIN_FAILURES_PER_IP = 30;

const CARD: GuessRule = {
  kind: 'card',
  perSubject: LOGIN_FAILURES_PER_CARD,
  perAddress: LOGIN_FAILURES_PER_IP,
  windowMs: LOGIN_FAILURE_WINDOW_SECONDS * 1000,
  counts: 'inWindow',
};

/**
 * Guesses at what only a card's holder knows (its number, password, an SMS code, the holder's
 * identity), counted per card number and per address: past either limit in the window, the
 * next guess is refused with `busy`. A guess is taken back when the check passes, or fails for
 * a reason that is not a wrong guess.
 */
export const createCardGuard = (db: Database, clock: () => Date, busy: () => BusinessError) => {
  const guesses = createGuessGuard(db, clock);
  return {
    guess: <T>(simNo: string, ip: string, check: () => Promise<T>, isWrongGuess?: (refusal: BusinessError) => boolean): Promise<T> =>
      guesses.guess({ rule: CARD, subject: simNo, ip, check: () => check(), refused: busy, ...(isWrongGuess ? { isWrong: isWrongGuess } : {}) }),
  };
};
