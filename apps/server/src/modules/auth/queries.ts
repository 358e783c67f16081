import { SMS_RESEND_SECONDS, SMS_SEND_WINDOW_SECONDS } from '@shop/contract';
import { and, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type SmsScene, shopSessions, smsCodes } from '../../db/schema/auth';

/** Advisory lock classes (two-key form), so sends of one mobile or one address queue up. */
const MOBILE_LOCK = 7_300_201;
const IP_LOCK = 7_300_202;

const secondsAgo = (seconds: number): SQL => sql`now() - make_interval(secs => ${seconds})`;
const waitUntil = (moment: SQL): SQL<number | null> =>
  sql<number | null>`ceil(extract(epoch from ${moment} - now()))`.mapWith(Number);

/** Held to the end of the transaction; always mobile first, so two sends never wait on each other in a cycle. */
export const lockSends = async (tx: Database, mobile: string, ip: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${MOBILE_LOCK}, hashtext(${mobile}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`);
};

/** Codes sent in the window to this mobile and from this address, and how long until each limit eases. */
export const recentSends = async (tx: Database, mobile: string, ip: string) => {
  const toMobile = eq(smsCodes.mobile, mobile);
  const [row] = await tx
    .select({
      toMobile: sql<number>`count(*) filter (where ${toMobile})`.mapWith(Number),
      fromIp: sql<number>`count(*) filter (where ${eq(smsCodes.ip, ip)})`.mapWith(Number),
      resendWait: waitUntil(sql`max(${smsCodes.createdAt}) filter (where ${toMobile}) + make_interval(secs => ${SMS_RESEND_SECONDS})`),
      mobileWait: waitUntil(sql`min(${smsCodes.createdAt}) filter (where ${toMobile}) + make_interval(secs => ${SMS_SEND_WINDOW_SECONDS})`),
    })
    .from(smsCodes)
    .where(and(gt(smsCodes.createdAt, secondsAgo(SMS_SEND_WINDOW_SECONDS)), or(toMobile, eq(smsCodes.ip, ip))));
  return { toMobile: row?.toMobile ?? 0, fromIp: row?.fromIp ?? 0, resendWait: row?.resendWait ?? 0, mobileWait: row?.mobileWait ?? 0 };
};

export const insertCode = async (
  tx: Database,
  row: { mobile: string; scene: SmsScene; codeHash: string; salt: string; ip: string; ttlSeconds: number },
): Promise<number> => {
  const { ttlSeconds, ...values } = row;
  const [inserted] = await tx
    .insert(smsCodes)
    .values({ ...values, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` })
    .returning({ id: smsCodes.id });
  if (!inserted) throw new Error('sms_codes insert returned no row');
  return inserted.id;
};

export const deleteCode = async (db: Database, id: number): Promise<void> => {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
};

/** The newest code of a mobile for a scene: only the newest one counts. */
export const latestCode = async (db: Database, mobile: string, scene: SmsScene) => {
  const [row] = await db
    .select({
      id: smsCodes.id,
      codeHash: smsCodes.codeHash,
      salt: smsCodes.salt,
      used: sql<boolean>`${smsCodes.usedAt} is not null`,
      expired: sql<boolean>`${smsCodes.expiresAt} <= now()`,
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.scene, scene)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
};

const stillUsable = (id: number) =>
  and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, sql`now()`));

/** Marks a code used if nobody did first (one conditional update: of two racing callers, one wins). */
export const consumeCode = async (db: Database, id: number): Promise<boolean> => {
  const rows = await db.update(smsCodes).set({ usedAt: sql`now()` }).where(stillUsable(id)).returning({ id: smsCodes.id });
  return rows.length === 1;
};

export const insertSession = async (db: Database, row: { tokenHash: string; mobile: string; orderSn: string | null; days: number }) => {
  const { days, ...values } = row;
  const [inserted] = await db
    .insert(shopSessions)
    .values({ ...values, expiresAt: sql`now() + make_interval(days => ${days})` })
    .returning({ id: shopSessions.id, expiresAt: shopSessions.expiresAt });
  if (!inserted) throw new Error('shop_sessions insert returned no row');
  return inserted;
};

/** A session that is neither revoked nor expired, by its token's hash. */
export const findLiveSession = async (db: Database, tokenHash: string) => {
  const [row] = await db
    .select({ sessionId: shopSessions.id, mobile: shopSessions.mobile, orderSn: shopSessions.orderSn })
    .from(shopSessions)
    .where(and(eq(shopSessions.tokenHash, tokenHash), isNull(shopSessions.revokedAt), gt(shopSessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
};

export const revokeSession = async (db: Database, sessionId: number): Promise<void> => {
  await db
    .update(shopSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shopSessions.id, sessionId), isNull(shopSessions.revokedAt)));
};
