import type { Locale } from '@shop/contract';
import { endpointQuery, PERSISTED } from '../../shared/query';

/**
 * The promoter's most asked questions in a language. The answer is kept across visits, so the
 * customer service page shows it at once on a return; the key holds the promoter and the
 * language, so another promoter's or language's list is never shown.
 */
export const hotQuestionsQuery = (locale: Locale) => ({
  ...endpointQuery('hotQuestionList', { query: { locale } }, { hideError: true }),
  meta: PERSISTED,
});
