import { FALLBACK_LOCALE, type Locale } from './constants';

const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

/** The locale the shop answers in when a request names none it knows (spec 8's texts are Chinese). */
export const SERVER_DEFAULT_LOCALE: Locale = 'zh-Hans';

/**
 * Maps a language tag (any case, `_` or `-`) to one of the shop's locales, or null.
 * Traditional script or a Taiwan, Hong Kong or Macau Chinese tag gives zh-Hant.
 */
export function normaliseLocale(tag: string): Locale | null {
  const [language = '', ...subtags] = tag.trim().toLowerCase().split(/[-_]/);
  if (subtags.includes('hant')) return 'zh-Hant';
  if (language === 'zh') {
    const traditionalRegion = !subtags.includes('hans') && subtags.some((part) => TRADITIONAL_REGIONS.has(part));
    return traditionalRegion ? 'zh-Hant' : 'zh-Hans';
  }
  if (language === 'en' || language === 'fr' || language === 'es') return language;
  return null;
}

export interface LocaleSources {
  /** The user's own choice, kept in local storage. */
  stored?: string | null;
  /** The locale the app is configured with. */
  appConfig?: string | null;
  /** The browser's preferred languages, best first. */
  browser: readonly string[];
}

/** The user's choice, then the app config, then the first usable browser language, then en. */
export function resolveLocale({ stored, appConfig, browser }: LocaleSources): Locale {
  for (const candidate of [stored, appConfig, ...browser]) {
    const locale = candidate ? normaliseLocale(candidate) : null;
    if (locale) return locale;
  }
  return FALLBACK_LOCALE;
}

/**
 * The locale of an `Accept-Language` header (the app sends its own locale there on every call):
 * the first tag by weight that the shop speaks, or null.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const weight = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of tags) {
    const locale = normaliseLocale(tag);
    if (locale) return locale;
  }
  return null;
}
