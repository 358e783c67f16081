import type { RealnameKind, RealnameReason, RealnameRequestStatus } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { sims } from './iot';

/**
 * A holder's real-name requests: official ones (the operator's page, its verdict notified
 * later) and platform three-factor checks. An identity number is kept only as its keyed hash
 * (platform checks, where the shop reads it) and masked.
 */
export const realnameRequests = pgTable(
  'realname_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestSn: text().notNull(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    kind: text().$type<RealnameKind>().notNull(),
    /** The number verified through: the card's, or a vice SIM's for a multi-network card. */
    channelSimNo: text().notNull(),
    operatorType: smallint().notNull(),
    status: text().$type<RealnameRequestStatus>().notNull(),
    reason: text().$type<RealnameReason>(),
    holderName: text(),
    idCardHash: text(),
    idCardMasked: text(),
    /** The operator notification that decided it (its id is the same on every retry). */
    notifyId: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('realname_requests_request_sn_key').on(t.requestSn),
    index('realname_requests_sim_idx').on(t.simId, t.kind, t.id),
    // One live operator request per card and channel: asking again reopens the same page.
    uniqueIndex('realname_requests_live_key')
      .on(t.simId, t.channelSimNo)
      .where(sql`kind = 'official' and status in ('opened', 'reviewing')`),
    check('realname_requests_kind_check', sql`${t.kind} in ('official', 'platform')`),
    check('realname_requests_status_check', sql`${t.status} in ('opened', 'reviewing', 'verified', 'failed')`),
  ],
);

export type RealnameRequestRow = typeof realnameRequests.$inferSelect;

/**
 * A card's real-name standing: the operator's verdict (`authStatus`), the platform's three-factor
 * check (`authPlatformStatus`) and what the card still has to do. A card without a row has done
 * and been asked nothing.
 */
export const realnameStatuses = pgTable('realname_statuses', {
  simId: integer()
    .primaryKey()
    .references(() => sims.id),
  authStatus: smallint().notNull().default(0),
  authPlatformStatus: smallint().notNull().default(0),
  needAuth: boolean().notNull().default(false),
  needPlatformAuth: boolean().notNull().default(false),
  platformAuthType: smallint().notNull().default(0),
  numbAuth: boolean().notNull().default(false),
});

export type RealnameStatusRow = typeof realnameStatuses.$inferSelect;
