import { type PackageEffect, type PackageKind, VALIDITY_UNITS } from '@shop/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type PackageTexts, packageOffers, phoneBindings, sims } from '../db/schema';
import type { Translations } from '../lib/translations';
import { DemoCard } from './demo-iot';

const GB = 1024;
const YUAN = 100;

interface DemoOffer {
  kind: PackageKind;
  name: string;
  description: string;
  flowMb: number | null;
  validity: [count: number, unit: number];
  priceFen: number;
  originalFen: number | null;
  effects: PackageEffect[];
  renewable: boolean;
  translations: Translations<PackageTexts>;
}

const texts = (zhHant: PackageTexts, en: PackageTexts, fr: PackageTexts, es: PackageTexts): Translations<PackageTexts> => ({
  'zh-Hant': zhHant,
  en,
  fr,
  es,
});

/** Two monthly plans that renew, a yearly one, two add-on packs and a pay-as-you-go volume pack. */
const demoOffers: DemoOffer[] = [
  {
    kind: 'base',
    name: '月套餐 30GB',
    description: '每月 30GB 全国流量，到期可自动续费',
    flowMb: 30 * GB,
    validity: [1, VALIDITY_UNITS.months],
    priceFen: 29 * YUAN,
    originalFen: 39 * YUAN,
    effects: ['nextCycle', 'now'],
    renewable: true,
    translations: texts(
      { name: '月套餐 30GB', description: '每月 30GB 全國流量，到期可自動續費' },
      { name: 'Monthly plan 30 GB', description: '30 GB of data across China each month; renews automatically if you wish' },
      { name: 'Forfait mensuel 30 Go', description: '30 Go de données partout en Chine chaque mois ; renouvellement automatique au choix' },
      { name: 'Plan mensual 30 GB', description: '30 GB de datos en toda China cada mes; se renueva solo si quieres' },
    ),
  },
  {
    kind: 'base',
    name: '月套餐 100GB',
    description: '每月 100GB 全国流量，适合随身 Wi-Fi',
    flowMb: 100 * GB,
    validity: [1, VALIDITY_UNITS.months],
    priceFen: 59 * YUAN,
    originalFen: null,
    effects: ['nextCycle', 'now'],
    renewable: true,
    translations: texts(
      { name: '月套餐 100GB', description: '每月 100GB 全國流量，適合隨身 Wi-Fi' },
      { name: 'Monthly plan 100 GB', description: '100 GB of data across China each month, made for pocket Wi-Fi' },
      { name: 'Forfait mensuel 100 Go', description: '100 Go de données partout en Chine chaque mois, idéal pour le Wi-Fi de poche' },
      { name: 'Plan mensual 100 GB', description: '100 GB de datos en toda China cada mes, ideal para Wi-Fi de bolsillo' },
    ),
  },
  {
    kind: 'base',
    name: '年套餐 500GB',
    description: '一年 500GB，一次付清更划算',
    flowMb: 500 * GB,
    validity: [1, VALIDITY_UNITS.years],
    priceFen: 299 * YUAN,
    originalFen: 348 * YUAN,
    effects: ['nextCycle', 'now'],
    renewable: false,
    translations: texts(
      { name: '年套餐 500GB', description: '一年 500GB，一次付清更划算' },
      { name: 'Yearly plan 500 GB', description: '500 GB for a year, cheaper paid at once' },
      { name: 'Forfait annuel 500 Go', description: '500 Go pour un an, moins cher en une fois' },
      { name: 'Plan anual 500 GB', description: '500 GB durante un año, más barato de una vez' },
    ),
  },
  {
    kind: 'addon',
    name: '加油包 5GB',
    description: '7 天内有效，用完主套餐也能上网',
    flowMb: 5 * GB,
    validity: [7, VALIDITY_UNITS.days],
    priceFen: 10 * YUAN,
    originalFen: null,
    effects: ['now'],
    renewable: false,
    translations: texts(
      { name: '加油包 5GB', description: '7 天內有效，用完主套餐也能上網' },
      { name: 'Add-on 5 GB', description: 'Valid for 7 days: stay online when the plan runs out' },
      { name: 'Recharge 5 Go', description: 'Valable 7 jours : restez connecté quand le forfait est épuisé' },
      { name: 'Adicional 5 GB', description: 'Válido 7 días: sigue conectado cuando se acabe el plan' },
    ),
  },
  {
    kind: 'addon',
    name: '加油包 20GB',
    description: '一个月内有效，可本周期或下周期使用',
    flowMb: 20 * GB,
    validity: [1, VALIDITY_UNITS.months],
    priceFen: 25 * YUAN,
    originalFen: 30 * YUAN,
    effects: ['now', 'nextCycle'],
    renewable: false,
    translations: texts(
      { name: '加油包 20GB', description: '一個月內有效，可本週期或下週期使用' },
      { name: 'Add-on 20 GB', description: 'Valid for a month, this cycle or the next' },
      { name: 'Recharge 20 Go', description: 'Valable un mois, ce cycle ou le suivant' },
      { name: 'Adicional 20 GB', description: 'Válido un mes, en este ciclo o en el siguiente' },
    ),
  },
  {
    kind: 'volume',
    name: '流量池 按量计费',
    description: '开通后按实际用量计费，可随时关闭',
    flowMb: null,
    validity: [1, VALIDITY_UNITS.months],
    priceFen: 5 * YUAN,
    originalFen: null,
    effects: ['now'],
    renewable: false,
    translations: texts(
      { name: '流量池 按量計費', description: '開通後按實際用量計費，可隨時關閉' },
      { name: 'Volume pack, pay as you go', description: 'Billed by what you use once open; close it at any time' },
      { name: 'Forfait au volume', description: 'Facturé selon la consommation une fois ouvert ; fermez-le à tout moment' },
      { name: 'Paquete por volumen', description: 'Se cobra según el uso una vez abierto; ciérralo cuando quieras' },
    ),
  },
];

/** The promoters and operators of the demo cards. */
const demoShelves: readonly { promoCode: string; operatorType: number }[] = [
  { promoCode: 'demo', operatorType: 1 },
  { promoCode: 'demo', operatorType: 2 },
  { promoCode: 'demo', operatorType: 3 },
  { promoCode: 'sunrise', operatorType: 1 },
];

/** The mobiles the demo holders linked, where pay-password codes and renewal notices go. */
const demoBoundMobiles: Record<string, string> = {
  [DemoCard.normal]: '13800138001',
  [DemoCard.wifi]: '13800138002',
  [DemoCard.arrears]: '13800138004',
  [DemoCard.password]: '13800138005',
  [DemoCard.nearlyUsed]: '13800138008',
};

/** The packages each demo promoter sells for each operator of its cards, and the demo holders' bound mobiles. */
export const seedDemoPackages = async (db: Database): Promise<void> => {
  await db.insert(packageOffers).values(
    demoShelves.flatMap((shelf) =>
      demoOffers.map(({ validity: [validityCount, validityUnit], ...offer }, sort) => ({ ...shelf, ...offer, validityCount, validityUnit, sort })),
    ),
  );
  const cards = await db.select({ id: sims.id, simNo: sims.simNo }).from(sims).where(inArray(sims.simNo, Object.keys(demoBoundMobiles)));
  await db
    .insert(phoneBindings)
    .values(cards.map((card) => ({ simId: card.id, boundMobile: demoBoundMobiles[card.simNo] ?? null })))
    .onConflictDoUpdate({ target: phoneBindings.simId, set: { boundMobile: sql`excluded.bound_mobile` } });
};
