import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payPasswords } from '../../db/schema/checkout';

/** A card's pay password; null when none is set. */
export type StoredPayPassword = { hash: string; salt: string } | null;

export const findPayPassword = async (db: Database, simId: number): Promise<StoredPayPassword> =>
  (await db.select({ hash: payPasswords.hash, salt: payPasswords.salt }).from(payPasswords).where(eq(payPasswords.simId, simId)))[0] ?? null;

/** Whether each card has a pay password set. */
export const hasPayPassword = async (db: Database, simId: number): Promise<boolean> =>
  (await db.select({ simId: payPasswords.simId }).from(payPasswords).where(eq(payPasswords.simId, simId))).length > 0;

export const storePayPassword = async (db: Database, simId: number, hash: string, salt: string): Promise<void> => {
  const now = new Date();
  await db
    .insert(payPasswords)
    .values({ simId, hash, salt, updatedAt: now })
    .onConflictDoUpdate({ target: payPasswords.simId, set: { hash, salt, updatedAt: now } });
};
