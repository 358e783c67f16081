import type { Locale, PageFolder, PagePath } from '@shop/contract';
import type { AccountMessages } from './locales/account/en';
import type { ContentMessages } from './locales/content/en';
import type { CustomerMessages } from './locales/customer/en';
import type { DeviceMessages } from './locales/device/en';
import type { IotMessages } from './locales/iot/en';
import type { NumbersMessages } from './locales/numbers/en';
import type { OrderMessages } from './locales/order/en';
import type { PointsMessages } from './locales/points/en';
import type { PointsShopMessages } from './locales/pointsShop/en';
import type { RealnameMessages } from './locales/realname/en';
import type { UsageMessages } from './locales/usage/en';

/**
 * Texts only some pages need, each in its own chunk per locale, so the home route loads the
 * shell's texts alone. A page's packs load with its code (pagePacks); a text asked for before
 * its pack loaded loads the pack then (packOfNamespace).
 */
export interface PackMessages {
  account: AccountMessages;
  content: ContentMessages;
  customer: CustomerMessages;
  device: DeviceMessages;
  iot: IotMessages;
  numbers: NumbersMessages;
  order: OrderMessages;
  points: PointsMessages;
  pointsShop: PointsShopMessages;
  realname: RealnameMessages;
  usage: UsageMessages;
}

export type PackName = keyof PackMessages;

export const PACK_NAMES: readonly PackName[] = ['account', 'content', 'customer', 'device', 'iot', 'numbers', 'order', 'points', 'pointsShop', 'realname', 'usage'];

type PackLoaders = { [P in PackName]: { [L in Locale]: () => Promise<PackMessages[P]> } };

export const packLoaders: PackLoaders = {
  account: {
    'zh-Hans': () => import('./locales/account/zh-Hans').then((m) => m.accountMessages),
    'zh-Hant': () => import('./locales/account/zh-Hant').then((m) => m.accountMessages),
    en: () => import('./locales/account/en').then((m) => m.accountMessages),
    fr: () => import('./locales/account/fr').then((m) => m.accountMessages),
    es: () => import('./locales/account/es').then((m) => m.accountMessages),
  },
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
  device: {
    'zh-Hans': () => import('./locales/device/zh-Hans').then((m) => m.deviceMessages),
    'zh-Hant': () => import('./locales/device/zh-Hant').then((m) => m.deviceMessages),
    en: () => import('./locales/device/en').then((m) => m.deviceMessages),
    fr: () => import('./locales/device/fr').then((m) => m.deviceMessages),
    es: () => import('./locales/device/es').then((m) => m.deviceMessages),
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
  realname: {
    'zh-Hans': () => import('./locales/realname/zh-Hans').then((m) => m.realnameMessages),
    'zh-Hant': () => import('./locales/realname/zh-Hant').then((m) => m.realnameMessages),
    en: () => import('./locales/realname/en').then((m) => m.realnameMessages),
    fr: () => import('./locales/realname/fr').then((m) => m.realnameMessages),
    es: () => import('./locales/realname/es').then((m) => m.realnameMessages),
  },
  usage: {
    'zh-Hans': () => import('./locales/usage/zh-Hans').then((m) => m.usageMessages),
    'zh-Hant': () => import('./locales/usage/zh-Hant').then((m) => m.usageMessages),
    en: () => import('./locales/usage/en').then((m) => m.usageMessages),
    fr: () => import('./locales/usage/fr').then((m) => m.usageMessages),
    es: () => import('./locales/usage/es').then((m) => m.usageMessages),
  },
};

/** The pack of each top-level text namespace that is not the shell's. */
export const packOfNamespace: Readonly<Record<string, PackName>> = {
  loginProtocol: 'content',
  webview: 'content',
  loadDomain: 'content',
  customer: 'customer',
  questions: 'customer',
  bindPhone: 'account',
  switchNet: 'account',
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
  device: 'device',
  wifi: 'device',
  realname: 'realname',
  usageAlerts: 'usage',
};

// Number pages and goods pages open the order sheet; the card login sends SMS codes.
const pathPacks: ReadonlyArray<readonly [prefix: PageFolder | PagePath, packs: readonly PackName[]]> = [
  // The card login borrows the shop login's fields, which come with its agreement's texts.
  ['/pages/iot/login/', ['iot', 'order', 'content']],
  // Real-name pages: the platform form borrows the order form's field rules, with their texts.
  ['/pages/iot/index/realnameAuth/', ['iot', 'order', 'realname']],
  ['/pages/iot/index/official/', ['iot', 'order', 'realname']],
  ['/pages/iot/index/platform/', ['iot', 'order', 'realname']],
  ['/pages/iot/index/switchOfficial/', ['iot', 'order', 'realname']],
  // Binding a phone borrows the shop login's code field, whose texts are the order pack's.
  ['/pages/iot/index/bindPhone/', ['iot', 'order', 'account']],
  ['/pages/iot/index/switchNet/', ['iot', 'account']],
  // The SIM home shows the usage alert's notice.
  ['/pages/iot/index/index', ['iot', 'order', 'usage']],
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
  // The device pages prove the holder with the card login's SMS code field, whose texts are the order pack's.
  ['/pages-sub/iot/deviceManage/', ['iot', 'device', 'order']],
  ['/pages-sub/iot/index/packageInfo/', ['iot', 'usage']],
  ['/pages-sub/iot/', ['iot']],
  ['/pages-sub/ltAuth/', ['iot', 'order', 'realname']],
  ['/pages-sub/wifi/', ['iot', 'device', 'order']],
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
