import type { Locale, QuestionTitle } from '@shop/contract';
import { currentLocale } from '../i18n';
import { useCacheStore } from '../stores/cache';
import { useSessionStore } from '../stores/session';
import { call } from './request';

/** Whose hot questions, in which language: a list cached for another promoter or language is not shown. */
export const hotQuestionsKey = (promoCode: string, locale: Locale): string => `${promoCode}:${locale}`;

/** Loads the promoter's most asked questions in the current language into the persisted cache. */
export async function refreshHotQuestions(): Promise<QuestionTitle[]> {
  const { promoCode } = useSessionStore.getState();
  const locale = currentLocale();
  const hotQuestions = await call('hotQuestionList', { query: { promoCode: promoCode || undefined, locale } }, { hideError: true });
  useCacheStore.getState().setCache({ hotQuestions, hotQuestionsOf: hotQuestionsKey(promoCode, locale) });
  return hotQuestions;
}
