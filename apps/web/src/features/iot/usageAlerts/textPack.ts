import { textPack } from '../../../i18n';
import type { UsageMessages } from './locales/en';

declare module '../../../i18n/packs' {
  interface PackMessages {
    usage: UsageMessages;
  }
}

/** The usage alerts and the monthly add-on cap: its texts, a chunk per locale. */
export const usagePack = textPack<UsageMessages>('usage', { usageAlerts: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.usageMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.usageMessages),
  en: () => import('./locales/en').then((m) => m.usageMessages),
  fr: () => import('./locales/fr').then((m) => m.usageMessages),
  es: () => import('./locales/es').then((m) => m.usageMessages),
});
