import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { simAddresses } from '../../db/schema/addresses';

export type SimAddressRow = typeof simAddresses.$inferSelect;
export type AddressFields = Pick<SimAddressRow, 'name' | 'mobile' | 'provinceCode' | 'cityCode' | 'countyCode' | 'detail'>;

/** The card's addresses, the default first, then the newest. */
export const addressesOf = (db: Database, simId: number): Promise<SimAddressRow[]> =>
  db.select().from(simAddresses).where(eq(simAddresses.simId, simId)).orderBy(desc(simAddresses.isDefault), desc(simAddresses.id));

export const findAddress = async (db: Database, id: number): Promise<SimAddressRow | undefined> =>
  (await db.select().from(simAddresses).where(eq(simAddresses.id, id)))[0];

/** Advisory lock class (two-key form) of a card's addresses. */
const ADDRESSES_LOCK = 7_300_501;

/** The card's addresses locked until the transaction ends: changes to one card's addresses take turns. */
export const lockCard = async (tx: Database, simId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESSES_LOCK}, ${simId})`);
};

export const countOf = async (tx: Database, simId: number): Promise<number> =>
  (await tx.select({ n: sql<number>`count(*)::int` }).from(simAddresses).where(eq(simAddresses.simId, simId)))[0]?.n ?? 0;

export const insertAddress = async (tx: Database, simId: number, fields: AddressFields, isDefault: boolean): Promise<SimAddressRow> => {
  const [row] = await tx.insert(simAddresses).values({ ...fields, simId, isDefault }).returning();
  if (!row) throw new Error(`the address of sim ${simId} was not stored`);
  return row;
};

export const updateAddress = async (tx: Database, id: number, fields: AddressFields, now: Date): Promise<void> => {
  await tx.update(simAddresses).set({ ...fields, updatedAt: now }).where(eq(simAddresses.id, id));
};

/** Makes one address the card's default: the old default is cleared first, so the one-default index holds at every step. */
export const makeDefault = async (tx: Database, simId: number, id: number, now: Date): Promise<void> => {
  await tx
    .update(simAddresses)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(simAddresses.simId, simId), eq(simAddresses.isDefault, true)));
  await tx.update(simAddresses).set({ isDefault: true, updatedAt: now }).where(eq(simAddresses.id, id));
};

export const deleteAddress = async (tx: Database, id: number): Promise<void> => {
  await tx.delete(simAddresses).where(eq(simAddresses.id, id));
};

/** The card's newest address, if any is left. */
export const newestOf = async (tx: Database, simId: number): Promise<SimAddressRow | undefined> =>
  (await tx.select().from(simAddresses).where(eq(simAddresses.simId, simId)).orderBy(desc(simAddresses.id)).limit(1))[0];
