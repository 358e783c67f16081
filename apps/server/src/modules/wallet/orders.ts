import { randomInt } from 'node:crypto';
import { IOT_ORDER_PAY_MINUTES, type IotOrder } from '@shop/contract';
import type { Database } from '../../db/client';
import { iotOrders } from '../../db/schema';
import { chinaStamp } from '../../lib/china-time';

export type IotOrderRow = typeof iotOrders.$inferSelect;
export type NewIotOrder = Omit<typeof iotOrders.$inferInsert, 'id' | 'orderSn' | 'createdAt' | 'expiresAt'>;

/** "IOT" + the time in China (yyyyMMddHHmmss) + 6 random digits. */
const newIotOrderSn = (now: Date): string => `IOT${chinaStamp(now)}${String(randomInt(1_000_000)).padStart(6, '0')}`;

/**
 * Stores a card's order INSIDE the caller's transaction. An unpaid one (paid online) waits
 * `IOT_ORDER_PAY_MINUTES` for its payment; one paid from the balance is stored paid.
 */
export const insertIotOrder = async (tx: Database, order: NewIotOrder, now: Date): Promise<IotOrderRow> => {
  const unpaid = (order.status ?? 'unpaid') === 'unpaid';
  const [row] = await tx
    .insert(iotOrders)
    .values({
      ...order,
      orderSn: newIotOrderSn(now),
      createdAt: now,
      expiresAt: unpaid ? new Date(now.getTime() + IOT_ORDER_PAY_MINUTES * 60_000) : null,
    })
    .returning();
  if (!row) throw new Error(`the ${order.kind} order of sim ${order.simId} was not stored`);
  return row;
};

/** A card's order as the holder reads it. */
export const iotOrderOf = (row: IotOrderRow): IotOrder => ({
  orderSn: row.orderSn,
  kind: row.kind,
  title: row.title,
  status: row.status,
  payWith: row.payWith,
  amountFen: row.amountFen,
  bonusFen: row.bonusFen,
  discountFen: row.discountFen,
  paymentType: row.paymentType,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  paidAt: row.paidAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * What a paid order does for the card, INSIDE the transaction that records the payment
 * (a top-up credits the balance, a package is applied). Runs once per order.
 */
export type OrderFulfiler = (tx: Database, order: IotOrderRow, now: Date) => Promise<void>;
