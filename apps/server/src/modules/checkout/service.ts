import { Code, type BalanceReason, type CardPayment, type PayWith } from '@shop/contract';
import type { Database } from '../../db/client';
import { BusinessError } from '../../errors';
import type { CardUser } from '../../identity';
import type { PaymentProviders } from '../../providers/payment';
import { type CardFacts, cardFacts, lockCard } from '../iot/service';
import { paymentSettingsOf } from '../promoter/service';
import { balanceOf, BalanceShort, insertIotOrder, lockIotOrder, type IotOrderRow, moveBalance, type NewIotOrder, placePaidFromBalance, updateIotOrder } from '../wallet/service';

import { CheckoutMessage } from './messages';
import { createGuessGuard } from '../guesses/service';
import { checkPayPassword, type PayPasswordCard, payPasswordState, setPayPassword } from './pay-password';
import { findPayPassword, hasPayPassword } from './queries';

export { refuseWeak } from './pay-password';
export { type PerkOrderRef, type PerkTerm, perkTermOf, type PerkTermRow, termStart } from './perk';

/** A card as a purchase reads it: what iot keeps of it, with its pay password (checkout's own). */
export type CardRow = CardFacts & PayPasswordCard;

/** The card with its pay password, read together; undefined when there is no such card. */
export const findCard = async (db: Database, simId: number): Promise<CardRow | undefined> => {
  const [facts, payPassword] = await Promise.all([cardFacts(db, simId), findPayPassword(db, simId)]);
  return facts && { ...facts, payPassword };
};

/** Whether the card has a pay password set, as its SIM info shows it. */
export const payPasswordSet = (db: Database, simId: number): Promise<boolean> => hasPayPassword(db, simId);

/**
 * Something a card buys: its order (kind, the Chinese title the gateway shows, what is paid and
 * what was bought) and the ledger reason of a balance payment.
 */
export interface CardPurchase {
  order: Omit<NewIotOrder, 'simId' | 'status' | 'payWith' | 'paidAt'>;
  reason: BalanceReason;
}

/** How the holder pays: from the balance (with the pay password when set) or online. */
export interface CardPay {
  payWith: PayWith;
  payPassword?: string | undefined;
}

/** What the purchase does INSIDE the order's transaction. */
export interface PurchaseSteps {
  /** Before paying either way: take what the order holds (a coupon), refusing if it is gone. */
  reserve?: (tx: Database, order: IotOrderRow) => Promise<void>;
  /** Once paid from the balance: give what was bought (online, the order's fulfiler does it). */
  apply: (tx: Database, order: IotOrderRow, now: Date) => Promise<void>;
}

/** The card order to pay is no longer unpaid (paid, closed or refunded meanwhile, or past its window): nothing was moved. */
export class NotUnpaid extends Error {
  override readonly name = 'NotUnpaid';
  constructor(readonly status: IotOrderRow['status']) {
    super(`the card order is ${status}, not unpaid`);
  }
}

export interface CardCheckoutDeps {
  /** Which payment types have a gateway: a promoter's choice counts only if one does. */
  providers: Pick<PaymentProviders, 'forType'>;
  clock: () => Date;
}

/**
 * The one way a card pays for anything it buys (packages, coupon packs, memberships, speed
 * add-ons): from the balance in one transaction with the order, its reservation, the charge
 * and what it gives; or online, as an unpaid order that the payment fulfils by its kind.
 */
