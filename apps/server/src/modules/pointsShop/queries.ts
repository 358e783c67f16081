import type { ShopOrderStatus } from '@shop/contract';
import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pickupPoints, pointsOrders, pointsShopBanners, pointsShopCategories, pointsShopGoods } from '../../db/schema/pointsShop';

export type GoodsRow = typeof pointsShopGoods.$inferSelect;
export type PointsOrderRow = typeof pointsOrders.$inferSelect;
export type NewPointsOrder = Omit<typeof pointsOrders.$inferInsert, 'id'>;
export type PickupPointRow = typeof pickupPoints.$inferSelect;

/** Orders that hold what they bought: neither cancelled nor closed. */
const RELEASED: ShopOrderStatus[] = ['cancelled', 'closed'];

export const bannersOf = (db: Database, promoCode: string) =>
  db
    .select({ image: pointsShopBanners.image, link: pointsShopBanners.link })
    .from(pointsShopBanners)
    .where(eq(pointsShopBanners.promoCode, promoCode))
    .orderBy(asc(pointsShopBanners.sort), asc(pointsShopBanners.id));

export const categoriesOf = (db: Database, promoCode: string) =>
  db
    .select()
    .from(pointsShopCategories)
    .where(eq(pointsShopCategories.promoCode, promoCode))
    .orderBy(asc(pointsShopCategories.sort), asc(pointsShopCategories.id));

