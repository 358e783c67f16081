import type { CardLoginMode } from '@shop/contract';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { pinMatches } from '../../lib/pin-hash';
import { type CardFacts, findCardFacts, findCardLogin, findSimById, lockCardRow, type SimRow } from './queries';

// What other modules read of a card, and its lock.

/** The card's line as last read from the carrier. */
export const simOf = (db: Database, simId: number): Promise<SimRow> => findSimById(db, simId);

/** How the card logs in, and whether it has a card password (the password itself stays here). */
export const cardLoginOf = async (db: Database, simId: number): Promise<{ mode: CardLoginMode; hasPassword: boolean }> => {
  const login = await findCardLogin(db, simId);
  return { mode: login.mode, hasPassword: login.passwordHash !== null && login.passwordSalt !== null };
};

/** Whether `password` is the card password of a card in password mode. */
export const cardPasswordMatches = async (db: Database, simId: number, password: string): Promise<boolean> => {
  const { mode, passwordHash, passwordSalt } = await findCardLogin(db, simId);
  if (mode !== 'password' || passwordHash === null || passwordSalt === null) return false;
  return pinMatches(password, passwordSalt, passwordHash);
};

export type { CardFacts } from './queries';

/** A card as the modules that sell to it read it (checkout, wallet, points, coupons); undefined when there is none. */
export const cardFacts = (db: Database, simId: number): Promise<CardFacts | undefined> => findCardFacts(db, simId);

type LockedCard = { simNo: string; promoCode: string };

const isTransaction = (db: Database): boolean => db instanceof PgTransaction;

/** The cards each open transaction holds the lock of: a row lock lasts until the transaction ends, so it is taken once. */
const lockedIn = new WeakMap<Database, Map<number, LockedCard>>();

/**
 * Takes the card's row lock INSIDE the caller's transaction, before any of its money moves: every
 * transaction that charges a card or extends what it holds takes it first, so they queue on the
 * card in one order and never deadlock on the owners' rows (balance, points, coin) or the
 * carrier's. `for no key update`: rows other transactions insert for the card (orders, ledger
 * lines) take key-share locks, which it does not wait on. The steps of one purchase each ask for
 * it; only the first sends a statement.
 */
export const lockCard = async (tx: Database, simId: number): Promise<LockedCard> => {
  const held = lockedIn.get(tx)?.get(simId);
  if (held) return held;
  const card = await lockCardRow(tx, simId);
  if (!card) throw new Error(`card ${simId} does not exist`);
  // Outside a transaction the lock ends with the statement: nothing is held to remember.
  if (isTransaction(tx)) lockedIn.set(tx, (lockedIn.get(tx) ?? new Map<number, LockedCard>()).set(simId, card));
  return card;
};
