import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type GuessKind, guesses } from '../../db/schema/guesses';

const SUBJECT_LOCK = 7_300_401;
const ADDRESS_LOCK = 7_300_402;

/**
 * Queues the guesses at one subject, and from one address, INSIDE the caller's transaction,
 * on every process sharing the database: each sees the guesses reserved before it.
 * Always the subject first, then the address, so two guesses never wait on each other crosswise.
 */
export const lockGuesses = async (tx: Database, kind: GuessKind, subject: string, ip: string | null): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUBJECT_LOCK}, hashtext(${`${kind}:${subject}`}))`);
  if (ip !== null) await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${`${kind}:${ip}`}))`);
};

type Whose = { subject: string } | { ip: string };

const whoseIs = (kind: GuessKind, whose: Whose) =>
  and(eq(guesses.kind, kind), 'subject' in whose ? eq(guesses.subject, whose.subject) : eq(guesses.ip, whose.ip));

/** The times of the newest `limit` guesses of a subject or an address, newest first (since `since`, when given). */
export const newestGuesses = async (db: Database, kind: GuessKind, whose: Whose, limit: number, since: Date | null): Promise<Date[]> =>
  (
    await db
      .select({ at: guesses.createdAt })
      .from(guesses)
      .where(and(whoseIs(kind, whose), since === null ? undefined : gt(guesses.createdAt, since)))
      .orderBy(desc(guesses.createdAt), desc(guesses.id))
      .limit(limit)
  ).map((row) => row.at);

export const insertGuess = async (tx: Database, kind: GuessKind, subject: string, ip: string | null, now: Date): Promise<number> => {
  const [row] = await tx.insert(guesses).values({ kind, subject, ip, createdAt: now }).returning({ id: guesses.id });
  if (!row) throw new Error('guesses insert returned no row');
  return row.id;
};

export const deleteGuess = async (db: Database, id: number): Promise<void> => {
  await db.delete(guesses).where(eq(guesses.id, id));
};

/** Forgets a subject's guesses made up to `upTo` (all of them without it). */
export const forgetGuesses = async (db: Database, kind: GuessKind, subject: string, upTo?: Date): Promise<void> => {
  await db.delete(guesses).where(and(whoseIs(kind, { subject }), upTo === undefined ? undefined : lte(guesses.createdAt, upTo)));
};
