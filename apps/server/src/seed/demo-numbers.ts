import type { Database } from '../db/client';
import { generateNumbers, seededRandom } from '../modules/numbers/generate';
import { createNumberService } from '../modules/numbers/service';
import { createPromoterService } from '../modules/promoter/service';
import { createGeoip } from '../providers/geoip';
import { DEMO_NUMBER_SEED, demoNumberOwners, demoUpstreams } from './demo';

/** The promoters' upstream links and `count` generated numbers (the same ones every time). */
export const seedDemoNumbers = async (db: Database, count: number): Promise<void> => {
  const promoters = createPromoterService(db);
  const numbers = createNumberService(db, { geoip: createGeoip(), promoters });
  for (const [promoCode, upstream] of Object.entries(demoUpstreams)) await promoters.setUpstream(promoCode, upstream);
  if (count > 0) await numbers.add(generateNumbers(count, demoNumberOwners, seededRandom(DEMO_NUMBER_SEED)));
};
