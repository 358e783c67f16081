import type { RealnameReason } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

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
