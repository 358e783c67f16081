import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { numbers } from '../../db/schema/numbers';

/** What an order keeps of the number it holds. */
export interface HeldNumber {
  id: number;
  operator: number;
  priceFen: number;
  planFen: number;
}

/**
 * Holds an available number of the scope for an order, in the caller's transaction: one
 * conditional update, so two buyers never hold the same number. Undefined when it is not available.
 */
export const holdNumber = async (tx: Database, number: string, promoterIds: readonly number[]): Promise<HeldNumber | undefined> => {
  const [row] = await tx
    .update(numbers)
    .set({ status: 'held', updatedAt: sql`now()` })
    .where(and(eq(numbers.number, number), eq(numbers.status, 'available'), inArray(numbers.promoterId, [...promoterIds])))
    .returning({ id: numbers.id, operator: numbers.operator, priceFen: numbers.priceFen, planFen: numbers.planFen });
  return row;
};

/** Whether the scope sells this number at all (taken or not). */
export const numberInScope = async (tx: Database, number: string, promoterIds: readonly number[]): Promise<boolean> => {
  const rows = await tx
    .select({ id: numbers.id })
    .from(numbers)
    .where(and(eq(numbers.number, number), inArray(numbers.promoterId, [...promoterIds])));
  return rows.length > 0;
};

/** Puts a held number back on the shelf; one sold or available meanwhile is left as it is. */
export const releaseNumber = async (tx: Database, id: number): Promise<void> => {
  await tx
    .update(numbers)
    .set({ status: 'available', updatedAt: sql`now()` })
    .where(and(eq(numbers.id, id), eq(numbers.status, 'held')));
};

/** Sells a number that is still `from` (held for the order, or available again); false when someone else has it. */
export const sellNumber = async (tx: Database, id: number, from: 'held' | 'available'): Promise<boolean> => {
  const rows = await tx
    .update(numbers)
    .set({ status: 'sold', updatedAt: sql`now()` })
    .where(and(eq(numbers.id, id), eq(numbers.status, from)))
    .returning({ id: numbers.id });
  return rows.length === 1;
};
