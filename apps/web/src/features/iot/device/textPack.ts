import { textPack } from '../../../i18n';
import type { DeviceMessages } from './locales/en';

declare module '../../../i18n/packs' {
  interface PackMessages {
    device: DeviceMessages;
  }
}

/** The Wi-Fi device and its settings: its texts, a chunk per locale. */
export const devicePack = textPack<DeviceMessages>('device', { device: true, wifi: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.deviceMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.deviceMessages),
  en: () => import('./locales/en').then((m) => m.deviceMessages),
  fr: () => import('./locales/fr').then((m) => m.deviceMessages),
  es: () => import('./locales/es').then((m) => m.deviceMessages),
});
