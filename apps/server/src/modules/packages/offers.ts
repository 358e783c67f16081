import type { Locale, PackageEffect, PackageOffer } from '@shop/contract';
import type { packageOffers } from '../../db/schema/packages';
import { textsIn } from '../../lib/translations';

export type OfferRow = typeof packageOffers.$inferSelect;

/** What of a card decides when a package may start for it. */
export interface CardCycle {
  endAt: Date | null;
}

/**
 * When a package may start for a card, the one rule: a volume pack starts only now; the next
 * cycle is offered only when the card has a cycle that has not yet ended (a plan that never
 * ends has no next cycle, an ended one has nothing to wait for); otherwise as the offer lists.
 */
export const effectsFor = (offer: Pick<OfferRow, 'kind' | 'effects'>, card: CardCycle, now: Date): PackageEffect[] => {
  if (offer.kind === 'volume') return ['now'];
  const nextCycle = card.endAt !== null && card.endAt > now;
  const effects = offer.effects.filter((effect) => effect === 'now' || nextCycle);
  return effects.length > 0 ? effects : ['now'];
};

/** What a member pays of `priceFen` at `percent` (90: 10% off), to the fen; the full price without a discount. */
export const vipPrice = (priceFen: number, percent: number | null): number => (percent === null ? priceFen : Math.round((priceFen * percent) / 100));

/**
 * An offer as the holder of `card` reads it in `locale`; `vipPercent` is the package discount
 * of the card's membership in force (null: none).
 */
export const offerOf = (row: OfferRow, card: CardCycle, now: Date, locale: Locale, vipPercent: number | null): PackageOffer => {
  const texts = textsIn({ name: row.name, description: row.description }, row.translations, locale);
  return {
    id: row.id,
    kind: row.kind,
    name: texts.name,
    flowMb: row.flowMb,
    validity: { count: row.validityCount, unit: row.validityUnit },
    priceFen: row.priceFen,
    originalFen: row.originalFen,
    vipPriceFen: vipPercent === null ? null : vipPrice(row.priceFen, vipPercent),
    effects: effectsFor(row, card, now),
    renewable: row.renewable,
    description: texts.description,
  };
};
