import { BusinessError } from '../../errors';
import type { Database } from '../../db/client';
import { forgetLoginFailure, loginFailuresSince, recordLoginFailure } from './queries';

export const LOGIN_FAILURE_WINDOW_SECONDS = 600;
export const LOGIN_FAILURES_PER_CARD = 10;
export const LOGIN_FAILURES_PER_IP = 30;

/**
 * Guesses at what only a card's holder knows (its number, password, an SMS code, the holder's
 * identity), counted per card number and per address: past either limit in the window, the
 * next guess is refused with `busy`. Each guess is written before it is checked, so guesses
 * sent in parallel all count; it is taken back when the check passes, or fails for a reason
 * that is not a wrong guess.
 */
export const createGuessGuard = (db: Database, clock: () => Date, busy: () => BusinessError) => ({
  guess: async <T>(simNo: string, ip: string, check: () => Promise<T>, isWrongGuess: (refusal: BusinessError) => boolean = () => true): Promise<T> => {
    const now = clock();
    const attempt = await recordLoginFailure(db, simNo, ip, now);
    const failures = await loginFailuresSince(db, simNo, ip, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_SECONDS * 1000));
    if (failures.ofCard > LOGIN_FAILURES_PER_CARD || failures.fromIp > LOGIN_FAILURES_PER_IP) {
      await forgetLoginFailure(db, attempt);
      throw busy();
    }
    try {
      const passed = await check();
      await forgetLoginFailure(db, attempt);
      return passed;
    } catch (error) {
      if (!(error instanceof BusinessError && isWrongGuess(error))) await forgetLoginFailure(db, attempt);
      throw error;
    }
  },
});

export type GuessGuard = ReturnType<typeof createGuessGuard>;
