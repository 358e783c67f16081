import { textPack } from '../../../i18n';
import type { PointsOrdersMessages } from './locales/en';

declare module '../../../i18n/packs' {
  interface PackMessages {
    pointsOrders: PointsOrdersMessages;
  }
}

/** The points orders: its texts, a chunk per locale. */
export const pointsOrdersPack = textPack<PointsOrdersMessages>('pointsOrders', { pointsOrders: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.pointsOrdersMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.pointsOrdersMessages),
  en: () => import('./locales/en').then((m) => m.pointsOrdersMessages),
  fr: () => import('./locales/fr').then((m) => m.pointsOrdersMessages),
  es: () => import('./locales/es').then((m) => m.pointsOrdersMessages),
});
