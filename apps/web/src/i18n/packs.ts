import type { Locale } from '@shop/contract';
import type { ContentMessages } from './locales/content/en';
import type { CustomerMessages } from './locales/customer/en';
import type { IotMessages } from './locales/iot/en';
import type { NumbersMessages } from './locales/numbers/en';
import type { OrderMessages } from './locales/order/en';
import type { PointsMessages } from './locales/points/en';
import type { PointsShopMessages } from './locales/pointsShop/en';

/**
 * Texts only some pages need, each in its own chunk per locale, so the home route loads the
 * shell's texts alone. A page's packs load with its code (pagePacks); a text asked for before
 * its pack loaded loads the pack then (packOfNamespace).
 */
export interface PackMessages {
  content: ContentMessages;
  customer: CustomerMessages;
  iot: IotMessages;
  numbers: NumbersMessages;
  order: OrderMessages;
  points: PointsMessages;
  pointsShop: PointsShopMessages;
}

export type PackName = keyof PackMessages;

export const PACK_NAMES: readonly PackName[] = ['content', 'customer', 'iot', 'numbers', 'order', 'points', 'pointsShop'];

type PackLoaders = { [P in PackName]: { [L in Locale]: () => Promise<PackMessages[P]> } };

export const packLoaders: PackLoaders = {
  content: {
    'zh-Hans': () => import('./locales/content/zh-Hans').then((m) => m.contentMessages),
    'zh-Hant': () => import('./locales/content/zh-Hant').then((m) => m.contentMessages),
    en: () => import('./locales/content/en').then((m) => m.contentMessages),
    fr: () => import('./locales/content/fr').then((m) => m.contentMessages),
    es: () => import('./locales/content/es').then((m) => m.contentMessages),
  },
  customer: {
    'zh-Hans': () => import('./locales/customer/zh-Hans').then((m) => m.customerMessages),
    'zh-Hant': () => import('./locales/customer/zh-Hant').then((m) => m.customerMessages),
    en: () => import('./locales/customer/en').then((m) => m.customerMessages),
    fr: () => import('./locales/customer/fr').then((m) => m.customerMessages),
    es: () => import('./locales/customer/es').then((m) => m.customerMessages),
  },
  iot: {
    'zh-Hans': () => import('./locales/iot/zh-Hans').then((m) => m.iotMessages),
    'zh-Hant': () => import('./locales/iot/zh-Hant').then((m) => m.iotMessages),
    en: () => import('./locales/iot/en').then((m) => m.iotMessages),
    fr: () => import('./locales/iot/fr').then((m) => m.iotMessages),
    es: () => import('./locales/iot/es').then((m) => m.iotMessages),
  },
  numbers: {
    'zh-Hans': () => import('./locales/numbers/zh-Hans').then((m) => m.numbersMessages),
    'zh-Hant': () => import('./locales/numbers/zh-Hant').then((m) => m.numbersMessages),
    en: () => import('./locales/numbers/en').then((m) => m.numbersMessages),
    fr: () => import('./locales/numbers/fr').then((m) => m.numbersMessages),
    es: () => import('./locales/numbers/es').then((m) => m.numbersMessages),
  },
  order: {
    'zh-Hans': () => import('./locales/order/zh-Hans').then((m) => m.orderMessages),
    'zh-Hant': () => import('./locales/order/zh-Hant').then((m) => m.orderMessages),
    en: () => import('./locales/order/en').then((m) => m.orderMessages),
    fr: () => import('./locales/order/fr').then((m) => m.orderMessages),
    es: () => import('./locales/order/es').then((m) => m.orderMessages),
  },
  points: {
    'zh-Hans': () => import('./locales/points/zh-Hans').then((m) => m.pointsMessages),
    'zh-Hant': () => import('./locales/points/zh-Hant').then((m) => m.pointsMessages),
    en: () => import('./locales/points/en').then((m) => m.pointsMessages),
    fr: () => import('./locales/points/fr').then((m) => m.pointsMessages),
    es: () => import('./locales/points/es').then((m) => m.pointsMessages),
  },
  pointsShop: {
    'zh-Hans': () => import('./locales/pointsShop/zh-Hans').then((m) => m.pointsShopMessages),
    'zh-Hant': () => import('./locales/pointsShop/zh-Hant').then((m) => m.pointsShopMessages),
    en: () => import('./locales/pointsShop/en').then((m) => m.pointsShopMessages),
    fr: () => import('./locales/pointsShop/fr').then((m) => m.pointsShopMessages),
    es: () => import('./locales/pointsShop/es').then((m) => m.pointsShopMessages),
  },
};

/** The pack of each top-level text namespace that is not the shell's. */
export const packOfNamespace: Readonly<Record<string, PackName>> = {
  loginProtocol: 'content',
  webview: 'content',
  loadDomain: 'content',
  customer: 'customer',
  questions: 'customer',
  iotLogin: 'iot',
  iotHome: 'iot',
  wallet: 'iot',
  perks: 'iot',
  points: 'iot',
  numbers: 'numbers',
  order: 'order',
  orderForm: 'order',
  pay: 'order',
  payment: 'order',
  logistics: 'order',
  login: 'order',
  smsCode: 'order',
  pointsOrders: 'points',
  tasks: 'points',
  pointsLog: 'points',
  pointsShop: 'pointsShop',
};

// Number pages and goods pages open the order sheet; the card login sends SMS codes.
const pathPacks: ReadonlyArray<readonly [prefix: string, packs: readonly PackName[]]> = [
  // The card login borrows the shop login's fields, which come with its agreement's texts.
  ['/pages/iot/login/', ['iot', 'order', 'content']],
  // The card's customer service shows the shop's service channels, with their texts.
  ['/pages/iot/index/customer/', ['iot', 'customer']],
  ['/pages/iot/', ['iot', 'order']],
  // The address form borrows the order form's region picker and field rules, with their texts.
  ['/pages-sub/iot/integralShop/details/selectAddress/', ['iot', 'pointsShop', 'order']],
  // The points shop's cashier is the card's, whose payment texts are the order pack's.
  ['/pages-sub/iot/integralShop/details/cashier', ['iot', 'order']],
  ['/pages-sub/iot/integralShop/details/', ['iot', 'pointsShop']],
  ['/pages-sub/iot/integralShop/index', ['iot', 'pointsShop']],
  // The points orders pay through the order pages' payment choice; the tasks and the points log read the points texts.
  ['/pages-sub/iot/integralShop/order/', ['iot', 'points', 'order']],
  ['/pages-sub/iot/task/', ['iot', 'points']],
  ['/pages-sub/iot/index/integralLog/', ['iot', 'points']],
  ['/pages-sub/iot/', ['iot']],
  ['/pages-sub/ltAuth/', ['iot']],
  ['/pages-sub/wifi/', ['iot']],
  ['/pages-sub/single/', ['numbers', 'order']],
  ['/pages/index/VanityNumber/', ['numbers', 'order']],
  ['/pages/goods/', ['numbers', 'order']],
  ['/pages/order/', ['order']],
  ['/pages/login/', ['order', 'content']],
  ['/pages/webview/', ['content']],
  ['/pages/index/loadDomain', ['content']],
  ['/pages/customer/', ['customer']],
];

/** The packs a page's texts come from. */
export const pagePacks = (path: string): readonly PackName[] =>
  pathPacks.find(([prefix]) => path.startsWith(prefix))?.[1] ?? [];
