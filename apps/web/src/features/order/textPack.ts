import { textPack } from '../../i18n';
import type { OrderMessages } from './locales/en';

declare module '../../i18n/packs' {
  interface PackMessages {
    order: OrderMessages;
  }
}

/** The order sheet, the orders, their payment and delivery: its texts, a chunk per locale. */
export const orderPack = textPack<OrderMessages>('order', { order: true, payment: true, pay: true, logistics: true, orderForm: true }, {
  'zh-Hans': () => import('./locales/zh-Hans').then((m) => m.orderMessages),
  'zh-Hant': () => import('./locales/zh-Hant').then((m) => m.orderMessages),
  en: () => import('./locales/en').then((m) => m.orderMessages),
  fr: () => import('./locales/fr').then((m) => m.orderMessages),
  es: () => import('./locales/es').then((m) => m.orderMessages),
});
