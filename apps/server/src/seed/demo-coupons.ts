import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { couponCodes, couponCoinEntries, couponHolders, couponPacks, coupons, type PerkTexts, packageOffers, sims } from '../db/schema';
import type { Translations } from '../lib/translations';
import { DemoCard } from './demo-iot';

const YUAN = 100;
const DAY_MS = 86_400_000;

const texts = (zhHant: PerkTexts, en: PerkTexts, fr: PerkTexts, es: PerkTexts): Translations<PerkTexts> => ({ 'zh-Hant': zhHant, en, fr, es });

type DemoPack = Omit<typeof couponPacks.$inferInsert, 'promoCode' | 'packageOfferIds' | 'sort'> & {
  /** The demo packages (by Chinese name) it applies to; none: any package. */
  packageNames?: string[];
};

/** A money pack for any package, one for the 30 GB monthly plan only, and two coin packs (one also handed out by codes). */
const demoPacks: DemoPack[] = [
  {
    name: '5 张 ¥10 套餐券',
    description: '订购套餐满 ¥20 减 ¥10，30 天内有效',
    count: 5,
    valueFen: 10 * YUAN,
    thresholdFen: 20 * YUAN,
    validDays: 30,
    priceFen: 45 * YUAN,
    originalFen: 50 * YUAN,
    translations: texts(
      { name: '5 張 ¥10 套餐券', description: '訂購套餐滿 ¥20 減 ¥10，30 天內有效' },
      { name: 'Five ¥10 package coupons', description: '¥10 off a package of ¥20 or more, valid for 30 days' },
      { name: 'Cinq bons forfait de ¥10', description: '¥10 de remise sur un forfait de ¥20 ou plus, valables 30 jours' },
      { name: 'Cinco cupones de paquete de ¥10', description: '¥10 de descuento en un paquete de ¥20 o más, válidos 30 días' },
    ),
  },
  {
    name: '月套餐 30GB 专享券',
    description: '仅限月套餐 30GB 使用，每张减 ¥8，60 天内有效',
    count: 2,
    valueFen: 8 * YUAN,
    thresholdFen: 29 * YUAN,
    validDays: 60,
    priceFen: 12 * YUAN,
    originalFen: null,
    packageNames: ['月套餐 30GB'],
    translations: texts(
      { name: '月套餐 30GB 專享券', description: '僅限月套餐 30GB 使用，每張減 ¥8，60 天內有效' },
      { name: 'Monthly plan 30 GB coupons', description: '¥8 off the 30 GB monthly plan only, valid for 60 days' },
      { name: 'Bons forfait mensuel 30 Go', description: '¥8 de remise sur le forfait mensuel 30 Go uniquement, valables 60 jours' },
      { name: 'Cupones del plan mensual 30 GB', description: '¥8 de descuento solo en el plan mensual 30 GB, válidos 60 días' },
    ),
  },
  {
    name: '2 张 ¥5 套餐券',
    description: '100 券币兑换，订购套餐满 ¥20 减 ¥5，30 天内有效',
    count: 2,
    valueFen: 5 * YUAN,
    thresholdFen: 20 * YUAN,
    validDays: 30,
    priceFen: null,
    originalFen: null,
    coinCost: 100,
    translations: texts(
      { name: '2 張 ¥5 套餐券', description: '100 券幣兌換，訂購套餐滿 ¥20 減 ¥5，30 天內有效' },
      { name: 'Two ¥5 package coupons', description: 'For 100 coupon coin: ¥5 off a package of ¥20 or more, valid for 30 days' },
      { name: 'Deux bons forfait de ¥5', description: 'Pour 100 pièces de coupon : ¥5 de remise sur un forfait de ¥20 ou plus, valables 30 jours' },
      { name: 'Dos cupones de paquete de ¥5', description: 'Por 100 monedas de cupón: ¥5 de descuento en un paquete de ¥20 o más, válidos 30 días' },
    ),
  },
  {
    name: '¥3 无门槛券',
    description: '50 券币兑换，任意套餐减 ¥3，15 天内有效',
    count: 1,
    valueFen: 3 * YUAN,
    thresholdFen: 0,
    validDays: 15,
    priceFen: null,
    originalFen: null,
    coinCost: 50,
    translations: texts(
      { name: '¥3 無門檻券', description: '50 券幣兌換，任意套餐減 ¥3，15 天內有效' },
      { name: '¥3 coupon, no minimum', description: 'For 50 coupon coin: ¥3 off any package, valid for 15 days' },
      { name: 'Bon de ¥3 sans minimum', description: 'Pour 50 pièces de coupon : ¥3 de remise sur tout forfait, valable 15 jours' },
      { name: 'Cupón de ¥3 sin mínimo', description: 'Por 50 monedas de cupón: ¥3 de descuento en cualquier paquete, válido 15 días' },
    ),
  },
];

