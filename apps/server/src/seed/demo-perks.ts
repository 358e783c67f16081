import { VALIDITY_UNITS } from '@shop/contract';
import type { Database } from '../db/client';
import { accelerateOffers, type PerkTexts, type VipPrivileges, vipPlans } from '../db/schema';
import type { Translations } from '../lib/translations';

const YUAN = 100;

/** An icon drawn inline (a round badge with a glyph), so the demo needs no image files. */
const icon = (glyph: string, color: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${color}"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${glyph}</text></svg>`,
  )}`;

const texts = (zhHant: PerkTexts, en: PerkTexts, fr: PerkTexts, es: PerkTexts): Translations<PerkTexts> => ({ 'zh-Hant': zhHant, en, fr, es });

/** What a plan gives beyond the rules the shop applies itself (the package discount and points, shown from the plan's figures). */
const privileges = (): VipPrivileges => ({
  gi: icon('V', '#c9a063'),
  items: [
    { title: '专属客服', icon: icon('客', '#018d71') },
  ],
});

/** A monthly and a yearly membership: packages at 90% and 85% of their price; double points once points are earned. */
const demoPlans = [
  {
    name: '月度会员',
    description: '套餐 9 折、专属客服，有效期 1 个月',
    logo: icon('月', '#c9a063'),
    priceFen: 990,
    originalFen: 15 * YUAN,
    validityCount: 1,
    validityUnit: VALIDITY_UNITS.months,
    privileges: privileges(),
    packagePercent: 90,
    pointsMultiplier: 2,
    translations: texts(
      { name: '月度會員', description: '套餐 9 折、專屬客服，有效期 1 個月' },
      { name: 'Monthly VIP', description: '10% off packages and priority support for a month' },
      { name: 'VIP mensuel', description: '10 % de remise sur les forfaits et service client dédié pendant un mois' },
      { name: 'VIP mensual', description: '10 % de descuento en paquetes y atención prioritaria durante un mes' },
    ),
  },
  {
    name: '年度会员',
    description: '套餐 85 折、专属客服，有效期 1 年',
    logo: icon('年', '#b8860b'),
    priceFen: 99 * YUAN,
    originalFen: 180 * YUAN,
    validityCount: 1,
    validityUnit: VALIDITY_UNITS.years,
    privileges: privileges(),
    packagePercent: 85,
    pointsMultiplier: 2,
    translations: texts(
      { name: '年度會員', description: '套餐 85 折、專屬客服，有效期 1 年' },
      { name: 'Yearly VIP', description: '15% off packages and priority support for a year' },
      { name: 'VIP annuel', description: '15 % de remise sur les forfaits et service client dédié pendant un an' },
      { name: 'VIP anual', description: '15 % de descuento en paquetes y atención prioritaria durante un año' },
    ),
  },
];

/** Two 5G speeds and a 4G+ one, by the day or the week. */
const demoSpeeds = [
  {
    name: '5G 极速 24 小时',
    description: '24 小时内 5G 千兆网速，同款可续期',
    speedCode: '5G_1000M',
    hours: 24,
    priceFen: 3 * YUAN,
    originalFen: 5 * YUAN,
    translations: texts(
      { name: '5G 極速 24 小時', description: '24 小時內 5G 千兆網速，同款可續期' },
      { name: '5G boost, 24 hours', description: 'Gigabit 5G speed for 24 hours; buy it again to extend' },
      { name: 'Boost 5G, 24 heures', description: 'Débit 5G gigabit pendant 24 heures ; rachetez-le pour prolonger' },
      { name: 'Turbo 5G, 24 horas', description: 'Velocidad 5G de gigabit durante 24 horas; cómpralo otra vez para ampliarla' },
    ),
  },
  {
    name: '5G 极速 7 天',
    description: '7 天内 5G 千兆网速，同款可续期',
    speedCode: '5G_1000M',
    hours: 7 * 24,
    priceFen: 15 * YUAN,
    originalFen: 21 * YUAN,
    translations: texts(
      { name: '5G 極速 7 天', description: '7 天內 5G 千兆網速，同款可續期' },
      { name: '5G boost, 7 days', description: 'Gigabit 5G speed for 7 days; buy it again to extend' },
      { name: 'Boost 5G, 7 jours', description: 'Débit 5G gigabit pendant 7 jours ; rachetez-le pour prolonger' },
      { name: 'Turbo 5G, 7 días', description: 'Velocidad 5G de gigabit durante 7 días; cómpralo otra vez para ampliarla' },
    ),
  },
  {
    name: '4G+ 畅享 24 小时',
    description: '24 小时内 4G+ 300M 网速',
    speedCode: '4G_300M',
    hours: 24,
    priceFen: 2 * YUAN,
    originalFen: null,
    translations: texts(
      { name: '4G+ 暢享 24 小時', description: '24 小時內 4G+ 300M 網速' },
      { name: '4G+ boost, 24 hours', description: '300 Mbps 4G+ speed for 24 hours' },
      { name: 'Boost 4G+, 24 heures', description: 'Débit 4G+ 300 Mbit/s pendant 24 heures' },
      { name: 'Turbo 4G+, 24 horas', description: 'Velocidad 4G+ de 300 Mbps durante 24 horas' },
    ),
  },
];

/** The operators of the demo promoter's cards that get speed add-ons (the normal card's and the Wi-Fi card's). */
const speedShelves = [1, 2] as const;

/** The demo promoter's VIP plans and speed add-ons. */
export const seedDemoPerks = async (db: Database): Promise<void> => {
  await db.insert(vipPlans).values(demoPlans.map((plan, sort) => ({ ...plan, promoCode: 'demo', sort })));
  await db.insert(accelerateOffers).values(speedShelves.flatMap((operatorType) => demoSpeeds.map((offer, sort) => ({ ...offer, promoCode: 'demo', operatorType, sort }))));
};
