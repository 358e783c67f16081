import { and, count, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardLogins, cardSessions, simLoginLookups, simLayouts, simUsageMonths, sims } from '../../db/schema/iot';
import type { SimReading } from '../../providers/carrier';
import { storeLines } from './lines';
import { monthlyShareMb } from './usage';

export type SimRow = typeof sims.$inferSelect;
export type SimLayoutRow = typeof simLayouts.$inferSelect;

/** A card by its number, its ICCID or its line number, as holders type any of them. */
export const findSim = async (db: Database, simNo: string): Promise<SimRow | undefined> => {
  const [row] = await db
    .select()
    .from(sims)
    .where(or(eq(sims.simNo, simNo), eq(sims.iccid, simNo), eq(sims.mobile, simNo)))
    .limit(1);
  return row;
};

export const findSimById = async (db: Database, id: number): Promise<SimRow> => {
  const [row] = await db.select().from(sims).where(eq(sims.id, id));
  if (!row) throw new Error(`sim ${id} vanished under a live session`);
  return row;
};

export type CardLogin = Pick<typeof cardLogins.$inferSelect, 'mode' | 'passwordHash' | 'passwordSalt'>;

/** A card without a row logs in by its number. */
const BY_NUMBER: CardLogin = { mode: 'none', passwordHash: null, passwordSalt: null };

export const findCardLogin = async (db: Database, simId: number): Promise<CardLogin> => {
  const [row] = await db
    .select({ mode: cardLogins.mode, passwordHash: cardLogins.passwordHash, passwordSalt: cardLogins.passwordSalt })
    .from(cardLogins)
    .where(eq(cardLogins.simId, simId));
  return row ?? BY_NUMBER;
};

export const findLayout = async (db: Database, promoCode: string): Promise<SimLayoutRow | undefined> => {
  const [row] = await db.select().from(simLayouts).where(eq(simLayouts.promoCode, promoCode));
  return row;
};

export const insertCardSession = async (db: Database, session: { tokenHash: string; simId: number; expiresAt: Date }): Promise<void> => {
  await db.insert(cardSessions).values(session);
};

export const findLiveCardSession = async (db: Database, tokenHash: string, now: Date) => {
  const [row] = await db
    .select({ sessionId: cardSessions.id, simId: sims.id, simNo: sims.simNo })
    .from(cardSessions)
    .innerJoin(sims, eq(sims.id, cardSessions.simId))
    .where(and(eq(cardSessions.tokenHash, tokenHash), isNull(cardSessions.revokedAt), gt(cardSessions.expiresAt, now)))
    .limit(1);
  return row;
};

export const revokeCardSession = async (db: Database, sessionId: number, now: Date): Promise<void> => {
  await db
    .update(cardSessions)
    .set({ revokedAt: now })
    .where(and(eq(cardSessions.id, sessionId), isNull(cardSessions.revokedAt)));
};

/** Advisory lock class (two-key form), so lookups from one address are counted one at a time. */
const LOOKUP_LOCK = 7_300_301;

/**
 * Counts a card lookup from `ip` unless `limit` were made since `since`; answers whether it was
 * counted. Under a lock per address, so parallel lookups (from any server process) never pass
 * the limit together; the address's lookups from before the window are dropped on the way.
 */
