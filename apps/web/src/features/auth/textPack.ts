import { textPack } from '../../i18n';
import type { AuthMessages } from './locales/en';

declare module '../../i18n/packs' {
  interface PackMessages {
    auth: AuthMessages;
  }
}

/** The shop login, its SMS code and its user agreement: its texts, a chunk per locale. */
export const authPack = textPack<AuthMessages>('auth', { loginProtocol: true, login: true, smsCode: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.authMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.authMessages),
  en: () => import('./locales/en').then((m) => m.authMessages),
  fr: () => import('./locales/fr').then((m) => m.authMessages),
  es: () => import('./locales/es').then((m) => m.authMessages),
});
