import type { GenericConfig } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { genericSettings } from '../../db/schema';

export const readSettings = async (db: Database): Promise<GenericConfig | undefined> => {
  const [row] = await db.select().from(genericSettings).limit(1);
  return row && { orderQueryMode: row.orderQueryMode, loginAvatar: row.loginAvatar, defaultPromoCode: row.defaultPromoCode };
};

export const upsertSettings = async (db: Database, settings: GenericConfig): Promise<void> => {
  await db
    .insert(genericSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: genericSettings.id, set: { ...settings, updatedAt: sql`now()` } });
};
