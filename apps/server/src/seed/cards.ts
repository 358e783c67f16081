import type { Database } from '../db/client';
import { payPasswords } from '../db/schema/checkout';
import { couponHolders } from '../db/schema/coupons';
import { cardLogins, sims } from '../db/schema/iot';
import { phoneBindings } from '../db/schema/account';
import { simRenewals } from '../db/schema/packages';
import { pointsAccounts } from '../db/schema/points';
import { realnameStatuses } from '../db/schema/realname';
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

type RealnameInsert = Omit<typeof realnameStatuses.$inferInsert, 'simId'>;
type PhoneBindingInsert = Omit<typeof phoneBindings.$inferInsert, 'simId'>;
type RenewalInsert = Omit<typeof simRenewals.$inferInsert, 'simId'>;
interface CardLoginInsert {
  cardPasswordMode?: (typeof cardLogins.$inferInsert)['mode'];
  cardPasswordHash?: string | null;
  cardPasswordSalt?: string | null;
}

/** A card to store: the card itself and what each other owner keeps of it (real-name, login, bound mobile, renewal, holdings). */
export type CardInsert = typeof sims.$inferInsert & Partial<CardHoldings> & RealnameInsert & PhoneBindingInsert & RenewalInsert & CardLoginInsert;

/** Stores what the card holds, each row only when there is something to keep, as the owners make them on first write. */
const storeHoldings = async (db: Database, simId: number, holdings: Partial<CardHoldings>): Promise<void> => {
  const { balance = 0, arrearsBalance = 0, rechargeTimes = 0, integral = 0, couponCoin = 0, needBuyCoupon = false, payPasswordHash = null, payPasswordSalt = null } = holdings;
  if (balance !== 0 || arrearsBalance !== 0 || rechargeTimes !== 0) {
    await db.insert(walletAccounts).values({ simId, balanceFen: balance, arrearsFen: arrearsBalance, rechargeTimes });
  }
  if (integral !== 0) await db.insert(pointsAccounts).values({ simId, points: integral });
  if (couponCoin !== 0 || needBuyCoupon) await db.insert(couponHolders).values({ simId, coin: couponCoin, needBuyCoupon });
  if (payPasswordHash !== null && payPasswordSalt !== null) await db.insert(payPasswords).values({ simId, hash: payPasswordHash, salt: payPasswordSalt });
};

/** Stores a card (demo data, test fixtures): its row, then each owner's part in the owner's table. Answers its id. */
export const storeCard = async (db: Database, card: CardInsert): Promise<number> => {
  const {
    balance, arrearsBalance, rechargeTimes, integral, couponCoin, needBuyCoupon, payPasswordHash, payPasswordSalt,
    authStatus, authPlatformStatus, needAuth, needPlatformAuth, platformAuthType, numbAuth,
    boundMobile, bindPhoneMode, renewPackageId, renewalNoticeFor, needBuyPackage, cardPasswordMode, cardPasswordHash, cardPasswordSalt,
    ...sim
  } = card;
  const [row] = await db.insert(sims).values(sim).returning({ id: sims.id });
  if (!row) throw new Error(`card ${sim.simNo} was not stored`);
  const simId = row.id;
  await db.insert(realnameStatuses).values({ simId, authStatus, authPlatformStatus, needAuth, needPlatformAuth, platformAuthType, numbAuth });
  await db.insert(cardLogins).values({ simId, mode: cardPasswordMode, passwordHash: cardPasswordHash, passwordSalt: cardPasswordSalt });
  await db.insert(phoneBindings).values({ simId, boundMobile, bindPhoneMode });
  await db.insert(simRenewals).values({ simId, renewPackageId, renewalNoticeFor, needBuyPackage });
  await storeHoldings(db, simId, { balance, arrearsBalance, rechargeTimes, integral, couponCoin, needBuyCoupon, payPasswordHash, payPasswordSalt });
  return simId;
};
