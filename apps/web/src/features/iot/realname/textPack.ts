import { textPack } from '../../../i18n';
import type { RealnameMessages } from './locales/en';

declare module '../../../i18n/packs' {
  interface PackMessages {
    realname: RealnameMessages;
  }
}

/** The real-name authentication: its texts, a chunk per locale. */
export const realnamePack = textPack<RealnameMessages>('realname', { realname: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.realnameMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.realnameMessages),
  en: () => import('./locales/en').then((m) => m.realnameMessages),
  fr: () => import('./locales/fr').then((m) => m.realnameMessages),
  es: () => import('./locales/es').then((m) => m.realnameMessages),
});
