import { textPack } from '../../i18n';
import type { RegionsMessages } from './locales/en';

declare module '../../i18n/packs' {
  interface PackMessages {
    regions: RegionsMessages;
  }
}

/** The region picker: its texts, a chunk per locale. */
export const regionsPack = textPack<RegionsMessages>('regions', { region: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.regionsMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.regionsMessages),
  en: () => import('./locales/en').then((m) => m.regionsMessages),
  fr: () => import('./locales/fr').then((m) => m.regionsMessages),
  es: () => import('./locales/es').then((m) => m.regionsMessages),
});
