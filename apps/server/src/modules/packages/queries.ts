import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { packageOffers, simPackages, sims } from '../../db/schema';

/** The offers on sale to a card's promoter and operator, in the promoter's order. */
export const offersOnSale = (db: Database, promoCode: string, operatorType: number) =>
  db
    .select()
    .from(packageOffers)
    .where(and(eq(packageOffers.promoCode, promoCode), eq(packageOffers.operatorType, operatorType), eq(packageOffers.onSale, true)))
    .orderBy(asc(packageOffers.sort), asc(packageOffers.id));

/** Some offers by id, whatever their promoter or sale. */
export const offersByIds = (db: Database, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(packageOffers).where(inArray(packageOffers.id, [...ids]));

export const findOffer = async (db: Database, id: number) => (await db.select().from(packageOffers).where(eq(packageOffers.id, id)))[0];

/** The texts of some offers, with their translations. */
export const offerTexts = (db: Database, ids: readonly number[]) =>
  db
    .select({ id: packageOffers.id, name: packageOffers.name, description: packageOffers.description, translations: packageOffers.translations })
    .from(packageOffers)
    .where(inArray(packageOffers.id, [...ids]));

export const insertSimPackage = async (tx: Database, pack: typeof simPackages.$inferInsert): Promise<void> => {
  await tx.insert(simPackages).values(pack);
};

export const setRenewPackage = async (db: Database, simId: number, packageId: number | null): Promise<void> => {
  await db.update(sims).set({ renewPackageId: packageId }).where(eq(sims.id, simId));
};
