import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods } from '../../db/schema/goods';

/** What an order keeps of the product it takes a unit of. */
export interface TakenGoods {
  id: number;
  name: string;
  cover: string;
  operator: number;
  priceFen: number;
  monthlyFen: number;
}

const onSale = (goodsId: number, promoterIds: readonly number[]): SQL | undefined =>
  and(eq(goods.id, goodsId), eq(goods.onSale, true), inArray(goods.promoterId, [...promoterIds]));

/**
 * Takes one unit of a product on sale in the scope, in the caller's transaction: one
 * conditional update, so the stock never goes below zero. Undefined when none is left.
 */
export const takeStock = async (tx: Database, goodsId: number, promoterIds: readonly number[]): Promise<TakenGoods | undefined> => {
  const [row] = await tx
    .update(goods)
    .set({ stock: sql`${goods.stock} - 1`, updatedAt: sql`now()` })
    .where(and(onSale(goodsId, promoterIds), gt(goods.stock, 0)))
    .returning({ id: goods.id, name: goods.name, cover: goods.cover, operator: goods.operator, priceFen: goods.priceFen, monthlyFen: goods.monthlyFen });
  return row;
};

/** Whether the scope sells this product now (in stock or not). */
export const goodsInScope = async (tx: Database, goodsId: number, promoterIds: readonly number[]): Promise<boolean> =>
  (await tx.select({ id: goods.id }).from(goods).where(onSale(goodsId, promoterIds))).length > 0;

/** Gives back a unit an order took. */
export const returnStock = async (tx: Database, goodsId: number): Promise<void> => {
  await tx.update(goods).set({ stock: sql`${goods.stock} + 1`, updatedAt: sql`now()` }).where(eq(goods.id, goodsId));
};

/** Takes a unit again for an order paid after it gave its unit back (on sale or not); false when none is left. */
export const retakeStock = async (tx: Database, goodsId: number): Promise<boolean> => {
  const rows = await tx
    .update(goods)
    .set({ stock: sql`${goods.stock} - 1`, updatedAt: sql`now()` })
    .where(and(eq(goods.id, goodsId), gt(goods.stock, 0)))
    .returning({ id: goods.id });
  return rows.length === 1;
};
