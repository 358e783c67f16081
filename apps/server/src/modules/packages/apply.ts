import { type PackageEffect, validityEnd } from '@shop/contract';
import type { Database } from '../../db/client';
import type { SimPlatform } from '../../providers/carrier';
import type { CompleteTask, OrderFulfiler } from '../wallet/service';
import type { OfferRow } from './offers';
import { cardFacts, recordLines } from '../iot/service';
import { findOffer, insertSimPackage } from './queries';

interface AppliedTo {
  id: number;
  simNo: string;
  endAt: Date | null;
}

/**
 * Applies a paid package INSIDE the payment's transaction: the carrier adds it to the line
 * (now, or queued for the cycle end), the card stores the line the carrier answers and keeps
 * the package among its packages, so a payment rolled back leaves none of them.
 */
export const applyPackage = async (
  tx: Database,
  platform: SimPlatform,
  card: AppliedTo,
  offer: OfferRow,
  effect: PackageEffect,
  /** The card order that paid for it; null for one bought with points alone. */
  iotOrderId: number | null,
  now: Date,
): Promise<void> => {
  const startAt = effect === 'nextCycle' && card.endAt !== null && card.endAt > now ? card.endAt : now;
  const endAt = validityEnd(startAt, offer.validityCount, offer.validityUnit);
  const grant = { kind: offer.kind, packageId: offer.id, flowMb: offer.flowMb, priceFen: offer.priceFen, startAt, endAt };
  await recordLines(tx, [await platform.applyPackage(card.simNo, grant, now, tx)]);
  await insertSimPackage(tx, { simId: card.id, name: offer.name, kind: offer.kind, iotOrderId, totalFlow: offer.flowMb ?? 0, startAt, endAt });
};

/** What a package order paid online does once its payment arrives: the package is applied as bought, and the card's buy-a-package task completes. */
export const packageFulfiler =
  (platform: SimPlatform, completeTask: CompleteTask): OrderFulfiler =>
  async (tx, order, now) => {
    const [card, offer] = await Promise.all([cardFacts(tx, order.simId), order.packageOfferId === null ? undefined : findOffer(tx, order.packageOfferId)]);
    if (!card || !offer) throw new Error(`package order ${order.orderSn} names no card or package`);
    await applyPackage(tx, platform, card, offer, order.effect ?? 'now', order.id, now);
    await completeTask(tx, order.simId, 'buyPackage', now);
  };
