import { AUTH_STATUS, type RealnameKind } from '@shop/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type RealnameRequestRow, realnameRequests, sims } from '../../db/schema';
import type { RealnameVerdict } from '../../providers/realname';

/** What real-name reads of a card. */
export const findCard = async (db: Database, simId: number) =>
  (
    await db
      .select({
        id: sims.id,
        simNo: sims.simNo,
        operatorType: sims.operatorType,
        sourceType: sims.sourceType,
        authStatus: sims.authStatus,
        authPlatformStatus: sims.authPlatformStatus,
        needAuth: sims.needAuth,
        needPlatformAuth: sims.needPlatformAuth,
        platformAuthType: sims.platformAuthType,
        viceSims: sims.viceSims,
      })
      .from(sims)
      .where(eq(sims.id, simId))
  )[0];
export type RealnameCard = NonNullable<Awaited<ReturnType<typeof findCard>>>;

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
    if (row) await tx.update(sims).set({ authStatus: AUTH_STATUS.reviewing }).where(and(eq(sims.id, request.simId), inArray(sims.authStatus, [AUTH_STATUS.none, AUTH_STATUS.rejected])));
  });
};

export const setOfficialVerified = async (tx: Database, simId: number): Promise<void> => {
  await tx.update(sims).set({ authStatus: AUTH_STATUS.verified, needAuth: false }).where(eq(sims.id, simId));
};

export const setOfficialFailed = async (tx: Database, simId: number): Promise<void> => {
  await tx.update(sims).set({ authStatus: AUTH_STATUS.rejected }).where(and(eq(sims.id, simId), ne(sims.authStatus, AUTH_STATUS.verified)));
};

export const setPlatformVerified = async (tx: Database, simId: number): Promise<void> => {
  await tx.update(sims).set({ authPlatformStatus: AUTH_STATUS.verified, needPlatformAuth: false }).where(eq(sims.id, simId));
};

export const setPlatformFailed = async (db: Database, simId: number): Promise<void> => {
  await db.update(sims).set({ authPlatformStatus: AUTH_STATUS.rejected }).where(and(eq(sims.id, simId), ne(sims.authPlatformStatus, AUTH_STATUS.verified)));
};
