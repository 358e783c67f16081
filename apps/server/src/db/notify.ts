import { PGlite } from '@electric-sql/pglite';
import type { Database } from './client';

/**
 * Calls `heard` for each NOTIFY on `channel` once its transaction commits, where the process
 * hears every one the moment it is committed: embedded PGlite, whose one connection is this
 * process's (the notice comes before the committing call returns). Answers whether it listens;
 * on PostgreSQL other processes write too and a notice arrives later, so it does not.
 */
export const listenInProcess = async (db: Database, channel: string, heard: () => void): Promise<boolean> => {
  const client: unknown = '$client' in db ? db.$client : undefined;
  if (!(client instanceof PGlite)) return false;
  await client.listen(channel, heard);
  return true;
};
