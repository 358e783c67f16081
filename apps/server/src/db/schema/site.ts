import type { Locale, SiteTextKind, WifiEncryption } from '@shop/contract';
import { boolean, index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { sims } from './iot';
import { promoters } from './promoter';

/** Shareable Wi-Fi cards: what a scanner of the QR code joins, behind an unguessable code, until `expiresAt`. */
export const wifiCards = pgTable(
  'wifi_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    /** The card whose holder made it. */
    simId: integer()
      .notNull()
      .references(() => sims.id),
    ssid: text().notNull(),
    password: text().notNull(),
    encryption: text().$type<WifiEncryption>().notNull(),
    hidden: boolean().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wifi_cards_code_key').on(t.code), index('wifi_cards_sim_idx').on(t.simId)],
);

/**
 * Text pages (the about pages, the order login's agreement) per promoter (null: every
 * promoter's default) and locale; paragraphs of plain text.
 */
export const siteTexts = pgTable(
  'about_texts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoterId: integer().references(() => promoters.id, { onDelete: 'cascade' }),
    kind: text().$type<SiteTextKind>().notNull(),
    locale: text().$type<Locale>().notNull(),
    title: text().notNull(),
    paragraphs: text().array().notNull(),
    ...timestamps(),
  },
  (t) => [unique('about_texts_key').on(t.promoterId, t.kind, t.locale).nullsNotDistinct()],
);
