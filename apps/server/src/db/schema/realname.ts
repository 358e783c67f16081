import type { RealnameKind, RealnameReason, RealnameRequestStatus } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

export type SandboxRealnameStatus = 'open' | 'submitted';

/**
 * The sandbox operator's own books, apart from the shop's as a real operator's would be: the
 * pages it opened, what the holder submitted, the verdict and when it is due, and the
 * notification's delivery (kept here so retries go on after a restart).
 */
export const sandboxRealnameChecks = pgTable(
  'sandbox_realname_checks',
  {
    requestSn: text().primaryKey(),
    simNo: text().notNull(),
    operatorType: smallint().notNull(),
    notifyUrl: text().notNull(),
    returnUrl: text().notNull(),
    status: text().$type<SandboxRealnameStatus>().notNull().default('open'),
    /** Set on submit: the verdict, reported from `dueAt` on. */
    outcome: text().$type<'verified' | 'failed'>(),
    reason: text().$type<RealnameReason>(),
    holderName: text(),
    idCardMasked: text(),
    dueAt: timestamp({ withTimezone: true }),
    notifyId: text(),
    notifyAttempts: integer().notNull().default(0),
    nextNotifyAt: timestamp({ withTimezone: true }),
    notifiedAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('sandbox_realname_checks_undelivered_idx').on(t.nextNotifyAt).where(sql`notify_id is not null and notified_at is null`),
    check('sandbox_realname_checks_status_check', sql`${t.status} in ('open', 'submitted')`),
  ],
);

export type SandboxRealnameRow = typeof sandboxRealnameChecks.$inferSelect;
