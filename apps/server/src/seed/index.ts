import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { promoters } from '../db/schema';
import { createDictService } from '../modules/dict/service';
import { createHkService } from '../modules/hk/service';
import { addToBlacklist } from '../modules/orders/eligibility';
import { createPromoterService } from '../modules/promoter/service';
import { demoBlacklist, demoDictionary, demoPromoters, demoSettings } from './demo';
import { seedDemoAbout } from './demo-about';
import { seedDemoCoupons } from './demo-coupons';
import { seedDemoGoods } from './demo-goods';
import { seedDemoIot } from './demo-iot';
import { seedDemoLoginProtocol } from './demo-login-protocol';
import { seedDemoNumbers } from './demo-numbers';
import { seedDemoPackages } from './demo-packages';
import { seedDemoPerks } from './demo-perks';
import { seedDemoPointsShop } from './demo-points-shop';
import { seedDemoQuestions } from './demo-questions';
import { seedDemoTasks } from './demo-tasks';

/** Writes the demo shop through the same services an administrator's changes go through. */
const seedDemoData = async (db: Database, demoNumbers: number): Promise<void> => {
  const promoters = createPromoterService(db);
  const dict = createDictService(db);
  await createHkService(db, { promoters }).saveGenericSettings(demoSettings);
  for (const promoter of demoPromoters) await promoters.save(promoter);
  for (const [type, options] of Object.entries(demoDictionary)) await dict.saveType(type, options);
  await seedDemoGoods(db);
  await seedDemoAbout(db);
  await seedDemoLoginProtocol(db);
  await seedDemoQuestions(db);
  await seedDemoNumbers(db, demoNumbers);
  await seedDemoIot(db);
  await seedDemoPackages(db);
  await seedDemoCoupons(db);
  await seedDemoPerks(db);
  await seedDemoTasks(db);
  await seedDemoPointsShop(db);
  for (const entry of demoBlacklist) await addToBlacklist(db, entry);
};

export interface SeedOptions {
  /** How many generated numbers the demo shop gets; tests seed their own through factories. */
  demoNumbers?: number;
}

/** Seeds a database that has no promoters yet, all or nothing. Returns whether it seeded. */
export const seedIfEmpty = (db: Database, options: SeedOptions = {}): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select({ promoters: count() }).from(promoters);
    if ((row?.promoters ?? 0) > 0) return false;
    await seedDemoData(tx, options.demoNumbers ?? 0);
    return true;
  });
