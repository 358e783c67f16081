import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promoters, sims } from '../../db/schema';
import type { PaymentType } from '../../providers/payment';

/** What paying from a card (and renewing it) reads of it. */
export const findCard = async (db: Database, simId: number) =>
  (
    await db
      .select({
        id: sims.id,
        simNo: sims.simNo,
        promoCode: sims.promoCode,
        operatorType: sims.operatorType,
        needAuth: sims.needAuth,
        bindPhoneMode: sims.bindPhoneMode,
        balanceFen: sims.balance,
        endAt: sims.endAt,
        boundMobile: sims.boundMobile,
        payPasswordHash: sims.payPasswordHash,
        payPasswordSalt: sims.payPasswordSalt,
        payPasswordFailures: sims.payPasswordFailures,
        payPasswordLockedUntil: sims.payPasswordLockedUntil,
        renewPackageId: sims.renewPackageId,
        volumePackageId: sims.volumePackageId,
        volumeClosedAt: sims.volumeClosedAt,
        paymentTypes: promoters.showPaymentType,
      })
      .from(sims)
      .leftJoin(promoters, eq(promoters.promoCode, sims.promoCode))
      .where(eq(sims.id, simId))
  )[0];
export type CardRow = NonNullable<Awaited<ReturnType<typeof findCard>>>;
export type CardPaymentTypes = PaymentType[] | null;

export const storePayPassword = async (db: Database, simId: number, hash: string, salt: string): Promise<void> => {
  await db
    .update(sims)
    .set({ payPasswordHash: hash, payPasswordSalt: salt, payPasswordFailures: 0, payPasswordLockedUntil: null })
    .where(eq(sims.id, simId));
};

/**
 * Counts a wrong pay password in one statement, so parallel tries all count: after an
 * expired lock the count starts again; reaching `maxTries` locks until `lockUntil`.
 */
export const countPayPasswordFailure = async (db: Database, simId: number, now: Date, maxTries: number, lockUntil: Date) => {
  const failures = sql`case when ${sims.payPasswordLockedUntil} is not null and ${sims.payPasswordLockedUntil} <= ${now} then 1 else ${sims.payPasswordFailures} + 1 end`;
  const [row] = await db
    .update(sims)
    .set({
      payPasswordFailures: failures,
      payPasswordLockedUntil: sql`case when ${failures} >= ${maxTries} then ${lockUntil}::timestamptz else null end`,
    })
    .where(eq(sims.id, simId))
    .returning({ failures: sims.payPasswordFailures, lockedUntil: sims.payPasswordLockedUntil });
  if (!row) throw new Error(`sim ${simId} vanished under a live session`);
  return row;
};

export const clearPayPasswordFailures = async (db: Database, simId: number): Promise<void> => {
  await db.update(sims).set({ payPasswordFailures: 0, payPasswordLockedUntil: null }).where(eq(sims.id, simId));
};
