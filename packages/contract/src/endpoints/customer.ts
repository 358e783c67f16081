import { z } from 'zod';
import { api } from '../api';
import { inLocales, LOCALES } from '../constants';
import { defineEndpoint } from '../endpoint';
import { defineMessages, type Message, schemaTexts } from '../messages';
import { intParam, localeQuery, pagedData, pageParams, ParamName } from '../params';
import { promoCodeSchema } from './hk';

/** Longest question search a buyer may type (spec 9 input maxlength is 140; a search is short). */
export const QUESTION_SEARCH_MAX = 50;
/** How many hot questions the customer page lists. */
export const HOT_QUESTION_LIMIT = 10;

export const CustomerFieldMessage = /* @__PURE__ */ defineMessages('field.customer', {
  keyword: inLocales(
    `搜索词最长 ${QUESTION_SEARCH_MAX} 个字`,
    `搜尋詞最長 ${QUESTION_SEARCH_MAX} 個字`,
    `The search may have at most ${QUESTION_SEARCH_MAX} characters`,
    `La recherche peut compter au plus ${QUESTION_SEARCH_MAX} caractères`,
    `La búsqueda puede tener como máximo ${QUESTION_SEARCH_MAX} caracteres`,
  ),
});

const questionId = (name: Message) => intParam(name, 1, 2_147_483_647);

export const questionCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type QuestionCategory = z.infer<typeof questionCategorySchema>;

export const questionTitleSchema = z.object({ id: z.number().int(), title: z.string() });
export type QuestionTitle = z.infer<typeof questionTitleSchema>;

export const questionSummarySchema = questionTitleSchema.extend({
  categoryId: z.number().int(),
  /** The answer's first words as plain text. */
  summary: z.string(),
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;

const promoterLocale = { promoCode: promoCodeSchema.optional(), locale: localeQuery };

export const sysQuestionList = defineEndpoint({
  ...api.sysQuestionList,
  summary: "The promoter's questions and answers (its own and the shop's), by category and search, a page at a time",
  tag: 'customer',
  access: 'public',
  query: z.object({
    ...promoterLocale,
    categoryId: questionId(ParamName.category).optional(),
    keyword: z.string().trim().max(QUESTION_SEARCH_MAX, schemaTexts(CustomerFieldMessage).keyword).optional(),
    ...pageParams(50),
  }),
  data: pagedData(questionSummarySchema).extend({
    /** Every category that holds a question of this promoter, whatever the filter. */
    categories: z.array(questionCategorySchema),
  }),
});

export const sysQuestionView = defineEndpoint({
  ...api.sysQuestionView,
  summary: 'One question with its answer as sanitised rich text, and others of its category',
  tag: 'customer',
  access: 'public',
  query: z.object({ ...promoterLocale, id: questionId(ParamName.question) }),
  data: z.object({
    id: z.number().int(),
    categoryId: z.number().int(),
    categoryName: z.string(),
    title: z.string(),
    /** HTML kept to an allow-list of tags and attributes when it was saved. */
    answerHtml: z.string(),
    /** The locale the text is in (the Chinese original when the asked one is missing). */
    locale: z.enum(LOCALES),
    updatedAt: z.string(),
    related: z.array(questionTitleSchema),
  }),
});

export const hotQuestionList = defineEndpoint({
  ...api.hotQuestionList,
  summary: "The promoter's most asked questions, for the customer service page",
  tag: 'customer',
  access: 'public',
  query: z.object(promoterLocale),
  data: z.array(questionTitleSchema).max(HOT_QUESTION_LIMIT),
});
