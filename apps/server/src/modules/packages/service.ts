import {
  Code,
  type EndpointOf,
  type IotOrder,
  iotOrderKindLabel,
  type Locale,
  type Message,
  PACKAGE_KINDS,
  type PackageOffer,
  type ParsedBodyOf,
  type SimInfo,
} from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import type { CardUser } from '../../identity';
import { withIdempotency } from '../idempotency/service';
import { textsIn } from '../../lib/translations';
import type { SimPlatform } from '../../providers/carrier';
import type { PaymentProviders } from '../../providers/payment';
import type { SmsProvider } from '../../providers/sms';
import { type CardRow, createCardCheckout } from '../checkout/service';
import { couponForPackage, couponsForPackage, type CouponUse, takeCouponFor } from '../coupons/service';
import { holdAddonCap } from '../usage/service';
import { recordLines } from '../iot/service';
import { balanceOf, type CompleteTask, iotOrderOf, itemNamesOf, type ItemNames, noTask } from '../wallet/service';
import { applyPackage } from './apply';
import { PackageMessage } from './messages';
import { effectsFor, type OfferRow, offerOf, vipPrice } from './offers';
import { refuseGatedCard } from '../realname/service';
import * as q from './queries';
import { type RenewalRun, runRenewals } from './renewal';

export { applyPackage, packageFulfiler } from './apply';
export { findOffer, offersByIds } from './queries';

/** A package the card holds or held. */
export type HeldPackage = Omit<Awaited<ReturnType<typeof q.packagesOf>>[number], 'simId' | 'iotOrderId'>;

/** The packages the card holds or held, the newest first. */
export const packagesOfSim = async (db: Database, simId: number): Promise<HeldPackage[]> =>
  (await q.packagesOf(db, simId)).map(({ simId: _simId, iotOrderId: _iotOrderId, ...pack }) => pack);

/** Gives the plan in use the line's use from a carrier reading, in the reading's transaction. */
export const takePlanUse = q.takePlanUse;

/** Whether the SIM home asks the holder to buy a package. */
export const needBuyPackageOf = async (db: Database, simId: number): Promise<boolean> => (await q.findRenewal(db, simId)).needBuyPackage;

/** The names of some offers in the reader's locale, by id (what an order bought, what a coupon applies to). */
export const offerNamesOf = async (db: Database, ids: readonly number[], locale: Locale): Promise<ReadonlyMap<number, string>> =>
  new Map((await q.offerTexts(db, ids)).map((offer) => [offer.id, textsIn({ name: offer.name, description: offer.description }, offer.translations, locale).name]));

/** The package a package or renewal order bought, named in the reader's locale (for the wallet's order titles). */
export const packageItemNames = (db: Database): ItemNames =>
  itemNamesOf((order) => order.packageOfferId, (ids, locale) => offerNamesOf(db, ids, locale));

/** Which of some offers are add-ons (what the add-on cap counts); reads on `db`, so a caller's transaction may pass itself. */
export const addonOffersAmong = async (db: Database, offerIds: readonly number[]): Promise<ReadonlySet<number>> => new Set(await q.addonOfferIds(db, offerIds));

export interface PackageServiceDeps {
  /** The carrier that applies packages, closes volume packs, starts cycles and lapses lines. */
  platform: SimPlatform;
  /** Which payment types have a gateway: a promoter's choice counts only if one does. */
  providers: Pick<PaymentProviders, 'forType'>;
  sms: Pick<SmsProvider, 'send'>;
  logger: FastifyBaseLogger;
  /** The time the rules see (tests move it); the system clock by default. */
  clock?: () => Date;
  /** The package discount of the card's VIP membership in force at `now` (90: pays 90%); none by default. */
  vipPercentOf?: (simId: number, now: Date) => Promise<number | null>;
  /** Completes the card's buy-a-package task when a purchase is paid (not a renewal); no task by default. */
  completeTask?: CompleteTask;
}

type BuyBody = ParsedBodyOf<EndpointOf<'buyPackage'>>;

const refuse = (message: Message): BusinessError => new BusinessError(Code.failed, message);

const packageTitle = (offer: OfferRow): string => `${iotOrderKindLabel.package['zh-Hans']} ${offer.name}`;

/** What the card pays for an offer before any coupon, the one price coupons' thresholds and orders read: its VIP price when it has one. */
const payableFen = (offer: PackageOffer): number => offer.vipPriceFen ?? offer.priceFen;

const noVipPercent = async (): Promise<number | null> => null;

