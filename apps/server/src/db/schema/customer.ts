import type { Locale } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { promoters } from './promoter';

/** A name in the Chinese original and in whichever other locales have one. */
export type LocalizedName = { 'zh-Hans': string } & Partial<Record<Locale, string>>;

/** Help-centre categories; a null promoter is the shop's default, shown to every promoter. */
export const questionCategories = pgTable(
  'question_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoterId: integer().references(() => promoters.id, { onDelete: 'cascade' }),
    /** Display order, smallest first. */
    sort: integer().notNull().default(0),
    names: jsonb().$type<LocalizedName>().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('question_categories_promoter_idx').on(t.promoterId, t.sort),
    check('question_categories_chinese_name', sql`coalesce(${t.names} ->> 'zh-Hans', '') <> ''`),
  ],
);

/** Questions of the help centre; a null promoter is the shop's default, shown to every promoter. */
export const questions = pgTable(
  'questions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoterId: integer().references(() => promoters.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => questionCategories.id, { onDelete: 'cascade' }),
    /** Display order within the lists, smallest first. */
    sort: integer().notNull().default(0),
    /** Listed on the customer service page. */
    hot: boolean().notNull().default(false),
    published: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('questions_listing_idx').on(t.promoterId, t.categoryId, t.sort, t.id).where(sql`${t.published}`),
    index('questions_hot_idx').on(t.promoterId, t.sort, t.id).where(sql`${t.published} and ${t.hot}`),
  ],
);

/** A question's words in one locale; the Chinese original is written with every question. */
export const questionTexts = pgTable(
  'question_texts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    locale: text().$type<Locale>().notNull(),
    title: text().notNull(),
    /** Kept to the sanitiser's allow-list when saved, so it is shown as it is. */
    answerHtml: text().notNull(),
    /** The answer without markup, for search and summaries. */
    answerText: text().notNull(),
  },
  (t) => [unique('question_texts_key').on(t.questionId, t.locale)],
);

export type QuestionCategoryRow = typeof questionCategories.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
