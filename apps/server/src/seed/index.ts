import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { promoters } from '../db/schema';
import { createConfigService } from '../modules/config/service';
import { createDictService } from '../modules/dict/service';
import { demoDictionary, demoPromoters, demoSettings } from './demo';

/** Writes the demo shop through the same services an administrator's changes go through. */
const seedDemoData = async (db: Database): Promise<void> => {
  const config = createConfigService(db);
  const dict = createDictService(db);
  await config.saveGenericSettings(demoSettings);
  for (const promoter of demoPromoters) await config.savePromoter(promoter);
  for (const [type, options] of Object.entries(demoDictionary)) await dict.saveType(type, options);
};

/** Seeds a database that has no promoters yet, all or nothing. Returns whether it seeded. */
export const seedIfEmpty = (db: Database): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select({ promoters: count() }).from(promoters);
    if ((row?.promoters ?? 0) > 0) return false;
    await seedDemoData(tx);
    return true;
  });
