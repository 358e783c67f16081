import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../../src/db/client';

export interface Journal {
  entries: { idx: number; tag: string }[];
}

/** drizzle-kit's list of the committed migrations, in the order they apply. */
export const readJournal = (): Journal => JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
