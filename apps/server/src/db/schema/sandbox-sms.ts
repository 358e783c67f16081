import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The sandbox SMS provider's outbox: what a phone would have received (development and tests). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    mobile: text().notNull(),
    text: text().notNull(),
    code: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);
