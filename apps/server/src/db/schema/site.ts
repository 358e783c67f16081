import type { Locale, SiteTextKind } from '@shop/contract';
import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { promoters } from './promoters';

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
