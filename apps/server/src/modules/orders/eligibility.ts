import { createHmac } from 'node:crypto';
import { ageOn, BUYER_MAX_AGE, BUYER_MIN_AGE, Code, MAX_LIVE_ORDERS_PER_ID_CARD } from '@shop/contract';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blacklist } from '../../db/schema';
import { BusinessError } from '../../errors';
import type { AcceptanceRequest, CarrierAcceptance } from '../../providers/carrier';

export const EligibilityText = {
  age: `根据实名制要求，需年满${BUYER_MIN_AGE}周岁且不超过${BUYER_MAX_AGE}周岁`,
  blacklisted: '该身份证或手机号暂不能办理新业务，如有疑问请联系客服',
  tooManyOrders: `同一身份证最多可有 ${MAX_LIVE_ORDERS_PER_ID_CARD} 笔有效订单，请先完成或取消待支付的订单`,
} as const;

export const rejected = (message: string): BusinessError => new BusinessError(Code.orderRejected, message);

/** The identity number as stored: an HMAC-SHA256 under the shop's key, so equal cards match and none can be read back. */
export const idCardHasher =
  (key: string) =>
  (idCard: string): string =>
    createHmac('sha256', key).update(idCard.toUpperCase()).digest('hex');

export type BlacklistEntry = Pick<typeof blacklist.$inferInsert, 'kind' | 'value' | 'reason'>;

/** Adds a buyer to the blacklist (an identity card only ever as its keyed hash); adding one twice is a no-op. */
export const addToBlacklist = async (db: Database, entry: BlacklistEntry): Promise<void> => {
  await db.insert(blacklist).values(entry).onConflictDoNothing();
};

const isBlacklisted = async (db: Database, idCardHash: string, mobile: string): Promise<boolean> => {
  const rows = await db
    .select({ id: blacklist.id })
    .from(blacklist)
    .where(or(and(eq(blacklist.kind, 'idCard'), eq(blacklist.value, idCardHash)), and(eq(blacklist.kind, 'mobile'), eq(blacklist.value, mobile))))
    .limit(1);
  return rows.length > 0;
};

/**
 * A reseller's rules before anything is held: the buyer's age on today's date (China's),
 * the blacklist, then the carrier's real-name acceptance. Each refusal is 30003 with its reason.
 * (The per-card order limit is counted inside the order's transaction.)
 */
export const checkEligibility = async (
  db: Database,
  carrier: CarrierAcceptance,
  buyer: AcceptanceRequest & { idCardHash: string },
  now: Date,
): Promise<void> => {
  const age = ageOn(buyer.idCard, now);
  if (age === null || age < BUYER_MIN_AGE || age > BUYER_MAX_AGE) throw rejected(EligibilityText.age);
  if (await isBlacklisted(db, buyer.idCardHash, buyer.mobile)) throw rejected(EligibilityText.blacklisted);
  const acceptance = await carrier.accept({ name: buyer.name, idCard: buyer.idCard, mobile: buyer.mobile, number: buyer.number });
  if (!acceptance.accepted) throw rejected(acceptance.reason);
};
