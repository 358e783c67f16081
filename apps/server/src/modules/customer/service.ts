import {
  type DataOf,
  defineMessages,
  HOT_QUESTION_LIMIT,
  type hotQuestionList,
  inLocales as localised,
  LOCALES,
  type Locale,
  type ParsedQueryOf,
  promoCodeSchema,
  type QuestionCategory,
  type QuestionSummary,
  type sysQuestionList,
  renderCatalogue,
  type sysQuestionView,
} from '@shop/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { QuestionCategoryRow } from '../../db/schema/customer';
import { notFound } from '../../errors';
import type { Promoter } from '../../identity';
import { textIn } from '../../lib/translations';
import { toSimplified, toTraditional } from '../../lib/traditional';
import type { PromoterService } from '../promoter/service';
import {
  categoriesInUse,
  findCategory,
  findQuestion,
  findShownQuestion,
  hotQuestions,
  listQuestions,
  type NewQuestionText,
  relatedQuestions,
  type ShownQuestion,
  upsertCategory,
  upsertQuestion,
} from './queries';
import { plainText, sanitizeAnswer } from './sanitize';

export type QuestionListQuery = Readonly<ParsedQueryOf<typeof sysQuestionList>>;
type QuestionPage = DataOf<typeof sysQuestionList>;
type QuestionView = DataOf<typeof sysQuestionView>;
type HotQuestions = DataOf<typeof hotQuestionList>;
/** The visitor's promoter; none (no code and no default promoter): the shop's own questions only. */
type Visitor = Pick<Promoter, 'id'> | undefined;

export const CustomerMessage = defineMessages('customer', {
  unknownQuestion: localised('问题不存在', '問題不存在', 'This question does not exist', "Cette question n'existe pas", 'Esta pregunta no existe'),
  unknownCategory: localised('分类不存在', '分類不存在', 'This category does not exist', "Cette catégorie n'existe pas", 'Esta categoría no existe'),
  emptyAnswer: localised('答案不能为空', '答案不能為空', 'The answer cannot be empty', 'La réponse ne peut pas être vide', 'La respuesta no puede estar vacía'),
  noOriginal: localised(
    '缺少简体中文（zh-Hans）原文',
    '缺少簡體中文（zh-Hans）原文',
    'The Simplified Chinese (zh-Hans) original is missing',
    "L'original en chinois simplifié (zh-Hans) manque",
    'Falta el original en chino simplificado (zh-Hans)',
  ),
  unknownLocale: localised(
    `语言只能是 ${LOCALES.join('、')}`,
    `語言只能是 ${LOCALES.join('、')}`,
    `The language must be one of ${LOCALES.join(', ')}`,
    `La langue doit être l'une des suivantes : ${LOCALES.join(', ')}`,
    `El idioma debe ser uno de estos: ${LOCALES.join(', ')}`,
  ),
});

/** The zh-Hans texts (logs, tests, and the administrators' input checks). */
export const CustomerText = renderCatalogue(CustomerMessage, 'zh-Hans');

/** How many other questions of its category a question shows. */
export const RELATED_LIMIT = 5;
/** Characters of an answer a list shows under its title. */
export const SUMMARY_LENGTH = 60;

/** A text in the Chinese original and in any of the other locales. */
const inLocales = <T extends z.ZodType>(item: T) =>
  z.strictObject(
    { 'zh-Hans': item, 'zh-Hant': item.optional(), en: item.optional(), fr: item.optional(), es: item.optional() },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? CustomerText.unknownLocale : undefined) },
  );

/** Only the Chinese original can be missing where it is required: say so instead of "expected object". */
const originalRequired = { error: (issue: { input?: unknown }) => (issue.input === undefined ? CustomerText.noOriginal : undefined) };

