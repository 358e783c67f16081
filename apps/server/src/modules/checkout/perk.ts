import { PERK_STATUS, type PayWith, PLACE_TYPE, type VipOrder } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type accelerations, sims } from '../../db/schema';

/** What a membership and a speed add-on keep alike: their term, what was paid, their refund. */
export type PerkTermRow = Omit<typeof accelerations.$inferSelect, 'accelerateOfferId' | 'speedCode'>;

/** The order that paid for a perk, as its view needs it. */
export interface PerkOrderRef {
  orderSn: string;
  payWith: PayWith;
}

/** The fields spec 3's "Vip order" and "Accelerate order" share, at `now`. */
export type PerkTerm = Omit<VipOrder, 'vipId' | 'vipName' | 'logo' | 'privileges'>;

/** A perk is in force from its start until its end, unless refunded; `validTag` says it has not run out. */
export const perkTermOf = (row: PerkTermRow, order: PerkOrderRef, now: Date): PerkTerm => ({
  id: row.id,
  simId: row.simId,
  uuid: row.uuid,
  orderSn: order.orderSn,
  placeType: PLACE_TYPE[order.payWith],
  actualPayMoney: row.paidFen,
  packagePrice: row.priceFen,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt.toISOString(),
  validTag: row.status === PERK_STATUS.active && row.endAt > now,
  refundAt: row.refundAt?.toISOString() ?? null,
  refundRemark: row.refundRemark,
  refundType: row.refundType,
  remark: row.remark,
  status: row.status,
  updatedAt: row.updatedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Where a new term starts: at the end of the one running (bought again before it ends), else now. */
export const termStart = (runningEnd: Date | null | undefined, now: Date): Date => (runningEnd && runningEnd > now ? runningEnd : now);

/**
 * Takes the card's row lock INSIDE the caller's transaction, so purchases of one card that
 * extend a term (from the balance or fulfilled online, in any process) read its end one at a time.
 * `for no key update`, the lock the balance's UPDATE takes: `for update` would also wait on the
 * key-share locks that orders inserted for the card hold, and two such purchases deadlock.
 */
export const lockCardRow = async (tx: Database, simId: number): Promise<{ simNo: string }> => {
  const [card] = await tx.select({ simNo: sims.simNo }).from(sims).where(eq(sims.id, simId)).for('no key update');
  if (!card) throw new Error(`card ${simId} of an order does not exist`);
  return card;
};
