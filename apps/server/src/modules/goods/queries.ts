import type { goodsList, ParsedQueryOf } from '@shop/contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { genericSettings, goods, type GoodsRow, promoters, type SinglePageRow, singlePages } from '../../db/schema';

/** Whose products a visitor of one promoter sees. */
export interface Scope {
  /** The promoter the visitor came through. */
  promoterId: number;
  /** Every promoter whose products are shown to that visitor, the own one included. */
  promoterIds: number[];
}

export type GoodsSort = ParsedQueryOf<typeof goodsList>['sort'];

export interface GoodsFilter {
  id?: number;
  group: number;
  operator?: number;
  sort: GoodsSort;
  limit: number;
  offset: number;
}

const defaultPromoCode = sql`(select ${genericSettings.defaultPromoCode} from ${genericSettings} where ${genericSettings.id} = 1)`;

/** Upstream links followed at most; a mistaken cycle ends here instead of looping. */
const MAX_CHAIN = 16;

/** The ids of a promoter and of its upstream chain. */
const chainOf = (promoCode: SQL) => sql`(
  with recursive chain(id, upstream_id, depth) as (
    select ${promoters.id}, ${promoters.upstreamId}, 0 from ${promoters} where ${promoters.promoCode} = ${promoCode}
    union
    select p.id, p.upstream_id, chain.depth + 1 from ${promoters} p join chain on p.id = chain.upstream_id
    where chain.depth < ${MAX_CHAIN}
  )
  select id from chain
)`;

/**
 * The one scope rule: a promoter sells its own products and those of its upstream chain.
 * Without a promo code the visitor is the default promoter's. Undefined when nobody matches.
 */
export const scopeOf = async (db: Database, promoCode: string | undefined): Promise<Scope | undefined> => {
  const visitorCode = promoCode === undefined ? defaultPromoCode : sql`${promoCode}`;
  const rows = await db
    .select({ id: promoters.id, own: sql<boolean>`${promoters.promoCode} = ${visitorCode}` })
    .from(promoters)
    .where(sql`${promoters.id} in ${chainOf(visitorCode)}`);
  const own = rows.find((row) => row.own);
  return own && { promoterId: own.id, promoterIds: rows.map((row) => row.id) };
};

const visible = (scope: Scope): SQL | undefined => and(inArray(goods.promoterId, scope.promoterIds), eq(goods.onSale, true));

/** The visitor's own promoter's rows come before the rest of the scope. */
const ownFirst = (scope: Scope, promoterId: typeof goods.promoterId | typeof singlePages.promoterId) =>
  desc(sql`${promoterId} = ${scope.promoterId}`);

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
    .where(and(inArray(singlePages.promoterId, scope.promoterIds), eq(singlePages.pageCode, pageCode)))
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
