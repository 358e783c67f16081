import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sims } from './iot';
import { perkTerm } from './perk-term';
import { vipPlans, type VipPrivileges } from './vip-catalogue';

/** A card's VIP membership, one per paid order; a renewal starts where the last one ends. */
export const vipMemberships = pgTable(
  'vip_memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    vipPlanId: integer()
      .notNull()
      .references(() => vipPlans.id),
    logo: text().notNull(),
    privileges: jsonb().$type<VipPrivileges>().notNull(),
    packagePercent: smallint(),
    pointsMultiplier: smallint().notNull(),
    ...perkTerm(),
  },
  (t) => [
    uniqueIndex('vip_memberships_order_key').on(t.iotOrderId),
    index('vip_memberships_sim_idx').on(t.simId, t.endAt),
    check('vip_memberships_term_check', sql`${t.startAt} < ${t.endAt}`),
  ],
);
