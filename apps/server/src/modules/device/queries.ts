import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deviceProofs, sims } from '../../db/schema';

export const findCard = async (db: Database, simId: number) => {
  const [row] = await db
    .select({ simNo: sims.simNo, cardPasswordMode: sims.cardPasswordMode, cardPasswordHash: sims.cardPasswordHash, cardPasswordSalt: sims.cardPasswordSalt, boundMobile: sims.boundMobile })
    .from(sims)
    .where(eq(sims.id, simId));
  if (!row) throw new Error(`sim ${simId} vanished under a live session`);
  return row;
};
export type ProofCard = Awaited<ReturnType<typeof findCard>>;

export const saveProof = async (db: Database, sessionId: number, until: Date): Promise<void> => {
  await db.insert(deviceProofs).values({ sessionId, until }).onConflictDoUpdate({ target: deviceProofs.sessionId, set: { until } });
};

/** Until when the session's proof holds, or null when it has none or it is over. */
export const proofUntil = async (db: Database, sessionId: number, now: Date): Promise<Date | null> => {
  const [row] = await db
    .select({ until: deviceProofs.until })
    .from(deviceProofs)
    .where(and(eq(deviceProofs.sessionId, sessionId), gt(deviceProofs.until, now)));
  return row?.until ?? null;
};