export const countLookup = (db: Database, ip: string, since: Date, now: Date, limit: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOOKUP_LOCK}, hashtext(${ip}))`);
    await tx.delete(simLoginLookups).where(and(eq(simLoginLookups.ip, ip), lt(simLoginLookups.createdAt, since)));
    const [made] = await tx.select({ n: count() }).from(simLoginLookups).where(eq(simLoginLookups.ip, ip));
    if ((made?.n ?? 0) >= limit) return false;
    await tx.insert(simLoginLookups).values({ ip, createdAt: now });
    return true;
  });

/**
 * Takes on the next carrier read of a card: none other under way (or one given up on, claimed
 * before `staleBefore`) and none stored after `freshSince`. Answers whether it was taken.
 */
export const claimRead = async (db: Database, simId: number, now: Date, freshSince: Date, staleBefore: Date): Promise<boolean> => {
  const claimed = await db
    .update(sims)
    .set({ readClaimedAt: now })
    .where(
      and(
        eq(sims.id, simId),
        or(isNull(sims.readClaimedAt), lte(sims.readClaimedAt, staleBefore)),
        or(isNull(sims.lastReadAt), lte(sims.lastReadAt, freshSince)),
      ),
    )
    .returning({ id: sims.id });
  return claimed.length > 0;
};

/** Gives up a read claimed at `claimedAt` that brought nothing back. */
export const releaseRead = async (db: Database, simId: number, claimedAt: Date): Promise<void> => {
  await db
    .update(sims)
    .set({ readClaimedAt: null })
    .where(and(eq(sims.id, simId), eq(sims.readClaimedAt, claimedAt)));
};

/** What else a stored reading updates, in its transaction: each answers whether it stored (false rolls the reading back). */
export type ReadingParts = (tx: Database) => Promise<boolean>;

/** A reading not stored, its transaction rolled back. */
class ReadingNotStored extends Error {}

/**
 * Stores a carrier reading if no other read or act was stored since `previous` was loaded (so
 * two refreshes never count the same use twice, and an act's answer is never undone by a read
 * from before it), and adds the use counted since to the month of `now`, drawn against the
 * plan's monthly share as every month is; `parts` store what other owners keep of it in the
 * same transaction. Answers whether it stored.
 */
export const storeReading = (db: Database, previous: SimRow, reading: SimReading, now: Date, month: string, parts: ReadingParts): Promise<boolean> =>
  db
    .transaction(async (tx) => {
      const share = monthlyShareMb(previous.totalFlow, previous.isInfiniteFlow);
      // A new cycle the shop has not stored yet starts from nothing: none of its use is counted twice.
      const accrued = Math.max(0, reading.usage.useFlow - previous.useFlow);
      const stored = await storeLines(tx, [reading], {
        useFlow: sql`v.use_flow`,
        also: { lastReadAt: now, readClaimedAt: null },
        // Stored only over the row it was read from: a device switched off or on (the device
        // control) or an act's answer meanwhile is newer.
        onlyIf: and(eq(sims.id, previous.id), eq(sims.lastUsageAt, previous.lastUsageAt), eq(sims.onlineStatus, previous.onlineStatus)),
      });
      if (stored.length === 0) return false;
      if (!(await parts(tx))) throw new ReadingNotStored();
      await tx
        .insert(simUsageMonths)
        .values({ simId: previous.id, month, useFlow: accrued, totalFlow: share })
        .onConflictDoUpdate({
          target: [simUsageMonths.simId, simUsageMonths.month],
          set: { useFlow: sql`${simUsageMonths.useFlow} + ${accrued}`, totalFlow: share },
        });
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof ReadingNotStored) return false;
      throw error;
    });

export const usageMonths = (db: Database, simId: number) =>
  db
    .select({ month: simUsageMonths.month, useFlow: simUsageMonths.useFlow, totalFlow: simUsageMonths.totalFlow })
    .from(simUsageMonths)
    .where(eq(simUsageMonths.simId, simId))
    .orderBy(desc(simUsageMonths.month));

/** What other modules read of a card: who it is, its promoter and operator, its cycle and its volume package. */
export const findCardFacts = async (db: Database, id: number) =>
  (
    await db
      .select({
        id: sims.id,
        simNo: sims.simNo,
        promoCode: sims.promoCode,
        operatorType: sims.operatorType,
        simStatus: sims.simStatus,
        endAt: sims.endAt,
        volume: sims.volume,
      })
      .from(sims)
      .where(eq(sims.id, id))
  )[0];
export type CardFacts = NonNullable<Awaited<ReturnType<typeof findCardFacts>>>;

/** The card's row lock (for no key update) INSIDE the caller's transaction, with its number and promoter. */
export const lockCardRow = async (tx: Database, id: number) =>
  (await tx.select({ simNo: sims.simNo, promoCode: sims.promoCode }).from(sims).where(eq(sims.id, id)).for('no key update'))[0];
