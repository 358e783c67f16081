import { AUTH_STATUS, type RealnameKind } from '@shop/contract';
import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type RealnameRequestRow, type RealnameStatusRow, realnameRequests, realnameStatuses } from '../../db/schema/realname';
import type { RealnameVerdict } from '../../providers/realname';

export type RealnameStatus = Omit<RealnameStatusRow, 'simId'>;

/** A card without a row has done and been asked nothing. */
const UNASKED: RealnameStatus = {
  authStatus: AUTH_STATUS.none,
  authPlatformStatus: AUTH_STATUS.none,
  needAuth: false,
  needPlatformAuth: false,
  platformAuthType: 0,
  numbAuth: false,
};

/** Those of some cards that still need the operator's real-name. */
export const needingAuth = async (db: Database, simIds: readonly number[]): Promise<number[]> =>
  (
    await db
      .select({ simId: realnameStatuses.simId })
      .from(realnameStatuses)
      .where(and(inArray(realnameStatuses.simId, [...simIds]), eq(realnameStatuses.needAuth, true)))
  ).map((row) => row.simId);

export const findStatus = async (db: Database, simId: number): Promise<RealnameStatus> => {
  const [row] = await db.select().from(realnameStatuses).where(eq(realnameStatuses.simId, simId));
  if (!row) return UNASKED;
  const { simId: _simId, ...status } = row;
  return status;
};

/**
 * Writes part of the card's standing, where `when` holds of its row (a card without one reads
 * as UNASKED, so `when` is to hold of that too). Answers whether it wrote.
 */
const writeStatus = async (db: Database, simId: number, set: Partial<RealnameStatus>, when?: SQL): Promise<boolean> =>
  (
    await db
      .insert(realnameStatuses)
      .values({ simId, ...set })
      .onConflictDoUpdate({ target: realnameStatuses.simId, set, ...(when && { setWhere: when }) })
      .returning({ simId: realnameStatuses.simId })
  ).length > 0;

export const latestRequest = async (db: Database, simId: number, kind: RealnameKind): Promise<RealnameRequestRow | undefined> =>
  (
    await db
      .select()
      .from(realnameRequests)
      .where(and(eq(realnameRequests.simId, simId), eq(realnameRequests.kind, kind)))
      .orderBy(desc(realnameRequests.id))
      .limit(1)
  )[0];

const LIVE = ['opened', 'reviewing'] as const;

export const liveRequest = async (db: Database, simId: number, channelSimNo: string): Promise<RealnameRequestRow | undefined> =>
  (
    await db
      .select()
      .from(realnameRequests)
      .where(
        and(
          eq(realnameRequests.simId, simId),
          eq(realnameRequests.channelSimNo, channelSimNo),
          eq(realnameRequests.kind, 'official'),
          inArray(realnameRequests.status, [...LIVE]),
        ),
      )
  )[0];

export type NewRequest = typeof realnameRequests.$inferInsert;

/** Inserts an operator request unless the channel has a live one (realname_requests_live_key): undefined then. */
export const insertOfficial = async (db: Database, request: NewRequest): Promise<RealnameRequestRow | undefined> =>
  (await db.insert(realnameRequests).values(request).onConflictDoNothing().returning())[0];

export const insertRequest = async (db: Database, request: NewRequest): Promise<RealnameRequestRow> => {
  const [row] = await db.insert(realnameRequests).values(request).returning();
  if (!row) throw new Error('realname request insert returned no row');
  return row;
};

export const requestBySn = async (db: Database, requestSn: string): Promise<RealnameRequestRow | undefined> =>
  (await db.select().from(realnameRequests).where(eq(realnameRequests.requestSn, requestSn)))[0];

/** Decides a live request once: a second (duplicated or concurrent) verdict finds it decided and changes nothing. */
export const decide = async (tx: Database, verdict: RealnameVerdict & { notifyId: string }, now: Date): Promise<RealnameRequestRow | undefined> =>
  (
    await tx
      .update(realnameRequests)
      .set({
        status: verdict.outcome,
        reason: verdict.reason,
        holderName: verdict.holderName,
        idCardMasked: verdict.idCardMasked,
        notifyId: verdict.notifyId,
        updatedAt: now,
      })
      .where(and(eq(realnameRequests.requestSn, verdict.requestSn), inArray(realnameRequests.status, [...LIVE])))
      .returning()
  )[0];

export const markReviewing = async (db: Database, request: RealnameRequestRow, now: Date): Promise<void> => {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(realnameRequests)
      .set({ status: 'reviewing', updatedAt: now })
      .where(and(eq(realnameRequests.id, request.id), eq(realnameRequests.status, 'opened')))
      .returning({ id: realnameRequests.id });
    if (row) await writeStatus(tx, request.simId, { authStatus: AUTH_STATUS.reviewing }, inArray(realnameStatuses.authStatus, [AUTH_STATUS.none, AUTH_STATUS.rejected]));
  });
};

export const setOfficialVerified = async (tx: Database, simId: number): Promise<void> => {
  await writeStatus(tx, simId, { authStatus: AUTH_STATUS.verified, needAuth: false });
};

export const setOfficialFailed = async (tx: Database, simId: number): Promise<void> => {
  await writeStatus(tx, simId, { authStatus: AUTH_STATUS.rejected }, ne(realnameStatuses.authStatus, AUTH_STATUS.verified));
};

export const setPlatformVerified = async (tx: Database, simId: number): Promise<void> => {
  await writeStatus(tx, simId, { authPlatformStatus: AUTH_STATUS.verified, needPlatformAuth: false });
};

export const setPlatformFailed = async (db: Database, simId: number): Promise<void> => {
  await writeStatus(db, simId, { authPlatformStatus: AUTH_STATUS.rejected }, ne(realnameStatuses.authPlatformStatus, AUTH_STATUS.verified));
};

/**
 * Stores the statuses a carrier reading reports, unless a verdict changed them since `seen` was
 * read before the reading: a newer verdict is not overwritten by an older reading. Answers whether it stored.
 */
export const storeReadStatus = (tx: Database, simId: number, seen: RealnameStatus, read: Pick<RealnameStatus, 'authStatus' | 'authPlatformStatus'>): Promise<boolean> =>
  writeStatus(
    tx,
    simId,
    read,
    and(eq(realnameStatuses.authStatus, seen.authStatus), eq(realnameStatuses.authPlatformStatus, seen.authPlatformStatus)),
  );
