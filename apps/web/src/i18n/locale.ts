import { FALLBACK_LOCALE, type Locale } from '@shop/contract';

const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

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
