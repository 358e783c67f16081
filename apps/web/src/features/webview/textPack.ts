import { textPack } from '../../i18n';
import type { ContentMessages } from './locales/en';

declare module '../../i18n/packs' {
  interface PackMessages {
    content: ContentMessages;
  }
}

/** The web view and the start-up page: its texts, a chunk per locale. */
export const contentPack = textPack<ContentMessages>('content', { webview: true, loadDomain: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.contentMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.contentMessages),
  en: () => import('./locales/en').then((m) => m.contentMessages),
  fr: () => import('./locales/fr').then((m) => m.contentMessages),
  es: () => import('./locales/es').then((m) => m.contentMessages),
});
