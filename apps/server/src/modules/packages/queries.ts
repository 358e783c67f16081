import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { packageOffers, type SimRenewalRow, simPackages, simRenewals } from '../../db/schema/packages';

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

/** Which of some offers are add-ons. */
export const addonOfferIds = async (db: Database, ids: readonly number[]): Promise<number[]> =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: packageOffers.id })
          .from(packageOffers)
          .where(and(inArray(packageOffers.id, [...ids]), eq(packageOffers.kind, 'addon')))
      ).map((row) => row.id);

export const insertSimPackage = async (tx: Database, pack: typeof simPackages.$inferInsert): Promise<void> => {
  await tx.insert(simPackages).values(pack);
};

export type Renewal = Omit<SimRenewalRow, 'simId'>;

/** A card without a row renews nothing and is asked to buy nothing. */
const NO_RENEWAL: Renewal = { renewPackageId: null, renewalNoticeFor: null, needBuyPackage: false };

export const findRenewal = async (db: Database, simId: number): Promise<Renewal> => {
  const [row] = await db.select().from(simRenewals).where(eq(simRenewals.simId, simId));
  if (!row) return NO_RENEWAL;
  const { simId: _simId, ...renewal } = row;
  return renewal;
};

export const setRenewPackage = async (db: Database, simId: number, packageId: number | null): Promise<void> => {
  await db
    .insert(simRenewals)
    .values({ simId, renewPackageId: packageId })
    .onConflictDoUpdate({ target: simRenewals.simId, set: { renewPackageId: packageId } });
};

/** The packages the card holds or held, the newest first. */
export const packagesOf = (db: Database, simId: number) =>
  db.select().from(simPackages).where(eq(simPackages.simId, simId)).orderBy(desc(simPackages.startAt), desc(simPackages.id));

/** The plan in use is the line's cycle: its use is the line's, as the SIM home shows it. */
export const takePlanUse = async (tx: Database, simId: number, useFlow: number, now: Date): Promise<void> => {
  const inUse = tx
    .select({ id: simPackages.id })
    .from(simPackages)
    .where(and(eq(simPackages.simId, simId), eq(simPackages.kind, 'base'), lte(simPackages.startAt, now), gt(simPackages.endAt, now)))
    .orderBy(desc(simPackages.startAt))
    .limit(1);
  await tx.update(simPackages).set({ useFlow }).where(eq(simPackages.id, inUse));
};
