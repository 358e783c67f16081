import { textPack } from '../../../i18n';
import type { AccountMessages } from './locales/en';

declare module '../../../i18n/packs' {
  interface PackMessages {
    account: AccountMessages;
  }
}

/** Binding a phone to the card: its texts, a chunk per locale. */
export const accountPack = textPack<AccountMessages>('account', { bindPhone: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.accountMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.accountMessages),
  en: () => import('./locales/en').then((m) => m.accountMessages),
  fr: () => import('./locales/fr').then((m) => m.accountMessages),
  es: () => import('./locales/es').then((m) => m.accountMessages),
});