export const createPackageService = (
  db: Database,
  { platform, providers, sms, logger, clock = () => new Date(), vipPercentOf = noVipPercent, completeTask = noTask }: PackageServiceDeps,
) => {
  const checkout = createCardCheckout(db, { providers, clock });
  const { cardOf } = checkout;

  /** An offer the card may buy: on sale, for its promoter and its operator. */
  const offerFor = async (card: CardRow, packageId: number): Promise<OfferRow> => {
    const offer = await q.findOffer(db, packageId);
    if (!offer || !offer.onSale) throw refuse(PackageMessage.notOnSale);
    if (offer.promoCode !== card.promoCode) throw refuse(PackageMessage.otherPromoter);
    if (offer.operatorType !== card.operatorType) throw refuse(PackageMessage.otherOperator);
    return offer;
  };

  const offersFor = async (card: CardRow, locale: Locale): Promise<PackageOffer[]> => {
    const now = clock();
    const [rows, percent] = await Promise.all([q.offersOnSale(db, card.promoCode, card.operatorType), vipPercentOf(card.id, now)]);
    return rows.map((row) => offerOf(row, card, now, locale, percent));
  };

  const buy = async (card: CardUser, body: BuyBody, locale: Locale): Promise<IotOrder> => {
    const row = await cardOf(card);
    await refuseGatedCard(db, row.id, 'buyPackage');
    const offer = await offerFor(row, body.packageId);
    const now = clock();
    if (!effectsFor(offer, row, now).includes(body.effect)) throw refuse(PackageMessage.effectNotOffered);
    // A member pays the discounted price, online too: the order keeps what it charges.
    const view = offerOf(offer, row, now, locale, await vipPercentOf(row.id, now));
    const priceFen = payableFen(view);
    const use: CouponUse = { simId: row.id, packageOfferId: offer.id, priceFen, now };
    // A coupon is checked first for a clear refusal, and taken in the order's transaction.
    const coupon = body.couponId === undefined ? undefined : await couponForPackage(db, body.couponId, use);
    const amountFen = Math.max(0, priceFen - (coupon?.valueFen ?? 0));
    const order = await checkout.place(
      row,
      {
        order: {
          kind: 'package',
          title: packageTitle(offer),
          amountFen,
          discountFen: priceFen - amountFen,
          vipDiscountFen: offer.priceFen - priceFen,
          packageOfferId: offer.id,
          effect: body.effect,
        },
        reason: 'package',
      },
      body,
      {
        // An add-on counts against the card's monthly cap before its coupon is taken.
        reserve: async (tx, placed) => {
          if (offer.kind === 'addon') await holdAddonCap(tx, placed, clock(), addonOffersAmong);
          if (coupon) await takeCouponFor(tx, coupon.id, placed.id, { ...use, now: clock() });
        },
        apply: async (tx, paid, paidAt) => {
          await applyPackage(tx, platform, row, offer, body.effect, paid.id, paidAt);
          await completeTask(tx, row.id, 'buyPackage', paidAt);
        },
      },
    );
    return iotOrderOf(order, locale, view.name);
  };

  return {
    /** The offers on sale to the card, grouped by kind (base, add-on, volume), empty groups left out. */
    choose: async (card: CardUser, locale: Locale) => {
      const offers = await offersFor(await cardOf(card), locale);
      return PACKAGE_KINDS.map((kind) => ({ kind, packages: offers.filter((offer) => offer.kind === kind) })).filter((group) => group.packages.length > 0);
    },

    /** The offer with what paying needs, and the card's coupons usable on it at the price it pays, best first. */
    details: async (card: CardUser, packageId: number, locale: Locale) => {
      const row = await cardOf(card);
      const now = clock();
      const [stored, percent] = await Promise.all([offerFor(row, packageId), vipPercentOf(row.id, now)]);
      const offer = offerOf(stored, row, now, locale, percent);
      return {
        offer,
        ...(await checkout.paymentOf(row)),
        coupons: await couponsForPackage(db, { simId: row.id, packageOfferId: offer.id, priceFen: payableFen(offer), now }, locale, offerNamesOf),
        cycleEndsAt: row.endAt?.toISOString() ?? null,
      };
    },

    /** Buys a package; the same idempotency key replays the first answer, refusals included. */
    buy: (card: CardUser, body: BuyBody, locale: Locale): Promise<IotOrder> =>
      withIdempotency(db, `buyPackage:${card.simId}`, body.idempotencyKey, body, () => buy(card, body, locale)),

    closeVolume: async (card: CardUser): Promise<null> => {
      const row = await cardOf(card);
      if (row.volume === null) throw refuse(PackageMessage.noVolumePackage);
      if (row.volume.closed) throw refuse(PackageMessage.volumeClosed);
      await recordLines(db, [await platform.closeVolume(row.simNo, clock())]);
      return null;
    },

    renewOptions: async (card: CardUser, locale: Locale) => {
      const row = await cardOf(card);
      return {
        options: (await offersFor(row, locale)).filter((offer) => offer.renewable),
        packageId: (await q.findRenewal(db, row.id)).renewPackageId,
        renewAt: row.endAt?.toISOString() ?? null,
        balanceFen: await balanceOf(db, row.id),
      };
    },

    setRenewal: async (card: CardUser, packageId: number | null) => {
      const row = await cardOf(card);
      if (packageId !== null) await refuseGatedCard(db, row.id, 'buyPackage');
      if (packageId !== null && !(await offerFor(row, packageId)).renewable) throw refuse(PackageMessage.notRenewable);
      await q.setRenewPackage(db, row.id, packageId);
      return { packageId, renewAt: row.endAt?.toISOString() ?? null };
    },

    /**
     * The renewal as the SIM home shows it: what renews, when, at what price (a member's price
     * when a membership is in force at the cycle end, as the renewal job charges), and whether the balance covers it.
     */
    renewalOf: async (sim: { id: number; endAt: Date | null }, locale: Locale): Promise<SimInfo['renewal']> => {
      const { renewPackageId } = await q.findRenewal(db, sim.id);
      if (renewPackageId === null) return null;
      const now = clock();
      const [offer, percent, balanceFen] = await Promise.all([q.findOffer(db, renewPackageId), vipPercentOf(sim.id, sim.endAt ?? now), balanceOf(db, sim.id)]);
      if (!offer) return null;
      const priceFen = vipPrice(offer.priceFen, percent);
      return {
        packageId: offer.id,
        name: offerOf(offer, sim, now, locale, null).name,
        priceFen,
        renewAt: sim.endAt?.toISOString() ?? null,
        covered: balanceFen >= priceFen,
      };
    },

    /** Runs the renewal job at the service's clock. */
    renew: (): Promise<RenewalRun> => runRenewals(db, { platform, sms, logger }, clock()),
  };
};

export type PackageService = ReturnType<typeof createPackageService>;
