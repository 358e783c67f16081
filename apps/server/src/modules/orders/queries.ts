import { LIVE_ORDER_STATUSES, type OrderStatus } from '@shop/contract';
import { and, asc, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OrderRow, orders, shipments } from '../../db/schema/orders';
import type { ShopUser } from '../../identity';

/** An order with its parcel. */
export type OrderView = OrderRow & {
  shipment: { carrier: string; trackingNo: string; shippedAt: Date; deliveredAt: Date | null } | null;
};

export type NewOrder = typeof orders.$inferInsert;

/** Advisory lock class (two-key form, as auth's send locks) of one identity card's orders. */
const ID_CARD_LOCK = 7_300_301;

/**
 * Live orders of one identity card. The transaction-scoped lock on the card's hash makes
 * two orders for one card count one after the other, so the limit holds under concurrency.
 */
export const liveOrdersOfCard = async (db: Database, idCardHash: string): Promise<number> => {
  await db.execute(sql`select pg_advisory_xact_lock(${ID_CARD_LOCK}, hashtext(${idCardHash}))`);
  const [row] = await db
    .select({ live: count() })
    .from(orders)
    .where(and(eq(orders.buyerIdCardHash, idCardHash), inArray(orders.status, [...LIVE_ORDER_STATUSES])));
  return row?.live ?? 0;
};

export const insertOrder = async (db: Database, values: NewOrder): Promise<number> => {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  if (!row) throw new Error('Inserting an order returned no row.');
  return row.id;
};

/** What the buyer behind a session may see: its mobile's orders, or the one order it was opened for. */
export const ofBuyer = (user: ShopUser): SQL | undefined =>
  and(eq(orders.buyerMobile, user.mobile), user.orderSn === null ? undefined : eq(orders.orderSn, user.orderSn));

const selectViews = (db: Database) =>
  db
    .select({
      order: orders,
      carrier: shipments.carrier,
      trackingNo: shipments.trackingNo,
      shippedAt: shipments.shippedAt,
      deliveredAt: shipments.deliveredAt,
    })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id));

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

const toView = ({ order, carrier, trackingNo, shippedAt, deliveredAt }: ViewRow): OrderView => ({
  ...order,
  shipment: carrier !== null && trackingNo !== null && shippedAt !== null ? { carrier, trackingNo, shippedAt, deliveredAt } : null,
});

export const findOrderView = async (db: Database, where: SQL | undefined): Promise<OrderView | undefined> => {
  const [row] = await selectViews(db).where(where).limit(1);
  return row && toView(row);
};

export const listOrderViews = async (
  db: Database,
  user: ShopUser,
  filter: { status: OrderStatus | 'all'; limit: number; offset: number },
): Promise<OrderView[]> => {
  const rows = await selectViews(db)
    .where(and(ofBuyer(user), filter.status === 'all' ? undefined : eq(orders.status, filter.status)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map(toView);
};

/** Unpaid orders whose hold has run out (of one buyer, or all), soonest first. */
export const dueOrderIds = async (db: Database, limit: number, user?: ShopUser): Promise<number[]> => {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'unpaid'), lte(orders.expiresAt, sql`now()`), user && ofBuyer(user)))
    .orderBy(asc(orders.expiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
};

/** Paid or shipped orders whose delivery has not been signed for yet. */
export const undeliveredOrderIds = async (db: Database, limit: number): Promise<number[]> => {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(shipments, eq(shipments.orderId, orders.id))
    .where(and(inArray(orders.status, ['paid', 'shipped']), isNull(shipments.deliveredAt), lte(shipments.shippedAt, sql`now()`)))
    .orderBy(asc(shipments.shippedAt))
    .limit(limit);
  return rows.map((row) => row.id);
};

/**
 * Locks an order row for a state change. `skipLocked` lets several sweeping processes
 * share the work: a row another one holds is left to it.
 */
export const lockOrder = async (db: Database, id: number, options: { skipLocked?: boolean } = {}): Promise<OrderRow | undefined> => {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, id))
    .for('update', options.skipLocked ? { skipLocked: true } : {});
  return row;
};

export const updateOrder = async (db: Database, id: number, values: Partial<NewOrder>): Promise<void> => {
  await db.update(orders).set({ ...values, updatedAt: sql`now()` }).where(eq(orders.id, id));
};

export const insertShipment = async (db: Database, values: typeof shipments.$inferInsert): Promise<void> => {
  await db.insert(shipments).values(values);
};

export const markDelivered = async (db: Database, orderId: number, deliveredAt: Date): Promise<void> => {
  await db.update(shipments).set({ deliveredAt }).where(eq(shipments.orderId, orderId));
};

/** Moves an order along its delivery only from the status it was read in, so two readers change it once. */
export const advanceStatus = async (db: Database, id: number, from: OrderStatus, to: OrderStatus): Promise<boolean> => {
  const rows = await db
    .update(orders)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length === 1;
};

/** One order of the session's buyer; another buyer's matches nothing. */
export const buyersOrder = (user: ShopUser, orderSn: string): SQL | undefined => and(ofBuyer(user), eq(orders.orderSn, orderSn));
export const byId = (id: number): SQL => eq(orders.id, id);

/** Whether the order of that number was placed by that mobile. */
export const isBuyerOf = async (db: Database, orderSn: string, mobile: string): Promise<boolean> => {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderSn, orderSn), eq(orders.buyerMobile, mobile)))
    .limit(1);
  return rows.length === 1;
};