const categoryInputSchema = z.object({
  /** Replaces this category; a new one when absent. */
  id: z.number().int().positive().optional(),
  /** null: the shop's default, shown to every promoter. */
  promoCode: promoCodeSchema.nullable(),
  sort: z.number().int().default(0),
  names: inLocales(z.string(originalRequired).trim().min(1, '分类名称不能为空').max(40, '分类名称最长 40 个字')),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

const questionTextSchema = z.object(
  {
    title: z.string().trim().min(1, '问题标题不能为空').max(100, '问题标题最长 100 个字'),
    /** Rich text as an editor wrote it, kept to the allow-list here: what is stored is safe to show. */
    answerHtml: z
      .string()
      .max(20_000, '答案最长 20000 个字符')
      .transform(sanitizeAnswer)
      .pipe(z.string().trim().min(1, CustomerText.emptyAnswer)),
  },
  originalRequired,
);

const questionInputSchema = z.object({
  /** Replaces this question and all its texts; a new one when absent. */
  id: z.number().int().positive().optional(),
  /** null: the shop's default, shown to every promoter. */
  promoCode: promoCodeSchema.nullable(),
  categoryId: z.number().int().positive(),
  sort: z.number().int().default(0),
  hot: z.boolean().default(false),
  published: z.boolean().default(true),
  texts: inLocales(questionTextSchema),
});
export type QuestionInput = z.input<typeof questionInputSchema>;

const toCategory = (locale: Locale) => (row: QuestionCategoryRow): QuestionCategory => ({ id: row.id, name: textIn(row.names['zh-Hans'], row.names, locale) });

/**
 * Shown text is in the asked locale, its fallback or the Chinese original (chosen in SQL); a
 * zh-Hant visitor reads the original converted to Traditional, and is told it is zh-Hant.
 */
const readAs = (asked: Locale) => {
  const convert = (shown: Locale) => asked === 'zh-Hant' && shown === 'zh-Hans';
  return {
    text: (text: string, shown: Locale): string => (convert(shown) ? toTraditional(text) : text),
    locale: (shown: Locale): Locale => (convert(shown) ? asked : shown),
  };
};

/** What a visitor types: a zh-Hant visitor may search Simplified originals in Traditional characters. */
const keywordsOf = (keyword: string | undefined, locale: Locale): string[] => {
  if (!keyword) return [];
  const simplified = locale === 'zh-Hant' ? toSimplified(keyword) : keyword;
  return simplified === keyword ? [keyword] : [keyword, simplified];
};

/** The first words of an answer, cut on a character (not a UTF-16 half) with an ellipsis. */
export const summaryOf = (text: string): string => {
  const characters = Array.from(text);
  return characters.length > SUMMARY_LENGTH ? `${characters.slice(0, SUMMARY_LENGTH).join('')}…` : text;
};

const toSummary =
  (locale: Locale) =>
  ({ id, categoryId, title, answerText, locale: shown }: ShownQuestion): QuestionSummary => {
    const read = readAs(locale);
    return { id, categoryId, title: read.text(title, shown), summary: summaryOf(read.text(answerText, shown)) };
  };

const titleOf =
  (locale: Locale) =>
  ({ id, title, locale: shown }: { id: number; title: string; locale: Locale }) => ({ id, title: readAs(locale).text(title, shown) });

/** Each locale's text with its answer's plain words beside the HTML. */
const storedTexts = (texts: z.output<typeof questionInputSchema>['texts']): NewQuestionText[] =>
  LOCALES.flatMap((locale) => {
    const text = texts[locale];
    return text ? [{ locale, title: text.title, answerHtml: text.answerHtml, answerText: plainText(text.answerHtml) }] : [];
  });

export const createCustomerService = (db: Database, promoters: Pick<PromoterService, 'idOf'>) => {
  /** Only a category the owner sees may be used: its own or a default one. */
  const checkCategory = async (owner: number | null, categoryId: number): Promise<void> => {
    const category = await findCategory(db, categoryId);
    if (!category || (category.promoterId !== null && category.promoterId !== owner)) throw notFound(CustomerMessage.unknownCategory);
  };

  /** Who a saved row belongs to: null for the shop's defaults. */
  const ownerOf = async (promoCode: string | null): Promise<number | null> =>
    promoCode === null ? null : promoters.idOf(promoCode);

  return {
    /** A page of the questions the promoter's visitors see, with the categories that hold any. */
    list: async ({ locale, categoryId, keyword, page, pageSize }: QuestionListQuery, promoter: Visitor): Promise<QuestionPage> => {
      const promoterId = promoter?.id;
      // One row more than the page tells whether another page follows.
      const filter = { categoryId, keywords: keywordsOf(keyword, locale), limit: pageSize + 1, offset: (page - 1) * pageSize };
      const [rows, categories] = await Promise.all([listQuestions(db, promoterId, locale, filter), categoriesInUse(db, promoterId)]);
      // A category the visitor is not shown (unknown, another promoter's, empty) does not exist for them.
      if (categoryId !== undefined && !categories.some((category) => category.id === categoryId)) throw notFound(CustomerMessage.unknownCategory);
      return {
        list: rows.slice(0, pageSize).map(toSummary(locale)),
        page,
        pageSize,
        hasMore: rows.length > pageSize,
        categories: categories.map(toCategory(locale)),
      };
    },

    /** One question the promoter's visitors see; anything else (unpublished, another promoter's) is not found. */
    view: async (id: number, promoter: Visitor, locale: Locale): Promise<QuestionView> => {
      const promoterId = promoter?.id;
      const question = await findShownQuestion(db, promoterId, id, locale);
      if (!question) throw notFound(CustomerMessage.unknownQuestion);
      const related = await relatedQuestions(db, promoterId, locale, question, RELATED_LIMIT);
      const read = readAs(locale);
      return {
        id: question.id,
        categoryId: question.categoryId,
        categoryName: textIn(question.categoryNames['zh-Hans'], question.categoryNames, locale),
        title: read.text(question.title, question.locale),
        answerHtml: read.text(question.answerHtml, question.locale),
        locale: read.locale(question.locale),
        updatedAt: question.updatedAt.toISOString(),
        related: related.map(titleOf(locale)),
      };
    },

    /** The promoter's hot questions (its own and the shop's), in list order. */
    hot: async (promoter: Visitor, locale: Locale): Promise<HotQuestions> => {
      const rows = await hotQuestions(db, promoter?.id, locale, HOT_QUESTION_LIMIT);
      return rows.map(titleOf(locale));
    },

    /** Creates a category, or replaces the owner's one with `id`; answers its id. */
    saveCategory: async (input: CategoryInput): Promise<number> => {
      const { id, promoCode, ...values } = categoryInputSchema.parse(input);
      const promoterId = await ownerOf(promoCode);
      if (id !== undefined && (await findCategory(db, id))?.promoterId !== promoterId) throw notFound(CustomerMessage.unknownCategory);
      return upsertCategory(db, id, { ...values, promoterId });
    },

    /** Creates a question, or replaces the owner's one with `id`, its answers sanitised on the way in; answers its id. */
    saveQuestion: async (input: QuestionInput): Promise<number> => {
      const { id, promoCode, texts, ...values } = questionInputSchema.parse(input);
      const promoterId = await ownerOf(promoCode);
      await checkCategory(promoterId, values.categoryId);
      if (id !== undefined && (await findQuestion(db, id))?.promoterId !== promoterId) throw notFound(CustomerMessage.unknownQuestion);
      return upsertQuestion(db, id, { ...values, promoterId }, storedTexts(texts));
    },
  };
};

export type CustomerService = ReturnType<typeof createCustomerService>;
