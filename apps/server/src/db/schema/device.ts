import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { cardSessions } from './iot';

/** A holder's fresh proof (card password or SMS code), for one card session, until `until`. */
export const deviceProofs = pgTable('device_proofs', {
  sessionId: integer()
    .primaryKey()
    .references(() => cardSessions.id),
  until: timestamp({ withTimezone: true }).notNull(),
});
