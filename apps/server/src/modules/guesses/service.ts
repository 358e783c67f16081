import type { Database } from '../../db/client';
import type { GuessKind } from '../../db/schema/guesses';
import { BusinessError } from '../../errors';
import * as q from './queries';

export type { GuessKind } from '../../db/schema/guesses';

/**
 * How a secret's wrong guesses count, per subject (and per address, where `perAddress` is set).
 * `inWindow`: each counts for `windowMs`; at the limit the next waits until the oldest counted
 * one leaves the window. `untilRight`: they count until a right one; the one that reaches the
 * limit locks the subject for `windowMs`, after which the count starts again.
 */
export interface GuessRule {
  kind: GuessKind;
  perSubject: number;
  perAddress?: number;
  windowMs: number;
  counts: 'inWindow' | 'untilRight';
}

/** Wrong guesses counting against a subject now, and until when it is locked (null when it may guess). */
export interface GuessStanding {
  tries: number;
  lockedUntil: Date | null;
}

export interface Guess<T> {
  rule: GuessRule;
  subject: string;
  ip?: string;
  /** Compares the secret; told how many guesses count with this one. A refusal it throws is a wrong guess when `isWrong` says so. */
  check: (tries: number) => Promise<T>;
  /** The refusal of a guess over the limit, told when the next may come. */
  refused: (until: Date) => BusinessError;
  /** Whether a refusal from `check` is a wrong guess (every BusinessError by default); any other is taken back. */
  isWrong?: (refusal: BusinessError) => boolean;
}

const later = (a: Date | null, b: Date | null): Date | null => (a === null || (b !== null && b > a) ? b : a);

/**
 * The one guard of every secret a visitor types. A guess reserves its try in the database,
 * queued behind the other guesses at the same subject and from the same address on every
 * process, before the secret is compared; a guess over the limit is refused and never compared.
 */
export const createGuessGuard = (db: Database, clock: () => Date) => {
  const subjectStanding = async (tx: Database, rule: GuessRule, subject: string, now: Date): Promise<GuessStanding & { lapsed?: Date }> => {
    const windowStart = rule.counts === 'inWindow' ? new Date(now.getTime() - rule.windowMs) : null;
    const times = await q.newestGuesses(tx, rule.kind, { subject }, rule.perSubject, windowStart);
    const limitAt = rule.counts === 'inWindow' ? times[rule.perSubject - 1] : times[0];
    if (times.length < rule.perSubject || !limitAt) return { tries: times.length, lockedUntil: null };
    const until = new Date(limitAt.getTime() + rule.windowMs);
    return until > now ? { tries: times.length, lockedUntil: until } : { tries: 0, lockedUntil: null, lapsed: limitAt };
  };

  const addressLockedUntil = async (tx: Database, rule: GuessRule, ip: string | null, now: Date): Promise<Date | null> => {
    if (rule.perAddress === undefined || ip === null) return null;
    const times = await q.newestGuesses(tx, rule.kind, { ip }, rule.perAddress, new Date(now.getTime() - rule.windowMs));
    const limitAt = times[rule.perAddress - 1];
    return limitAt ? new Date(limitAt.getTime() + rule.windowMs) : null;
  };

  /** Reserves a try, or answers until when none is left. */
  const reserve = (rule: GuessRule, subject: string, ip: string | null, now: Date) =>
    db.transaction(async (tx): Promise<{ until: Date } | { id: number; tries: number }> => {
      await q.lockGuesses(tx, rule.kind, subject, rule.perAddress === undefined ? null : ip);
      const standing = await subjectStanding(tx, rule, subject, now);
      const until = later(standing.lockedUntil, await addressLockedUntil(tx, rule, ip, now));
      if (until) return { until };
      if (standing.lapsed) await q.forgetGuesses(tx, rule.kind, subject, standing.lapsed);
      return { id: await q.insertGuess(tx, rule.kind, subject, ip, now), tries: standing.tries + 1 };
    });

  return {
    guess: async <T>({ rule, subject, ip, check, refused, isWrong = () => true }: Guess<T>): Promise<T> => {
      const reserved = await reserve(rule, subject, ip ?? null, clock());
      if ('until' in reserved) throw refused(reserved.until);
      try {
        const passed = await check(reserved.tries);
        await (rule.counts === 'untilRight' ? q.forgetGuesses(db, rule.kind, subject) : q.deleteGuess(db, reserved.id));
        return passed;
      } catch (error) {
        if (!(error instanceof BusinessError && isWrong(error))) await q.deleteGuess(db, reserved.id);
        throw error;
      }
    },

    /** A subject's standing as a page shows it (tries counted, locked until). */
    standing: async (rule: GuessRule, subject: string): Promise<GuessStanding> => {
      const { tries, lockedUntil } = await subjectStanding(db, rule, subject, clock());
      return { tries, lockedUntil };
    },

    /** Forgets a subject's wrong guesses (its secret was set anew). */
    forget: (rule: GuessRule, subject: string): Promise<void> => q.forgetGuesses(db, rule.kind, subject),
  };
};

export type GuessGuard = ReturnType<typeof createGuessGuard>;
