import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The rows of a raw SQL query. Both engines answer `{ rows }`; drizzle's shared database
 * type leaves the result unknown, so the caller names the row shape its SQL selects.
 */
export const queryRows = async <T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> => {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new Error('The database answered a query without rows');
};

/** A PostgreSQL array literal of integers, to pass as one parameter (`${intArray(ids)}::integer[]`). */
export const intArray = (values: readonly number[]): string => `{${values.join(',')}}`;
