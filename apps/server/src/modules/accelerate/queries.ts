import { PERK_STATUS } from '@shop/contract';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accelerations } from '../../db/schema/accelerate';
import { accelerateOffers } from '../../db/schema/accelerate-catalogue';

export type OfferRow = typeof accelerateOffers.$inferSelect;

/** The add-ons on sale to a card's promoter and operator, in the promoter's order. */
export const offersOnSale = (db: Database, promoCode: string, operatorType: number) =>
  db
    .select()
    .from(accelerateOffers)
    .where(and(eq(accelerateOffers.promoCode, promoCode), eq(accelerateOffers.operatorType, operatorType), eq(accelerateOffers.onSale, true)))
    .orderBy(asc(accelerateOffers.sort), asc(accelerateOffers.id));

export const findOffer = async (db: Database, id: number): Promise<OfferRow | undefined> =>
  (await db.select().from(accelerateOffers).where(eq(accelerateOffers.id, id)))[0];

/** The texts of some offers, with their translations. */
export const offerTexts = (db: Database, ids: readonly number[]) =>
  db
    .select({ id: accelerateOffers.id, name: accelerateOffers.name, description: accelerateOffers.description, translations: accelerateOffers.translations })
    .from(accelerateOffers)
    .where(inArray(accelerateOffers.id, [...ids]));

const withOffer = (db: Database) =>
  db
    .select({ acceleration: accelerations, translations: accelerateOffers.translations })
    .from(accelerations)
    .innerJoin(accelerateOffers, eq(accelerateOffers.id, accelerations.accelerateOfferId));

export type AccelerationView = NonNullable<Awaited<ReturnType<typeof running>>>;

/**
 * The card's add-on running furthest at `now` (not refunded, not over): one look-up on
 * accelerations_sim_idx. Add-ons run back to back only at the same speed, so its end is when
 * the line returns to its normal speed.
 */
export const running = async (db: Database, simId: number, now: Date) =>
  (
    await withOffer(db)
      .where(and(eq(accelerations.simId, simId), eq(accelerations.status, PERK_STATUS.active), gt(accelerations.endAt, now)))
      .orderBy(desc(accelerations.endAt))
      .limit(1)
  )[0];

/** A page of the card's add-ons, newest first (one more than the page, to tell if more follow). */
export const accelerationsPage = (db: Database, simId: number, page: number, pageSize: number) =>
  withOffer(db)
    .where(eq(accelerations.simId, simId))
    .orderBy(desc(accelerations.createdAt), desc(accelerations.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);

export const insertAcceleration = async (tx: Database, acceleration: typeof accelerations.$inferInsert): Promise<void> => {
  await tx.insert(accelerations).values(acceleration);
};