export const createCardCheckout = (db: Database, { providers, clock }: CardCheckoutDeps) => {
  const guesses = createGuessGuard(db, clock);
  const paymentTypesOf = async (card: CardRow) =>
    (await paymentSettingsOf(db, card.promoCode)).paymentTypes.filter((type) => providers.forType(type) !== undefined);

  const balanceShort = (error: unknown, amountFen: number): unknown =>
    error instanceof BalanceShort ? new BusinessError(Code.failed, CheckoutMessage.balanceShort(amountFen - error.balanceFen)) : error;

  const fromBalance = async (card: CardRow, { order, reason }: CardPurchase, payPassword: string | undefined, steps: PurchaseSteps) => {
    const now = clock();
    await checkPayPassword(guesses, card, payPassword, now);
    try {
      return await db.transaction(async (tx) => {
        await lockCard(tx, card.id);
        // The order, the charge and its ledger line in one statement; what it holds is taken after, in the same transaction.
        const row = await placePaidFromBalance(tx, { ...order, simId: card.id }, reason, now);
        await steps.reserve?.(tx, row);
        await steps.apply(tx, row, now);
        return row;
      });
    } catch (error) {
      throw balanceShort(error, order.amountFen);
    }
  };

  /**
   * Pays an unpaid order placed online from the balance instead, in one transaction that takes
   * the order's row lock first (as a payment's fulfilment and a cancel do, so exactly one of
   * them wins): still unpaid and within its window, charged, marked paid, then what it bought
   * is given. Otherwise NotUnpaid, and nothing moved.
   */
  const payUnpaid = async (card: CardRow, iotOrderId: number, reason: BalanceReason, payPassword: string | undefined, steps: PurchaseSteps): Promise<IotOrderRow> => {
    const now = clock();
    await checkPayPassword(guesses, card, payPassword, now);
    let amountFen = 0;
    try {
      return await db.transaction(async (tx) => {
        const order = await lockIotOrder(tx, iotOrderId);
        if (!order || order.simId !== card.id) throw new Error(`card order ${iotOrderId} is not one of card ${card.simNo}'s`);
        if (order.status !== 'unpaid') throw new NotUnpaid(order.status);
        if (order.expiresAt !== null && order.expiresAt <= now) throw new NotUnpaid('closed');
        await lockCard(tx, card.id);
        amountFen = order.amountFen;
        await steps.reserve?.(tx, order);
        await moveBalance(tx, card.id, [{ reason, amountFen: -order.amountFen, iotOrderId: order.id }]);
        const paid = { status: 'paid' as const, payWith: 'balance' as const, paidAt: now, expiresAt: null };
        await updateIotOrder(tx, order.id, paid);
        const row = { ...order, ...paid };
        await steps.apply(tx, row, now);
        return row;
      });
    } catch (error) {
      throw balanceShort(error, amountFen);
    }
  };

  /** Nothing to pay (a coupon worth the whole price): paid as it is placed, with no charge and no gateway, which takes no zero amounts. */
  const free = (card: CardRow, { order }: CardPurchase, payWith: PayWith, steps: PurchaseSteps) => {
    const now = clock();
    return db.transaction(async (tx) => {
      await lockCard(tx, card.id);
      const row = await insertIotOrder(tx, { ...order, simId: card.id, status: 'paid', payWith, paidAt: now }, now);
      await steps.reserve?.(tx, row);
      await steps.apply(tx, row, now);
      return row;
    });
  };

  const online = async (card: CardRow, { order }: CardPurchase, steps: PurchaseSteps) => {
    if ((await paymentTypesOf(card)).length === 0) throw new BusinessError(Code.failed, CheckoutMessage.noOnlinePayment);
    return db.transaction(async (tx) => {
      const row = await insertIotOrder(tx, { ...order, simId: card.id, payWith: 'online' }, clock());
      await steps.reserve?.(tx, row);
      return row;
    });
  };

  return {
    /** The session's card as a purchase reads it. */
    cardOf: async (card: CardUser): Promise<CardRow> => {
      const row = await findCard(db, card.simId);
      if (!row) throw new Error(`card ${card.simNo} of a live session does not exist`);
      return row;
    },

    /** What paying from this card needs: its balance, pay password state and online payment types. */
    paymentOf: async (card: CardRow): Promise<CardPayment> => {
      const [balanceFen, payPassword, paymentTypes] = await Promise.all([balanceOf(db, card.id), payPasswordState(guesses, card), paymentTypesOf(card)]);
      return { balanceFen, payPassword, paymentTypes };
    },

    /** The card's pay password state: set, locked until when, tries left. */
    payPasswordState: (card: CardRow) => payPasswordState(guesses, card),

    /** Stores a new pay password; wrong tries and any lock are forgotten. */
    setPayPassword: (simId: number, password: string): Promise<void> => setPayPassword(db, guesses, simId, password),

    payUnpaid,

    /** Places and pays (from the balance) or places (online) an order; answers the stored order. */
    place: (card: CardRow, purchase: CardPurchase, pay: CardPay, steps: PurchaseSteps): Promise<IotOrderRow> => {
      if (purchase.order.amountFen === 0) return free(card, purchase, pay.payWith, steps);
      return pay.payWith === 'balance' ? fromBalance(card, purchase, pay.payPassword, steps) : online(card, purchase, steps);
    },
  };
};

export type CardCheckout = ReturnType<typeof createCardCheckout>;