/** Exchange codes of the demo promoter, each for one pack (by its index above), valid a year. */
const demoCodes: readonly { code: string; pack: number }[] = [
  { code: 'WELCOME-2026', pack: 2 },
  { code: 'SIMVIP-0001', pack: 0 },
  { code: 'SIMVIP-0002', pack: 0 },
  { code: 'SIMVIP-0003', pack: 1 },
  { code: 'COIN-GIFT-01', pack: 3 },
];

/** A code the normal demo card has already exchanged: its two ¥5 coupons show on the package page. */
const REDEEMED_CODE = 'DEMO-GIFT-0001';

/**
 * The demo promoter's coupon packs and exchange codes, two coupons owned by the normal demo
 * card, and the coin ledger opened with each seeded card's coin (so it sums to the coin).
 */
export const seedDemoCoupons = async (db: Database, now = new Date()): Promise<void> => {
  const offers = await db.select({ id: packageOffers.id, name: packageOffers.name }).from(packageOffers).where(eq(packageOffers.promoCode, 'demo'));
  const packs = await db
    .insert(couponPacks)
    .values(
      demoPacks.map(({ packageNames = [], ...pack }, sort) => ({
        ...pack,
        promoCode: 'demo',
        sort,
        packageOfferIds: offers.filter((offer) => packageNames.includes(offer.name)).map((offer) => offer.id),
      })),
    )
    .returning();
  const packAt = (index: number) => {
    const pack = packs[index];
    if (!pack) throw new Error(`demo coupon pack ${index} was not stored`);
    return pack;
  };
  const yearOn = new Date(now.getTime() + 365 * DAY_MS);
  await db.insert(couponCodes).values(demoCodes.map(({ code, pack }) => ({ code, promoCode: 'demo', couponPackId: packAt(pack).id, expiresAt: yearOn })));

  const [card] = await db.select({ id: sims.id }).from(sims).where(eq(sims.simNo, DemoCard.normal));
  if (!card) throw new Error('the normal demo card is not stored');
  const gift = packAt(2);
  // Exchanged the day before, so they are in force from the first visit.
  const received = new Date(now.getTime() - DAY_MS);
  const [code] = await db
    .insert(couponCodes)
    .values({ code: REDEEMED_CODE, promoCode: 'demo', couponPackId: gift.id, expiresAt: yearOn, redeemedSimId: card.id, redeemedAt: received })
    .returning({ id: couponCodes.id });
  const owned = {
    simId: card.id,
    couponPackId: gift.id,
    source: 'code' as const,
    couponCodeId: code?.id ?? null,
    valueFen: gift.valueFen,
    thresholdFen: gift.thresholdFen,
    packageOfferIds: gift.packageOfferIds,
    startsAt: received,
    expiresAt: new Date(received.getTime() + gift.validDays * DAY_MS),
  };
  await db.insert(coupons).values(Array.from({ length: gift.count }, () => owned));

  // Opening lines for coin seeded after the migration that opened the ledger.
  await db.execute(
    sql`insert into ${couponCoinEntries} (sim_id, reason, amount, balance_after, created_at)
        select h.sim_id, 'opening', h.coin, h.coin, ${now}::timestamptz from ${couponHolders} h
        where h.coin > 0 and not exists (select 1 from ${couponCoinEntries} e where e.sim_id = h.sim_id)`,
  );
};
