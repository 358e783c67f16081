import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sims } from './iot';

/** A card's pay password: scrypt of the 6 digits under its own salt. No row: the holder has set none, and balance payments need none. */
export const payPasswords = pgTable('pay_passwords', {
  simId: integer()
    .primaryKey()
    .references(() => sims.id),
  hash: text().notNull(),
  salt: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
