import { randomInt } from 'node:crypto';
import { IOT_ORDER_PAY_MINUTES, type IotOrder, iotOrderKindLabel, type Locale, type OneOffTaskKind } from '@shop/contract';
import type { Database } from '../../db/client';
import { iotOrders } from '../../db/schema/wallet';
import { chinaStamp } from '../../lib/china-time';
import { fenToYuan } from '../../providers/payment/money';

export type IotOrderRow = typeof iotOrders.$inferSelect;
export type NewIotOrder = Omit<typeof iotOrders.$inferInsert, 'id' | 'orderSn' | 'createdAt' | 'expiresAt'>;

/** "IOT" + the time in China (yyyyMMddHHmmss) + 6 random digits. */
const newIotOrderSn = (now: Date): string => `IOT${chinaStamp(now)}${String(randomInt(1_000_000)).padStart(6, '0')}`;

/**
 * Stores a card's order INSIDE the caller's transaction. An unpaid one (paid online) waits
 * `IOT_ORDER_PAY_MINUTES` for its payment; one paid from the balance is stored paid.
 */
export const insertIotOrder = async (tx: Database, order: NewIotOrder, now: Date): Promise<IotOrderRow> => {
  const [row] = await insertIotOrders(tx, [order], now);
  if (!row) throw new Error(`the ${order.kind} order of sim ${order.simId} was not stored`);
  return row;
};

export const storedOrder = (order: NewIotOrder, orderSn: string, now: Date) => ({
  ...order,
  orderSn,
  createdAt: now,
  expiresAt: (order.status ?? 'unpaid') === 'unpaid' ? new Date(now.getTime() + IOT_ORDER_PAY_MINUTES * 60_000) : null,
});

/** Draws in one second collide one time in a million: three draws in a row never do in practice. */
export const ORDER_SN_DRAWS = 3;

/** Distinct new order numbers, one per order. */
export const distinctOrderSns = (count: number, now: Date, taken: ReadonlySet<string> = new Set()): string[] => {
  const drawn = new Set<string>();
  while (drawn.size < count) {
    const orderSn = newIotOrderSn(now);
    if (!taken.has(orderSn)) drawn.add(orderSn);
  }
  return [...drawn];
};

/**
 * Stores orders INSIDE the caller's transaction (one, or a batch job's), in one statement per
 * draw. Orders in one second may draw a number already on file (a batch of a thousand may well):
 * those are left out by the insert and drawn again.
 */
export const insertIotOrders = async (tx: Database, orders: readonly NewIotOrder[], now: Date): Promise<IotOrderRow[]> => {
  const stored: IotOrderRow[] = [];
  const sns = distinctOrderSns(orders.length, now);
  let pending = orders.map((order, i) => storedOrder(order, sns[i] ?? '', now));
  for (let draw = 1; pending.length > 0; draw += 1) {
    if (draw > ORDER_SN_DRAWS) throw new Error(`${pending.length} orders drew taken order numbers ${ORDER_SN_DRAWS} times`);
    const rows = await tx.insert(iotOrders).values(pending).onConflictDoNothing({ target: iotOrders.orderSn }).returning();
    stored.push(...rows);
    const inserted = new Set(rows.map((row) => row.orderSn));
    const left = pending.filter((order) => !inserted.has(order.orderSn));
    const again = distinctOrderSns(left.length, now, new Set(pending.map((order) => order.orderSn)));
    pending = left.map((order, i) => ({ ...order, orderSn: again[i] ?? '' }));
  }
  return stored;
};

/** What each order bought, named in the reader's locale (a package's translated name), by order id. */
export type ItemNames = (orders: readonly IotOrderRow[], locale: Locale) => Promise<ReadonlyMap<number, string>>;

/**
 * The names of one kind of item: `itemOf` says which item an order bought (null: none of this
 * kind), `namesOf` names those items in the reader's locale, by item id.
 */
export const itemNamesOf =
  (itemOf: (order: IotOrderRow) => number | null, namesOf: (ids: number[], locale: Locale) => Promise<ReadonlyMap<number, string>>): ItemNames =>
  async (orders, locale) => {
    const ids = [...new Set(orders.flatMap((order) => itemOf(order) ?? []))];
    if (ids.length === 0) return new Map();
    const names = await namesOf(ids, locale);
    return new Map(
      orders.flatMap((order) => {
        const id = itemOf(order);
        const name = id === null ? undefined : names.get(id);
        return name === undefined ? [] : [[order.id, name] as const];
      }),
    );
  };

/** Names from each module's `ItemNames` together: an order is named by the one that knows what it bought. */
export const composeItemNames =
  (...each: readonly ItemNames[]): ItemNames =>
  async (orders, locale) =>
    new Map((await Promise.all(each.map((names) => names(orders, locale)))).flatMap((names) => [...names]));

/**
 * The title in the reader's locale: the kind and what was bought, or a top-up's amount. The
 * stored title (what the gateway shows the payer) is Chinese, and stands in only when the
 * bought item is gone.
 */
const titleIn = (row: IotOrderRow, locale: Locale, itemName: string | undefined): string => {
  const item = itemName ?? (row.kind === 'recharge' ? `¥${fenToYuan(row.amountFen)}` : undefined);
  return item === undefined ? row.title : `${iotOrderKindLabel[row.kind][locale]} ${item}`;
};

/** A card's order as the holder reads it, in their locale. */
export const iotOrderOf = (row: IotOrderRow, locale: Locale, itemName?: string): IotOrder => ({
  orderSn: row.orderSn,
  kind: row.kind,
  title: titleIn(row, locale, itemName),
  status: row.status,
  payWith: row.payWith,
  amountFen: row.amountFen,
  bonusFen: row.bonusFen,
  discountFen: row.discountFen,
  vipDiscountFen: row.vipDiscountFen,
  paymentType: row.paymentType,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  paidAt: row.paidAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * What a paid order does for the card, INSIDE the transaction that records the payment
 * (a top-up credits the balance, a package is applied). Runs once per order. It answers
 * 'refunded' when what was bought could no longer be given and the fulfiler has put the money
 * back on the card's balance: the order is then stored refunded instead of paid.
 */
export type OrderFulfiler = (tx: Database, order: IotOrderRow, now: Date) => Promise<void | 'refunded'>;

/**
 * Marks a one-off task of the card done by its event, INSIDE the event's transaction, crediting
 * its points once (the points module's `completeTask`). The wallet and packages take it as a
 * dependency, so they need not know the points module.
 */
export type CompleteTask = (tx: Database, simId: number, kind: OneOffTaskKind, now: Date) => Promise<void>;

/** No task completes: the default of the modules that take a `CompleteTask`. */
export const noTask: CompleteTask = async () => {};
