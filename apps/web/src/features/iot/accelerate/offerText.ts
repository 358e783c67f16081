import { PERK_STATUS, type AccelerateOffer, type AccelerateOrder } from '@shop/contract';
import { t } from '../../../i18n';

const HOUR_MS = 60 * 60 * 1000;

/** '3 days' for whole days, else '6 hours'. */
export const boostLength = ({ hours }: Pick<AccelerateOffer, 'hours'>): string =>
  hours % 24 === 0 ? t('perks.accelerate.days', { count: hours / 24 }) : t('perks.accelerate.hours', { count: hours });

/** The add-on in force now, if any. */
export const boostInForce = (order: AccelerateOrder | null, now = Date.now()): AccelerateOrder | null =>
  order && order.status !== PERK_STATUS.refunded && order.validTag && Date.parse(order.endAt) > now ? order : null;

/**
 * What buying `offer` does while `active` runs (ACCELERATE_WHILE_ACTIVE): the same speed extends
 * it from its end; another speed is refused until it ends.
 */
export function whileActive(offer: Pick<AccelerateOffer, 'speedCode' | 'hours'>, active: AccelerateOrder | null): { extendsTo: string } | { waitsUntil: string } | null {
  if (!active) return null;
  if (active.speedCode !== offer.speedCode) return { waitsUntil: active.endAt };
  return { extendsTo: new Date(Date.parse(active.endAt) + offer.hours * HOUR_MS).toISOString() };
}

export type BoostState = 'inForce' | 'ended' | 'refunded';

/** An add-on as its holder sees it: in force, ended, or refunded. */
export const boostState = (order: AccelerateOrder, now = Date.now()): BoostState =>
  order.status === PERK_STATUS.refunded ? 'refunded' : boostInForce(order, now) ? 'inForce' : 'ended';
