import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { sims } from './iot';

/**
 * The mobile a card's holder bound (where card login codes, proofs and notices go) and whether
 * the card's promoter requires one (BIND_PHONE_MODE). A card without a row has none bound and
 * need not bind one.
 */
export const phoneBindings = pgTable('phone_bindings', {
  simId: integer()
    .primaryKey()
    .references(() => sims.id),
  boundMobile: text(),
  bindPhoneMode: smallint().notNull().default(0),
});

export type PhoneBindingRow = typeof phoneBindings.$inferSelect;
