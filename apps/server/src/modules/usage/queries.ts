import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { simUsageAlerts, simUsageSettings } from '../../db/schema/usage';

export type AlertRow = typeof simUsageAlerts.$inferSelect;

export const findSettings = async (db: Database, simId: number) => {
  const [row] = await db.select().from(simUsageSettings).where(eq(simUsageSettings.simId, simId));
  return row;
};

export const saveSettings = async (db: Database, simId: number, levels: number[], addonCapFen: number | null, now: Date): Promise<void> => {
  await db
    .insert(simUsageSettings)
    .values({ simId, levels, addonCapFen, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: simUsageSettings.simId, set: { levels, addonCapFen, updatedAt: now } });
};

/** Inserts the alerts not yet given this cycle; answers only those this call inserted. */
export const insertAlerts = (db: Database, alerts: (typeof simUsageAlerts.$inferInsert)[]): Promise<AlertRow[]> =>
  db.insert(simUsageAlerts).values(alerts).onConflictDoNothing({ target: [simUsageAlerts.simId, simUsageAlerts.cycle, simUsageAlerts.level] }).returning();

export const markTexted = async (db: Database, ids: number[], mobile: string): Promise<void> => {
  await db.update(simUsageAlerts).set({ textedTo: mobile }).where(inArray(simUsageAlerts.id, ids));
};

/** The newest alert of the cycle the holder has not dismissed. */
export const latestAlert = async (db: Database, simId: number, cycle: string): Promise<AlertRow | undefined> => {
  const [row] = await db
    .select()
    .from(simUsageAlerts)
    .where(and(eq(simUsageAlerts.simId, simId), eq(simUsageAlerts.cycle, cycle), isNull(simUsageAlerts.dismissedAt)))
    .orderBy(desc(simUsageAlerts.level), desc(simUsageAlerts.id))
    .limit(1);
  return row;
};

/** Dismisses one of the card's alerts; answers whether the card has it (dismissed before counts). */
export const dismissAlert = async (db: Database, simId: number, id: number, now: Date): Promise<boolean> => {
  await db
    .update(simUsageAlerts)
    .set({ dismissedAt: now })
    .where(and(eq(simUsageAlerts.id, id), eq(simUsageAlerts.simId, simId), isNull(simUsageAlerts.dismissedAt)));
  const [row] = await db
    .select({ id: simUsageAlerts.id })
    .from(simUsageAlerts)
    .where(and(eq(simUsageAlerts.id, id), eq(simUsageAlerts.simId, simId)));
  return row !== undefined;
};

