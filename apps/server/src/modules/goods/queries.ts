import type { goodsList, ParsedQueryOf } from '@shop/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, type GoodsRow, type SinglePageRow, singlePages } from '../../db/schema/goods';
import type { Promoter } from '../../identity';

/** Whose products a visitor sees: the promoter's own (first) and its upstream chain's. */
export type Scope = Pick<Promoter, 'id' | 'chain'>;

export type GoodsSort = ParsedQueryOf<typeof goodsList>['sort'];

export interface GoodsFilter {
  id?: number;
  group: number;
  operator?: number;
  sort: GoodsSort;
  limit: number;
  offset: number;
}

const visible = (scope: Scope): SQL | undefined => and(inArray(goods.promoterId, [...scope.chain]), eq(goods.onSale, true));

/** The visitor's own promoter's rows come before the rest of the scope. */
const ownFirst = (scope: Scope, promoterId: typeof goods.promoterId | typeof singlePages.promoterId) =>
  desc(sql`${promoterId} = ${scope.id}`);

const orderOf = (scope: Scope, sort: GoodsSort) => {
  const shelf = [ownFirst(scope, goods.promoterId), asc(goods.sort), asc(goods.id)];
  if (sort === 'priceAsc') return [asc(goods.priceFen), ...shelf];
  if (sort === 'priceDesc') return [desc(goods.priceFen), ...shelf];
  return shelf;
};

export const listGoods = (db: Database, scope: Scope, filter: GoodsFilter): Promise<GoodsRow[]> =>
  db
    .select()
    .from(goods)
    .where(
      and(
        visible(scope),
        // A product asked for by id is shown whatever its group.
        filter.id === undefined ? eq(goods.group, filter.group) : eq(goods.id, filter.id),
        filter.operator === undefined ? undefined : sql`${goods.operator} = ${filter.operator}`,
      ),
    )
    .orderBy(...orderOf(scope, filter.sort))
    .limit(filter.limit)
    .offset(filter.offset);

export const goodsByIds = async (db: Database, scope: Scope, ids: readonly number[]): Promise<GoodsRow[]> =>
  ids.length === 0 ? [] : db.select().from(goods).where(and(visible(scope), inArray(goods.id, [...ids])));

export const findSinglePage = async (db: Database, scope: Scope, pageCode: string): Promise<SinglePageRow | undefined> => {
  const [row] = await db
    .select()
    .from(singlePages)
    .where(and(inArray(singlePages.promoterId, [...scope.chain]), eq(singlePages.pageCode, pageCode)))
    .orderBy(ownFirst(scope, singlePages.promoterId))
    .limit(1);
  return row;
};

export const insertGoods = async (db: Database, values: typeof goods.$inferInsert): Promise<number> => {
  const [row] = await db.insert(goods).values(values).returning({ id: goods.id });
  if (!row) throw new Error('Inserting a product returned no row.');
  return row.id;
};

export const upsertSinglePage = async (db: Database, values: typeof singlePages.$inferInsert): Promise<void> => {
  await db
    .insert(singlePages)
    .values(values)
    .onConflictDoUpdate({ target: [singlePages.promoterId, singlePages.pageCode], set: { ...values, updatedAt: sql`now()` } });
};
