import { textPack } from '../../i18n';
import type { IotMessages } from './locales/en';

declare module '../../i18n/packs' {
  interface PackMessages {
    iot: IotMessages;
  }
}

/** The SIM self-service: the card login and home, the wallet and the perks: its texts, a chunk per locale. */
export const iotPack = textPack<IotMessages>('iot', { iotLogin: true, iotHome: true, wallet: true, points: true, perks: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.iotMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.iotMessages),
  en: () => import('./locales/en').then((m) => m.iotMessages),
  fr: () => import('./locales/fr').then((m) => m.iotMessages),
  es: () => import('./locales/es').then((m) => m.iotMessages),
});
