import type { PaymentType } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promoters, sims } from '../../db/schema';

/** What paying from a card (and renewing it) reads of it. */
export const findCard = async (db: Database, simId: number) =>
  (
    await db
      .select({
        id: sims.id,
        simNo: sims.simNo,
        promoCode: sims.promoCode,
        operatorType: sims.operatorType,
        balanceFen: sims.balance,
        endAt: sims.endAt,
        payPasswordHash: sims.payPasswordHash,
        payPasswordSalt: sims.payPasswordSalt,
        volume: sims.volume,
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
    .set({ payPasswordHash: hash, payPasswordSalt: salt })
    .where(eq(sims.id, simId));
};
