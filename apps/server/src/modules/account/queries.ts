import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type PhoneBindingRow, phoneBindings } from '../../db/schema/account';

export type PhoneBinding = Pick<PhoneBindingRow, 'boundMobile' | 'bindPhoneMode'>;

/** A card without a row has no mobile bound and need not bind one. */
const UNBOUND: PhoneBinding = { boundMobile: null, bindPhoneMode: 0 };

export const findBinding = async (db: Database, simId: number): Promise<PhoneBinding> => {
  const [row] = await db
    .select({ boundMobile: phoneBindings.boundMobile, bindPhoneMode: phoneBindings.bindPhoneMode })
    .from(phoneBindings)
    .where(eq(phoneBindings.simId, simId));
  return row ?? UNBOUND;
};

/** The bindings of some cards (those with a row). */
export const findBindings = (db: Database, simIds: readonly number[]) =>
  db
    .select({ simId: phoneBindings.simId, boundMobile: phoneBindings.boundMobile, bindPhoneMode: phoneBindings.bindPhoneMode })
    .from(phoneBindings)
    .where(inArray(phoneBindings.simId, [...simIds]));

/** The card's bound mobile, its binding row locked until the transaction ends (made first if the card has none). */
export const lockBoundMobile = async (tx: Database, simId: number): Promise<string | null> => {
  await tx.insert(phoneBindings).values({ simId }).onConflictDoNothing();
  const [row] = await tx.select({ boundMobile: phoneBindings.boundMobile }).from(phoneBindings).where(eq(phoneBindings.simId, simId)).for('update');
  return row?.boundMobile ?? null;
};

export const storeBoundMobile = async (tx: Database, simId: number, mobile: string): Promise<void> => {
  await tx.update(phoneBindings).set({ boundMobile: mobile }).where(eq(phoneBindings.simId, simId));
};
