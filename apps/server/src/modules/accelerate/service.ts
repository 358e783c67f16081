import {
  type AccelerateOffer,
  type AccelerateOrder,
  Code,
  type EndpointOf,
  type IotOrder,
  iotOrderKindLabel,
  type Locale,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import type { CardUser } from '../../identity';
import { withIdempotency } from '../idempotency/service';
import { pageOf } from '../../lib/paged';
import { nameIn, textsIn } from '../../lib/translations';
import type { SimPlatform } from '../../providers/carrier';
import type { PaymentProviders } from '../../providers/payment';
import { type CardRow, createCardCheckout, perkTermOf, termStart } from '../checkout/service';
import { lockCard, recordLines } from '../iot/service';
import { type AddonOffersAmong, holdAddonCap } from '../usage/service';
import { type IotOrderRow, iotOrderOf, iotOrdersByIds, itemNamesOf, type ItemNames, moveBalance, type OrderFulfiler } from '../wallet/service';
import { AccelerateMessage } from './messages';
import * as q from './queries';

export interface AccelerateServiceDeps {
  /** The carrier that runs the line at the add-on's speed. */
  platform: SimPlatform;
  /** Which payment types have a gateway: a promoter's choice counts only if one does. */
  providers: Pick<PaymentProviders, 'forType'>;
  /** Which package offers are add-ons, for the add-on cap this add-on counts in (the packages owner's answer). */
  addonOffersAmong: AddonOffersAmong;
  /** The time the rules see (tests move it); the system clock by default. */
  clock?: () => Date;
}

type BuyBody = ParsedBodyOf<EndpointOf<'createAccelerateOrder'>>;

const HOUR_MS = 3_600_000;

/** An add-on on sale as the holder reads it in `locale`. */
const offerOf = (row: q.OfferRow, locale: Locale): AccelerateOffer => {
  const texts = textsIn({ name: row.name, description: row.description }, row.translations, locale);
  return {
    id: row.id,
    name: texts.name,
    description: texts.description,
    speedCode: row.speedCode,
    hours: row.hours,
    priceFen: row.priceFen,
    originalFen: row.originalFen,
  };
};

/** An add-on as spec 3's "Accelerate order" at `now`, with the order in `orders` that paid for it, named in `locale`; it has no logo or privileges of its own. */
const accelerateOrderOf = (
  { acceleration, translations }: q.AccelerationView,
  orders: ReadonlyMap<number, IotOrderRow>,
  now: Date,
  locale: Locale,
): AccelerateOrder => {
  const order = orders.get(acceleration.iotOrderId);
  if (!order) throw new Error(`add-on ${acceleration.id} has no order`);
  return {
    ...perkTermOf(acceleration, order, now),
    accelerateId: acceleration.accelerateOfferId,
    accelerateName: nameIn(acceleration.name, translations, locale),
    speedCode: acceleration.speedCode,
    logo: '',
    privileges: { gi: '', items: [] },
  };
};

/** The orders that paid for some add-ons, read from the wallet in one go, by id. */
const paidOrdersOf = async (db: Database, rows: readonly q.AccelerationView[]): Promise<ReadonlyMap<number, IotOrderRow>> =>
  new Map((await iotOrdersByIds(db, [...new Set(rows.map((row) => row.acceleration.iotOrderId))])).map((order) => [order.id, order]));

const accelerateTitle = (offer: q.OfferRow): string => `${iotOrderKindLabel.accelerate['zh-Hans']} ${offer.name}`;

/** ACCELERATE_WHILE_ACTIVE: another speed while one runs is refused, saying until when it runs. */
const otherSpeedRunning = (runningNow: q.AccelerationView | undefined, offer: q.OfferRow, locale: Locale): BusinessError | undefined =>
  runningNow && runningNow.acceleration.speedCode !== offer.speedCode
    ? new BusinessError(Code.failed, AccelerateMessage.otherSpeedActive(nameIn(runningNow.acceleration.name, runningNow.translations, locale), runningNow.acceleration.endAt))
    : undefined;

/**
 * Gives the add-on a paid order bought, INSIDE the payment's transaction, under the card's row
 * lock: the same speed running extends from its end, nothing running starts now, and the
 * carrier runs the line at that speed until the new end. Answers the refusal instead when
 * another speed is running by then (nothing is written).
 */
const applyAcceleration = async (tx: Database, platform: SimPlatform, order: IotOrderRow, offer: q.OfferRow, now: Date, locale: Locale): Promise<BusinessError | undefined> => {
  const { simNo } = await lockCard(tx, order.simId);
  const runningNow = await q.running(tx, order.simId, now);
  const refusal = otherSpeedRunning(runningNow, offer, locale);
  if (refusal) return refusal;
  const startAt = termStart(runningNow?.acceleration.endAt, now);
  const endAt = new Date(startAt.getTime() + offer.hours * HOUR_MS);
  await q.insertAcceleration(tx, {
    simId: order.simId,
    accelerateOfferId: offer.id,
    speedCode: offer.speedCode,
    iotOrderId: order.id,
    name: offer.name,
    priceFen: offer.priceFen,
    paidFen: order.amountFen,
    startAt,
    endAt,
    createdAt: now,
    updatedAt: now,
  });
  await recordLines(tx, [await platform.setSpeed(simNo, { speedCode: offer.speedCode, until: endAt }, now, tx)]);
  return undefined;
};

/**
 * What a speed add-on order paid online does once its payment arrives: applied as bought (the
 * same speed running extends). If another speed started meanwhile (two orders of different
 * speeds paid one after the other), the line cannot take it: what was paid goes to the card's
 * balance with a 'refund' ledger line and the order is stored refunded.
 */
export const accelerateFulfiler =
  (platform: SimPlatform): OrderFulfiler =>
  async (tx, order, now) => {
    const offer = order.accelerateOfferId === null ? undefined : await q.findOffer(tx, order.accelerateOfferId);
    if (!offer) throw new Error(`accelerate order ${order.orderSn} names no add-on`);
    if (!(await applyAcceleration(tx, platform, order, offer, now, 'zh-Hans'))) return undefined;
    await moveBalance(tx, order.simId, [{ reason: 'refund', amountFen: order.amountFen, iotOrderId: order.id }]);
    return 'refunded';
  };

/** The add-on a speed order bought, named in the reader's locale (for the wallet's order titles). */
export const accelerateItemNames = (db: Database): ItemNames =>
  itemNamesOf(
    (order) => (order.kind === 'accelerate' ? order.accelerateOfferId : null),
    async (ids, locale) => new Map((await q.offerTexts(db, ids)).map((offer) => [offer.id, nameIn(offer.name, offer.translations, locale)])),
  );

/** The card's add-on in force at `now` as the SIM home shows it; null when the line runs at its normal speed. */
export const currentAcceleration = async (db: Database, simId: number, now: Date, locale: Locale): Promise<AccelerateOrder | null> => {
  const row = await q.running(db, simId, now);
  return row ? accelerateOrderOf(row, await paidOrdersOf(db, [row]), now, locale) : null;
};

export const createAccelerateService = (db: Database, { platform, providers, addonOffersAmong, clock = () => new Date() }: AccelerateServiceDeps) => {
  const checkout = createCardCheckout(db, { providers, clock });

  /** An add-on the card may buy: on sale, of its promoter, for its operator. */
  const offerFor = async (card: CardRow, accelerateId: number): Promise<q.OfferRow> => {
    const offer = await q.findOffer(db, accelerateId);
    if (!offer || !offer.onSale) throw new BusinessError(Code.failed, AccelerateMessage.notOnSale);
    if (offer.promoCode !== card.promoCode) throw new BusinessError(Code.failed, AccelerateMessage.otherPromoter);
    if (offer.operatorType !== card.operatorType) throw new BusinessError(Code.failed, AccelerateMessage.otherOperator);
    return offer;
  };

  const buy = async (card: CardUser, body: BuyBody, locale: Locale): Promise<IotOrder> => {
    const row = await checkout.cardOf(card);
    const offer = await offerFor(row, body.accelerateId);
    // Refused before anything is charged or ordered; checked again under the card's lock when it is applied.
    const refusal = otherSpeedRunning(await q.running(db, row.id, clock()), offer, locale);
    if (refusal) throw refusal;
    const order = await checkout.place(
      row,
      { order: { kind: 'accelerate', title: accelerateTitle(offer), amountFen: offer.priceFen, accelerateOfferId: offer.id }, reason: 'accelerate' },
      body,
      {
        reserve: (tx, placed) => holdAddonCap(tx, placed, clock(), addonOffersAmong),
        apply: async (tx, paid, now) => {
          const late = await applyAcceleration(tx, platform, paid, offer, now, locale);
          if (late) throw late;
        },
      },
    );
    return iotOrderOf(order, locale, offerOf(offer, locale).name);
  };

  return {
    /** The add-ons on sale to the card, the one in force, and what paying needs. */
    list: async (card: CardUser, locale: Locale) => {
      const row = await checkout.cardOf(card);
      const [offers, active] = await Promise.all([q.offersOnSale(db, row.promoCode, row.operatorType), currentAcceleration(db, row.id, clock(), locale)]);
      return { ...(await checkout.paymentOf(row)), offers: offers.map((offer) => offerOf(offer, locale)), active };
    },

    /** Buys a speed add-on; the same idempotency key replays the first answer, refusals included. */
    buy: (card: CardUser, body: BuyBody, locale: Locale): Promise<IotOrder> =>
      withIdempotency(db, `createAccelerateOrder:${card.simId}`, body.idempotencyKey, body, () => buy(card, body, locale)),

    /** The card's add-ons, newest first. */
    orders: async (card: CardUser, { page, pageSize }: ParsedQueryOf<EndpointOf<'accelerateOrderList'>>, locale: Locale) => {
      const rows = await q.accelerationsPage(db, card.simId, page, pageSize);
      const orders = await paidOrdersOf(db, rows.slice(0, pageSize));
      const now = clock();
      return pageOf(rows, page, pageSize, (row) => accelerateOrderOf(row, orders, now, locale));
    },
  };
};

export type AccelerateService = ReturnType<typeof createAccelerateService>;
