import type { Database } from '../db/client';
import { payPasswords } from '../db/schema/checkout';
import { couponHolders } from '../db/schema/coupons';
import { sims } from '../db/schema/iot';
import { pointsAccounts } from '../db/schema/points';
import { walletAccounts } from '../db/schema/wallet';

/** What a card holds, kept by its owners: money (wallet), points, coupon coin and the pay password (checkout). */
export interface CardHoldings {
  balance: number;
  arrearsBalance: number;
  rechargeTimes: number;
  integral: number;
  couponCoin: number;
  needBuyCoupon: boolean;
  payPasswordHash: string | null;
  payPasswordSalt: string | null;
}

/** A card to store: the card itself and what it holds, each part written to its owner's table. */
export type CardInsert = typeof sims.$inferInsert & Partial<CardHoldings>;

/**
 * Stores a card (demo data, test fixtures) with its holdings in their owners' tables, each row
 * only when there is something to keep, as the owners make them on first write. Answers its id.
 */
export const insertCard = async (db: Database, card: CardInsert): Promise<number> => {
  const { balance = 0, arrearsBalance = 0, rechargeTimes = 0, integral = 0, couponCoin = 0, needBuyCoupon = false, payPasswordHash = null, payPasswordSalt = null, ...sim } = card;
  const [row] = await db.insert(sims).values(sim).returning({ id: sims.id });
  if (!row) throw new Error(`card ${sim.simNo} was not stored`);
  const simId = row.id;
  if (balance !== 0 || arrearsBalance !== 0 || rechargeTimes !== 0) {
    await db.insert(walletAccounts).values({ simId, balanceFen: balance, arrearsFen: arrearsBalance, rechargeTimes });
  }
  if (integral !== 0) await db.insert(pointsAccounts).values({ simId, points: integral });
  if (couponCoin !== 0 || needBuyCoupon) await db.insert(couponHolders).values({ simId, coin: couponCoin, needBuyCoupon });
  if (payPasswordHash !== null && payPasswordSalt !== null) await db.insert(payPasswords).values({ simId, hash: payPasswordHash, salt: payPasswordSalt });
  return simId;
};
