import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isEmbedded } from '../../db/copy';
import { intArray, queryRows } from '../../db/rows';
import { type NewNumber, numbers } from '../../db/schema/numbers';

export const setNumberStatus = async (db: Database, number: string, status: NewNumber['status']): Promise<void> => {
  await db.update(numbers).set({ status, updatedAt: sql`now()` }).where(eq(numbers.number, number));
};

export type FoundNumber = {
  id: number;
  number: string;
  operator: number;
  province_code: number;
  city_code: number;
  price_fen: number;
  plan_fen: number;
  pattern_ids: number[];
  shuffle_key: number;
};

/**
 * The numbers of `ids` still on sale in `scope`, read by primary key under the search's
 * time budget (`statement_timeout`; PGlite's single-user mode has no timer, and there the
 * read is a few key lookups). A number another process has just taken is not among them.
 * The page's ids are read first, behind `offset 0`, so that no planner walks the partial
 * "available" indexes, whose leading columns are not the id, for them (PGlite's did: 6.8 ms
 * for 21 numbers, against 0.5 ms by primary key).
 */
export const onSale = (db: Database, ids: readonly number[], scope: readonly number[], timeoutMs: number): Promise<FoundNumber[]> => {
  const read = (on: Database) =>
    queryRows<FoundNumber>(on, sql`
      select id, number, operator, province_code, city_code, price_fen, plan_fen, pattern_ids, shuffle_key
      from (select * from numbers where id = any(${intArray(ids)}::integer[]) offset 0) page
      where status = 'available' and promoter_id = any(${intArray(scope)}::integer[])`);
  // On PGlite a transaction would only carry a setting it cannot enforce: three statements saved per search.
  if (isEmbedded(db)) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', ${String(Math.trunc(timeoutMs))}, true)`);
    return read(tx);
  });
};
