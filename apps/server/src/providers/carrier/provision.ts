import type { Database } from '../../db/client';
import { type SandboxCarrierLineInsert, sandboxCarrierLines } from '../../db/schema/sandbox-carrier';

/**
 * Puts lines into the sandbox carrier, as a real carrier's lines exist before the shop knows
 * the cards: the seed and the test fixtures call it with the cards they create.
 */
export const provisionSandboxLines = async (db: Database, lines: readonly SandboxCarrierLineInsert[]): Promise<void> => {
  if (lines.length > 0) await db.insert(sandboxCarrierLines).values([...lines]);
};
