import { and, count, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardSessions, simLoginLookups, simLayouts, simPackages, simUsageMonths, sims } from '../../db/schema';
import type { SimReading } from '../../providers/carrier';
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

/**
 * Stores a carrier reading if no other read was stored since `previous` was loaded (so two
 * refreshes never count the same use twice), and adds the use to the month of `now`, drawn
 * against the plan's monthly share as every month is; the plan in use takes the line's use.
 * Answers whether it stored.
 */
export const storeReading = (db: Database, previous: SimRow, reading: SimReading, now: Date, month: string): Promise<boolean> =>
  db.transaction(async (tx) => {
    const share = monthlyShareMb(previous.totalFlow, previous.isInfiniteFlow);
    const stored = await tx
      .update(sims)
      .set({
        ...reading.state,
        ...reading.realName,
        ...reading.network,
        useFlow: reading.usage.useFlow,
        lastUsageAt: reading.usage.until,
        lastReadAt: now,
        readClaimedAt: null,
      })
      // Stored only over the row it was read from: a real-name verdict or a device switched off
      // or on (the device control) meanwhile is newer.
      .where(
        and(
          eq(sims.id, previous.id),
          eq(sims.lastUsageAt, previous.lastUsageAt),
          eq(sims.onlineStatus, previous.onlineStatus),
          eq(sims.authStatus, previous.authStatus),
          eq(sims.authPlatformStatus, previous.authPlatformStatus),
        ),
      )
      .returning({ id: sims.id });
    if (stored.length === 0) return false;
    await tx
      .insert(simUsageMonths)
      .values({ simId: previous.id, month, useFlow: reading.usage.accrued, totalFlow: share })
      .onConflictDoUpdate({
        target: [simUsageMonths.simId, simUsageMonths.month],
        set: { useFlow: sql`${simUsageMonths.useFlow} + ${reading.usage.accrued}`, totalFlow: share },
      });
    // The plan in use is the line's cycle: its use is the line's, as simInfo shows it.
    const inUse = tx
      .select({ id: simPackages.id })
      .from(simPackages)
      .where(and(eq(simPackages.simId, previous.id), eq(simPackages.kind, 'base'), lte(simPackages.startAt, now), gt(simPackages.endAt, now)))
      .orderBy(desc(simPackages.startAt))
      .limit(1);
    await tx.update(simPackages).set({ useFlow: reading.usage.useFlow }).where(eq(simPackages.id, inUse));
    return true;
  });

export const usageMonths = (db: Database, simId: number) =>
  db
    .select({ month: simUsageMonths.month, useFlow: simUsageMonths.useFlow, totalFlow: simUsageMonths.totalFlow })
    .from(simUsageMonths)
    .where(eq(simUsageMonths.simId, simId))
    .orderBy(desc(simUsageMonths.month));

export const packagesOf = (db: Database, simId: number) =>
  db.select().from(simPackages).where(eq(simPackages.simId, simId)).orderBy(desc(simPackages.startAt), desc(simPackages.id));

/** What other modules read of a card: who it is, its promoter and operator, its gate and its cycle. */
export const findCardFacts = async (db: Database, id: number) =>
  (
    await db
      .select({
        id: sims.id,
        simNo: sims.simNo,
        promoCode: sims.promoCode,
        operatorType: sims.operatorType,
        simStatus: sims.simStatus,
        needAuth: sims.needAuth,
        bindPhoneMode: sims.bindPhoneMode,
        boundMobile: sims.boundMobile,
        endAt: sims.endAt,
        renewPackageId: sims.renewPackageId,
        volumePackageId: sims.volumePackageId,
        volumeClosedAt: sims.volumeClosedAt,
      })
      .from(sims)
      .where(eq(sims.id, id))
  )[0];
export type CardFacts = NonNullable<Awaited<ReturnType<typeof findCardFacts>>>;

/** The card's row lock (for no key update) INSIDE the caller's transaction, with its number and promoter. */
export const lockCardRow = async (tx: Database, id: number) =>
  (await tx.select({ simNo: sims.simNo, promoCode: sims.promoCode }).from(sims).where(eq(sims.id, id)).for('no key update'))[0];
