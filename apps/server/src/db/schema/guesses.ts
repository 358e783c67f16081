import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const GUESS_KINDS = ['card', 'payPassword', 'smsCode', 'shopLogin', 'couponCode'] as const;
/**
 * What is guessed: a card's secrets (its number, password, codes, holder), a pay password, one SMS
 * code, the order-lookup login from one address, an exchange code.
 */
export type GuessKind = (typeof GUESS_KINDS)[number];

/**
 * Guesses at a secret a visitor types, each written before it is compared: a wrong one stays
 * and counts towards its subject's limit (and its address's, where counted); a right one, a
 * refusal for another reason, or one refused by the limit leaves no row.
 */
export const guesses = pgTable(
  'guesses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<GuessKind>().notNull(),
    /** Whose secret: a card number, a card id, an SMS code's id, a client address. */
    subject: text().notNull(),
    /** The client address that guessed, where the kind is limited per address too. */
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('guesses_subject_idx').on(t.kind, t.subject, t.createdAt),
    index('guesses_ip_idx').on(t.kind, t.ip, t.createdAt),
    check('guesses_kind_check', sql`${t.kind} in ('card', 'payPassword', 'smsCode', 'shopLogin', 'couponCode')`),
  ],
);
