import type { Locale } from '@shop/contract';
import { z } from 'zod';
import { toTraditional } from './traditional';

/** The locales a promoter may translate its Chinese original (zh-Hans) into. */
export const TRANSLATED_LOCALES = ['zh-Hant', 'en', 'fr', 'es'] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** The words of a piece of promoter content: single texts, and lists of texts matched by position. */
export type Texts = Readonly<Record<string, string | readonly string[]>>;

/** Each locale's translation of some or all of the texts; what is missing falls back (see textsIn). */
export type Translations<T extends Texts> = Partial<Record<TranslatedLocale, Partial<T>>>;

/** The translations a visitor of `locale` reads, best first; the Chinese original comes after them. */
export const translationChain = (locale: Locale): readonly TranslatedLocale[] => {
  if (locale === 'zh-Hans') return [];
  if (locale === 'zh-Hant' || locale === 'en') return [locale];
  return [locale, 'en'];
};

/** The first translation given (an empty one counts as missing), else the original: converted for zh-Hant. */
const shown = (candidates: readonly (string | undefined)[], original: string, locale: Locale): string =>
  candidates.find((text) => text !== undefined && text !== '') ?? (locale === 'zh-Hant' ? toTraditional(original) : original);

/** One text as a visitor of `locale` reads it, by the chain of textsIn. */
export const textIn = (original: string, translated: Partial<Record<Locale, string>>, locale: Locale): string =>
  shown(translationChain(locale).map((each) => translated[each]), original, locale);

/**
 * The texts as a visitor of `locale` reads them, field by field and list item by item: the
 * locale's own translation; for zh-Hant without one, the original converted to Traditional;
 * for fr and es, then the English; and last the Chinese original.
 */
export const textsIn = <T extends Texts>(original: T, translations: Translations<T>, locale: Locale): T => {
  const chain = translationChain(locale).map((each) => translations[each]);
  const entries = Object.entries(original).map(([field, text]) => {
    if (typeof text === 'string') return [field, shown(chain.map((translation) => translation?.[field] as string | undefined), text, locale)];
    const lists = chain.map((translation) => translation?.[field] as readonly string[] | undefined);
    return [field, text.map((item, index) => shown(lists.map((list) => list?.[index]), item, locale))];
  });
  return Object.fromEntries(entries) as T;
};

/** A catalogue item's name as a visitor of `locale` reads it, by the same rule as `textsIn`. */
export const nameIn = (name: string, translations: Translations<{ name: string }>, locale: Locale): string => textsIn({ name }, translations, locale).name;

/** Optional translations of the texts a schema describes, each locale's partial and without unknown fields. */
export const translationsSchema = <S extends z.ZodObject>(texts: S) => {
  const one = texts.partial().strict();
  return z.strictObject({ 'zh-Hant': one.optional(), en: one.optional(), fr: one.optional(), es: one.optional() }).default({});
};

/** Where saved content is checked: a translated list must match the original's items one by one. */
export const checkTranslatedLists = <T extends Texts>(original: T, translations: Translations<T>, context: z.RefinementCtx): void => {
  for (const locale of TRANSLATED_LOCALES) {
    for (const [field, text] of Object.entries(translations[locale] ?? {})) {
      const source = original[field];
      if (Array.isArray(text) && Array.isArray(source) && text.length !== source.length) {
        context.addIssue({
          code: 'custom',
          path: ['translations', locale, field],
          message: `${field} 的 ${locale} 译文有 ${text.length} 项，原文有 ${source.length} 项，须一一对应`,
        });
      }
    }
  }
};
