import { PERK_STATUS } from '@shop/contract';
import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vipMemberships } from '../../db/schema/vip';
import { vipPlans } from '../../db/schema/vip-catalogue';

export type PlanRow = typeof vipPlans.$inferSelect;
export type MembershipRow = typeof vipMemberships.$inferSelect;

/** The plans a promoter has on sale, in its order. */
export const plansOnSale = (db: Database, promoCode: string) =>
  db
    .select()
    .from(vipPlans)
    .where(and(eq(vipPlans.promoCode, promoCode), eq(vipPlans.onSale, true)))
    .orderBy(asc(vipPlans.sort), asc(vipPlans.id));

export const findPlan = async (db: Database, id: number): Promise<PlanRow | undefined> => (await db.select().from(vipPlans).where(eq(vipPlans.id, id)))[0];

/** The texts of some plans, with their translations. */
export const planTexts = (db: Database, ids: readonly number[]) =>
  db
    .select({ id: vipPlans.id, name: vipPlans.name, description: vipPlans.description, translations: vipPlans.translations })
    .from(vipPlans)
    .where(inArray(vipPlans.id, [...ids]));

const membershipWithPlan = (db: Database) =>
  db
    .select({ membership: vipMemberships, translations: vipPlans.translations })
    .from(vipMemberships)
    .innerJoin(vipPlans, eq(vipPlans.id, vipMemberships.vipPlanId));

/**
 * The card's membership that runs furthest among those not refunded and not yet over at `now`
 * (a renewal bought early starts where the running one ends): one look-up on vip_memberships_sim_idx.
 */
export const latestMembership = async (db: Database, simId: number, now: Date) =>
  (
    await membershipWithPlan(db)
      .where(and(eq(vipMemberships.simId, simId), eq(vipMemberships.status, PERK_STATUS.active), gt(vipMemberships.endAt, now)))
      .orderBy(desc(vipMemberships.endAt))
      .limit(1)
  )[0];

/** The package discount of the membership in force at `now` (started, not over, not refunded). */
export const percentInForce = async (db: Database, simId: number, now: Date): Promise<number | null> => {
  const [row] = await db
    .select({ percent: vipMemberships.packagePercent })
    .from(vipMemberships)
    .where(
      and(eq(vipMemberships.simId, simId), eq(vipMemberships.status, PERK_STATUS.active), gt(vipMemberships.endAt, now), lte(vipMemberships.startAt, now)),
    )
    .orderBy(desc(vipMemberships.endAt))
    .limit(1);
  return row?.percent ?? null;
};

/** The points multiplier of the membership in force at `now`, read the same way (inside a transaction too). */
export const multiplierInForce = async (db: Database, simId: number, now: Date): Promise<number | null> => {
  const [row] = await db
    .select({ multiplier: vipMemberships.pointsMultiplier })
    .from(vipMemberships)
    .where(
      and(eq(vipMemberships.simId, simId), eq(vipMemberships.status, PERK_STATUS.active), gt(vipMemberships.endAt, now), lte(vipMemberships.startAt, now)),
    )
    .orderBy(desc(vipMemberships.endAt))
    .limit(1);
  return row?.multiplier ?? null;
};

/** The end of the furthest-running active membership of the card (read under the card's row lock). */
export const latestEnd = async (tx: Database, simId: number): Promise<Date | undefined> =>
  (
    await tx
      .select({ endAt: vipMemberships.endAt })
      .from(vipMemberships)
      .where(and(eq(vipMemberships.simId, simId), eq(vipMemberships.status, PERK_STATUS.active)))
      .orderBy(desc(vipMemberships.endAt))
      .limit(1)
  )[0]?.endAt;

export const insertMembership = async (tx: Database, membership: typeof vipMemberships.$inferInsert): Promise<void> => {
  await tx.insert(vipMemberships).values(membership);
};

/** The membership an order paid for, locked for its refund. */
export const lockMembershipOfOrder = async (tx: Database, iotOrderId: number): Promise<MembershipRow | undefined> =>
  (await tx.select().from(vipMemberships).where(eq(vipMemberships.iotOrderId, iotOrderId)).for('update'))[0];

export const markRefunded = async (tx: Database, id: number, change: Pick<MembershipRow, 'refundAt' | 'refundType' | 'refundRemark'>): Promise<void> => {
  await tx
    .update(vipMemberships)
    .set({ ...change, status: PERK_STATUS.refunded, updatedAt: change.refundAt ?? new Date() })
    .where(eq(vipMemberships.id, id));
};
