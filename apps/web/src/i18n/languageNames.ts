import type { Locale } from '@shop/contract';

/** Each language's name in itself, shown the same whatever the current locale. */
export const languageNames: Record<Locale, string> = {
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  en: 'English',
  fr: 'Français',
  es: 'Español',
};