/** A page of the promoter's items on sale (of one category when given), one row more than the page. */
export const goodsPage = (db: Database, promoCode: string, categoryId: number | undefined, page: number, pageSize: number) =>
  db
    .select()
    .from(pointsShopGoods)
    .where(
      and(
        eq(pointsShopGoods.promoCode, promoCode),
        eq(pointsShopGoods.onSale, true),
        categoryId === undefined ? undefined : eq(pointsShopGoods.categoryId, categoryId),
      ),
    )
    .orderBy(asc(pointsShopGoods.sort), asc(pointsShopGoods.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);

export const findGoods = async (db: Database, id: number): Promise<GoodsRow | undefined> =>
  (await db.select().from(pointsShopGoods).where(eq(pointsShopGoods.id, id)))[0];

/** How many of an item the card holds in orders neither cancelled nor closed. */
export const boughtByCard = async (db: Database, goodsId: number, simId: number): Promise<number> =>
  (
    await db
      .select({ n: sql<number>`coalesce(sum(${pointsOrders.quantity}), 0)::int` })
      .from(pointsOrders)
      .where(and(eq(pointsOrders.goodsId, goodsId), eq(pointsOrders.simId, simId), notInArray(pointsOrders.status, RELEASED)))
  )[0]?.n ?? 0;

/** Takes stock in one guarded UPDATE: false when fewer than `quantity` are left. */
export const takeStock = async (tx: Database, goodsId: number, quantity: number): Promise<boolean> =>
  (
    await tx
      .update(pointsShopGoods)
      .set({ stock: sql`${pointsShopGoods.stock} - ${quantity}` })
      .where(and(eq(pointsShopGoods.id, goodsId), gte(pointsShopGoods.stock, quantity)))
      .returning({ id: pointsShopGoods.id })
  ).length === 1;

export const restoreStock = async (tx: Database, goodsId: number, quantity: number): Promise<void> => {
  await tx
    .update(pointsShopGoods)
    .set({ stock: sql`${pointsShopGoods.stock} + ${quantity}` })
    .where(eq(pointsShopGoods.id, goodsId));
};

export const pickupPointsOf = (db: Database, promoCode: string) =>
  db.select().from(pickupPoints).where(eq(pickupPoints.promoCode, promoCode)).orderBy(asc(pickupPoints.sort), asc(pickupPoints.id));

export const findPickupPoint = async (db: Database, id: number): Promise<PickupPointRow | undefined> =>
  (await db.select().from(pickupPoints).where(eq(pickupPoints.id, id)))[0];

/** Stores an order unless its number is taken (answers undefined then: draw another). */
export const insertOrder = async (tx: Database, order: NewPointsOrder): Promise<PointsOrderRow | undefined> =>
  (await tx.insert(pointsOrders).values(order).onConflictDoNothing({ target: pointsOrders.orderSn }).returning())[0];

export const updateOrder = async (tx: Database, id: number, change: Partial<PointsOrderRow>): Promise<void> => {
  await tx.update(pointsOrders).set(change).where(eq(pointsOrders.id, id));
};

/** One order of one card: another card's is not found. */
export const findOrder = async (db: Database, simId: number, orderSn: string): Promise<PointsOrderRow | undefined> =>
  (await db.select().from(pointsOrders).where(and(eq(pointsOrders.orderSn, orderSn), eq(pointsOrders.simId, simId))))[0];

/** The order of a card order's cash part, locked until the transaction ends. */
export const lockOrderOfIotOrder = async (tx: Database, iotOrderId: number): Promise<PointsOrderRow | undefined> =>
  (await tx.select().from(pointsOrders).where(eq(pointsOrders.iotOrderId, iotOrderId)).for('update'))[0];

export const lockOrder = async (tx: Database, id: number): Promise<PointsOrderRow | undefined> =>
  (await tx.select().from(pointsOrders).where(eq(pointsOrders.id, id)).for('update'))[0];

/** The still unpaid orders of some card orders, locked until the transaction ends, in id order. */
export const lockUnpaidOfIotOrders = (tx: Database, iotOrderIds: readonly number[]): Promise<PointsOrderRow[]> =>
  tx
    .select()
    .from(pointsOrders)
    .where(and(inArray(pointsOrders.iotOrderId, [...iotOrderIds]), eq(pointsOrders.status, 'unpaid')))
    .orderBy(asc(pointsOrders.id))
    .for('update');

/** A page of a card's orders with the given statuses, newest first, one row more than the page. */
export const ordersPage = (db: Database, simId: number, statuses: readonly ShopOrderStatus[], page: number, pageSize: number) =>
  db
    .select()
    .from(pointsOrders)
    .where(and(eq(pointsOrders.simId, simId), inArray(pointsOrders.status, [...statuses])))
    .orderBy(desc(pointsOrders.createdAt), desc(pointsOrders.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);

/** The texts of some items, for names in the reader's locale. */
export const goodsTexts = (db: Database, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: pointsShopGoods.id, name: pointsShopGoods.name, description: pointsShopGoods.description, translations: pointsShopGoods.translations })
        .from(pointsShopGoods)
        .where(inArray(pointsShopGoods.id, [...ids]));

/** Moves a parcel's order on from the status it was read in (a parallel read may have moved it already). */
export const advanceStatus = async (db: Database, id: number, from: ShopOrderStatus, to: ShopOrderStatus, deliveredAt: Date | null) =>
  (
    await db
      .update(pointsOrders)
      .set({ status: to, deliveredAt })
      .where(and(eq(pointsOrders.id, id), eq(pointsOrders.status, from)))
      .returning()
  )[0];

/** The items some card orders paid the cash part of, with their texts, by card order id. */
export const goodsOfIotOrders = (db: Database, iotOrderIds: readonly number[]) =>
  db
    .select({ iotOrderId: pointsOrders.iotOrderId, name: pointsShopGoods.name, translations: pointsShopGoods.translations })
    .from(pointsOrders)
    .innerJoin(pointsShopGoods, eq(pointsShopGoods.id, pointsOrders.goodsId))
    .where(inArray(pointsOrders.iotOrderId, [...iotOrderIds]));

/** Some orders' numbers and items: the name copied when ordered, and the item's current name and translations. */
export const orderItems = (db: Database, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: pointsOrders.id, orderSn: pointsOrders.orderSn, goodsName: pointsOrders.goodsName, name: pointsShopGoods.name, translations: pointsShopGoods.translations })
        .from(pointsOrders)
        .leftJoin(pointsShopGoods, eq(pointsShopGoods.id, pointsOrders.goodsId))
        .where(inArray(pointsOrders.id, [...ids]));
