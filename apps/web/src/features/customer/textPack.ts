import { textPack } from '../../i18n';
import type { CustomerMessages } from './locales/en';

declare module '../../i18n/packs' {
  interface PackMessages {
    customer: CustomerMessages;
  }
}

/** The customer service and its questions: its texts, a chunk per locale. */
export const customerPack = textPack<CustomerMessages>('customer', { customer: true, questions: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.customerMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.customerMessages),
  en: () => import('./locales/en').then((m) => m.customerMessages),
  fr: () => import('./locales/fr').then((m) => m.customerMessages),
  es: () => import('./locales/es').then((m) => m.customerMessages),
});
