import { setTimeout as sleep } from 'node:timers/promises';
import { Code, type Message } from '@shop/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { BusinessError } from '../../errors';
import { requestHash } from './canonical';
import { IdempotencyMessage } from './messages';

/** A key answers the same for this long; after that it may start a new request. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A duplicate that arrives while the first request runs waits this long for its answer. */
const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 50;

/**
 * What the first request answered: its data, or the business error it ended with (its message
 * in every locale, so a duplicate is answered in its own; a plain string from before that).
 */
type StoredAnswer = { data: unknown } | { code: number; message: Message | string; httpStatus: number };

const replay = <T>(answer: StoredAnswer): T => {
  if ('data' in answer) return answer.data as T;
  throw new BusinessError(answer.code, answer.message, answer.httpStatus);
};

const expired = sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;

/**
 * Takes the key for this request in one statement: a new key, or one whose time ran out
 * (replaced); false when another request holds it.
 */
const reserve = async (db: Database, scope: string, key: string, hash: string): Promise<boolean> => {
  const taken = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash: hash, response: null, createdAt: sql`now()` },
      setWhere: lt(idempotencyKeys.createdAt, expired),
    })
    .returning({ key: idempotencyKeys.key });
  return taken.length === 1;
};

const findKey = async (db: Database, scope: string, key: string) => {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
};

/** The first request's answer once it is stored; the duplicate waits a little for it. */
const answerOfFirst = async <T>(db: Database, scope: string, key: string, hash: string): Promise<T> => {
  for (let waited = 0; ; waited += POLL_MS) {
    const row = await findKey(db, scope, key);
    // Gone: the first request failed unexpectedly and gave the key back.
    if (!row) throw new BusinessError(Code.failed, IdempotencyMessage.running, 409);
    if (row.requestHash !== hash) throw new BusinessError(Code.failed, IdempotencyMessage.reused, 409);
    if (row.response !== null) return replay<T>(row.response as StoredAnswer);
    if (waited >= WAIT_FOR_FIRST_MS) throw new BusinessError(Code.failed, IdempotencyMessage.running, 409);
    await sleep(POLL_MS);
  }
};

const store = (db: Database, scope: string, key: string, answer: StoredAnswer) =>
  db
    .update(idempotencyKeys)
    .set({ response: answer })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));

/**
 * Runs `run` once per (scope, key): a repeat with the same body replays the first answer
 * (business errors included), a repeat with another body is refused with HTTP 409. An
 * unexpected failure gives the key back, so the client may try again with it.
 */
export const withIdempotency = async <T>(
  db: Database,
  scope: string,
  key: string,
  body: unknown,
  run: () => Promise<T>,
): Promise<T> => {
  const hash = requestHash(body);
  if (!(await reserve(db, scope, key, hash))) return answerOfFirst<T>(db, scope, key, hash);
  let answer: StoredAnswer;
  try {
    answer = { data: await run() };
  } catch (error) {
    if (!(error instanceof BusinessError)) {
      await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      throw error;
    }
    answer = { code: error.code, message: error.text, httpStatus: error.httpStatus };
  }
  await store(db, scope, key, answer);
  return replay<T>(answer);
};

/** Forgets keys older than the time they answer for. */
export const purgeIdempotencyKeys = async (db: Database): Promise<void> => {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired));
};
