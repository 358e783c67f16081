import { textPack } from '../../i18n';
import type { NumbersMessages } from './locales/en';

declare module '../../i18n/packs' {
  interface PackMessages {
    numbers: NumbersMessages;
  }
}

/** The number search: its texts, a chunk per locale. */
export const numbersPack = textPack<NumbersMessages>('numbers', { numbers: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.numbersMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.numbersMessages),
  en: () => import('./locales/en').then((m) => m.numbersMessages),
  fr: () => import('./locales/fr').then((m) => m.numbersMessages),
  es: () => import('./locales/es').then((m) => m.numbersMessages),
});
