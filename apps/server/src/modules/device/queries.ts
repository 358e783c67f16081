import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deviceProofs } from '../../db/schema/device';

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
