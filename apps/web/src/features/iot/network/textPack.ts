import { textPack } from '../../../i18n';
import type { NetworkMessages } from './locales/en';

declare module '../../../i18n/packs' {
  interface PackMessages {
    network: NetworkMessages;
  }
}

/** Switching the card's network: its texts, a chunk per locale. */
export const networkPack = textPack<NetworkMessages>('network', { switchNet: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.networkMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.networkMessages),
  en: () => import('./locales/en').then((m) => m.networkMessages),
  fr: () => import('./locales/fr').then((m) => m.networkMessages),
  es: () => import('./locales/es').then((m) => m.networkMessages),
});
