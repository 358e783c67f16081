import type { Database } from '../db/client';
import { balanceEntries, rechargeLimits, rechargeOptions } from '../db/schema';

const YUAN = 100;

/** 充 50 送 2, 充 100 送 10, 充 200 送 25: the amounts each demo promoter lists. */
const demoRechargeOptions = [
  { amountFen: 10 * YUAN, bonusFen: 0 },
  { amountFen: 30 * YUAN, bonusFen: 0 },
  { amountFen: 50 * YUAN, bonusFen: 2 * YUAN },
  { amountFen: 100 * YUAN, bonusFen: 10 * YUAN },
  { amountFen: 200 * YUAN, bonusFen: 25 * YUAN },
];

/** The demo promoters' top-up amounts, and a custom amount of ¥1 to ¥5000. */
export const seedDemoRecharge = async (db: Database, promoCodes: readonly string[]): Promise<void> => {
  for (const promoCode of promoCodes) {
    await db.insert(rechargeOptions).values(demoRechargeOptions.map((option) => ({ promoCode, ...option })));
    await db.insert(rechargeLimits).values({ promoCode, minFen: 1 * YUAN, maxFen: 5000 * YUAN });
  }
};

/** A seeded card's balance as the first line of its ledger, so the ledger always sums to the balance. */
export const openingLine = async (db: Database, simId: number, balanceFen: number): Promise<void> => {
  if (balanceFen > 0) await db.insert(balanceEntries).values({ simId, reason: 'opening', amountFen: balanceFen, balanceAfterFen: balanceFen });
};
