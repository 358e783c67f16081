import { textPack } from '../../../i18n';
import type { PointsShopMessages } from './locales/en';

declare module '../../../i18n/packs' {
  interface PackMessages {
    pointsShop: PointsShopMessages;
  }
}

/** The points shop: its texts, a chunk per locale. */
export const pointsShopPack = textPack<PointsShopMessages>('pointsShop', { pointsShop: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.pointsShopMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.pointsShopMessages),
  en: () => import('./locales/en').then((m) => m.pointsShopMessages),
  fr: () => import('./locales/fr').then((m) => m.pointsShopMessages),
  es: () => import('./locales/es').then((m) => m.pointsShopMessages),
});
