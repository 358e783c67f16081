import type { Locale } from '@shop/contract';
import { and, asc, eq, exists, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { translationChain } from '../../lib/translations';
import { type QuestionCategoryRow, type QuestionRow, questionCategories, questions, questionTexts } from '../../db/schema/customer';

export interface QuestionFilter {
  categoryId?: number;
  /** A question matches when its shown title or answer holds any of these. */
  keywords: readonly string[];
  limit: number;
  offset: number;
}

export interface ShownQuestion {
  id: number;
  categoryId: number;
  title: string;
  /** The locale the shown text is in. */
  locale: Locale;
  answerText: string;
}

/**
 * The text shown is the asked locale's, else the next of its chain (English for fr and es),
 * else the Chinese original every question has.
 */
const asked = alias(questionTexts, 'asked');
const fallback = alias(questionTexts, 'fallback');
const original = alias(questionTexts, 'original');
const shownTitle = sql<string>`coalesce(${asked.title}, ${fallback.title}, ${original.title})`;
const shownAnswerText = sql<string>`coalesce(${asked.answerText}, ${fallback.answerText}, ${original.answerText})`;
const shownLocale = sql<Locale>`coalesce(${asked.locale}, ${fallback.locale}, ${original.locale})`;

/** A promoter sees its own rows and the shop's defaults; without a promoter, the defaults only. */
const visibleTo = (promoterId: number | undefined, column: PgColumn): SQL | undefined =>
  promoterId === undefined ? isNull(column) : or(eq(column, promoterId), isNull(column));

const shownQuestions = (promoterId: number | undefined): SQL | undefined =>
  and(eq(questions.published, true), visibleTo(promoterId, questions.promoterId));

/** A LIKE pattern that finds the keyword anywhere, its own % _ and \ taken literally. */
export const containsPattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

const matches = (keyword: string): SQL => {
  const pattern = containsPattern(keyword);
  return sql`(${shownTitle} ilike ${pattern} escape '\\' or ${shownAnswerText} ilike ${pattern} escape '\\')`;
};

const matchesAny = (keywords: readonly string[]): SQL | undefined => (keywords.length === 0 ? undefined : or(...keywords.map(matches)));

/** Questions with the text shown in `locale`; the caller adds conditions, order and limits. */
const selectShown = <T extends SelectedFields>(db: Database, locale: Locale, fields: T) =>
  db
    .select({ id: questions.id, categoryId: questions.categoryId, title: shownTitle, locale: shownLocale, ...fields })
    .from(questions)
    .innerJoin(original, and(eq(original.questionId, questions.id), eq(original.locale, 'zh-Hans')))
    .leftJoin(asked, and(eq(asked.questionId, questions.id), eq(asked.locale, locale)))
    .leftJoin(fallback, and(eq(fallback.questionId, questions.id), eq(fallback.locale, translationChain(locale)[1] ?? 'zh-Hans')));

/** The categories the promoter sees that hold at least one question it is shown. */
export const categoriesInUse = (db: Database, promoterId: number | undefined): Promise<QuestionCategoryRow[]> =>
  db
    .select()
    .from(questionCategories)
    .where(
      and(
        visibleTo(promoterId, questionCategories.promoterId),
        exists(
          db
            .select({ one: sql`1` })
            .from(questions)
            .where(and(eq(questions.categoryId, questionCategories.id), shownQuestions(promoterId))),
        ),
      ),
    )
    .orderBy(asc(questionCategories.sort), asc(questionCategories.id));

export const findCategory = async (db: Database, id: number): Promise<QuestionCategoryRow | undefined> => {
  const [row] = await db.select().from(questionCategories).where(eq(questionCategories.id, id)).limit(1);
  return row;
};

export const listQuestions = (db: Database, promoterId: number | undefined, locale: Locale, filter: QuestionFilter): Promise<ShownQuestion[]> =>
  selectShown(db, locale, { answerText: shownAnswerText })
    .where(
      and(
        shownQuestions(promoterId),
        filter.categoryId === undefined ? undefined : eq(questions.categoryId, filter.categoryId),
        matchesAny(filter.keywords),
      ),
    )
    .orderBy(asc(questions.sort), asc(questions.id))
    .limit(filter.limit)
    .offset(filter.offset);

export const findShownQuestion = async (db: Database, promoterId: number | undefined, id: number, locale: Locale) => {
  const [row] = await selectShown(db, locale, {
    answerHtml: sql<string>`coalesce(${asked.answerHtml}, ${fallback.answerHtml}, ${original.answerHtml})`,
    updatedAt: questions.updatedAt,
    categoryNames: questionCategories.names,
  })
    .innerJoin(questionCategories, eq(questionCategories.id, questions.categoryId))
    .where(and(eq(questions.id, id), shownQuestions(promoterId)))
    .limit(1);
  return row;
};

/** Titles of the promoter's other questions in a category, in list order. */
export const relatedQuestions = (
  db: Database,
  promoterId: number | undefined,
  locale: Locale,
  question: { id: number; categoryId: number },
  limit: number,
) =>
  selectShown(db, locale, {})
    .where(and(shownQuestions(promoterId), eq(questions.categoryId, question.categoryId), ne(questions.id, question.id)))
    .orderBy(asc(questions.sort), asc(questions.id))
    .limit(limit);

export const hotQuestions = (db: Database, promoterId: number | undefined, locale: Locale, limit: number) =>
  selectShown(db, locale, {})
    .where(and(shownQuestions(promoterId), eq(questions.hot, true)))
    .orderBy(asc(questions.sort), asc(questions.id))
    .limit(limit);

export type NewCategory = typeof questionCategories.$inferInsert;
export type NewQuestion = typeof questions.$inferInsert;
export type NewQuestionText = Omit<typeof questionTexts.$inferInsert, 'questionId'>;

/** Inserts a category, or replaces the one with `id`; answers its id. */
export const upsertCategory = async (db: Database, id: number | undefined, values: NewCategory): Promise<number> => {
  const [row] =
    id === undefined
      ? await db.insert(questionCategories).values(values).returning({ id: questionCategories.id })
      : await db
          .update(questionCategories)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(questionCategories.id, id))
          .returning({ id: questionCategories.id });
  if (!row) throw new Error(`Saving category ${id} wrote no row.`);
  return row.id;
};

export const findQuestion = async (db: Database, id: number): Promise<QuestionRow | undefined> => {
  const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
  return row;
};

/** Inserts a question, or replaces the one with `id`, with exactly these texts; answers its id. */
export const upsertQuestion = (db: Database, id: number | undefined, values: NewQuestion, texts: readonly NewQuestionText[]): Promise<number> =>
  db.transaction(async (tx) => {
    const [row] =
      id === undefined
        ? await tx.insert(questions).values(values).returning({ id: questions.id })
        : await tx
            .update(questions)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(questions.id, id))
            .returning({ id: questions.id });
    if (!row) throw new Error(`Saving question ${id} wrote no row.`);
    await tx.delete(questionTexts).where(eq(questionTexts.questionId, row.id));
    await tx.insert(questionTexts).values(texts.map((text) => ({ ...text, questionId: row.id })));
    return row.id;
  });
