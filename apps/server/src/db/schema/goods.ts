import type { DataOf, GoodsItem, singlePageInfo } from '@shop/contract';
import type { Translations } from '../../lib/translations';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { promoters } from './promoter';

/** A product's words a promoter may translate. */
export type GoodsTexts = { name: string; subtitle: string; tags: string[]; details: string[] };

/** A featured page's words a promoter may translate. */
export type SinglePageTexts = { title: string; intro: string[] };

/** SIM-card products; each belongs to one promoter and is sold to its scope (see goods queries). */
export const goods = pgTable(
  'goods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoterId: integer()
      .notNull()
      .references(() => promoters.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    subtitle: text().notNull().default(''),
    /** Index group on the home page: 1 numbers, 2 SIM cards and plans. */
    group: smallint().notNull(),
    operator: smallint().$type<GoodsItem['operator']>().notNull(),
    priceFen: integer().notNull(),
    monthlyFen: integer().notNull(),
    dataMb: integer().notNull().default(0),
    voiceMinutes: integer().notNull().default(0),
    cover: text().notNull().default(''),
    images: jsonb().$type<string[]>().notNull().default([]),
    details: jsonb().$type<string[]>().notNull().default([]),
    tags: jsonb().$type<string[]>().notNull().default([]),
    stock: integer().notNull().default(0),
    /** The promoter's display order, smallest first. */
    sort: integer().notNull().default(0),
    onSale: boolean().notNull().default(true),
    translations: jsonb().$type<Translations<GoodsTexts>>().notNull().default({}),
    ...timestamps(),
  },
  (table) => [
    index('goods_listing_idx').on(table.promoterId, table.group, table.sort),
    check('goods_stock_not_negative', sql`${table.stock} >= 0`),
    check('goods_prices_not_negative', sql`${table.priceFen} >= 0 and ${table.monthlyFen} >= 0`),
    check('goods_operator_known', sql`${table.operator} in (1, 2, 3, 4, 99)`),
  ],
);

export type GoodsRow = typeof goods.$inferSelect;

type NumberSearchPreset = NonNullable<DataOf<typeof singlePageInfo>['numberSearch']>;

/** Featured single pages (campaign landing pages), one per page code and promoter. */
export const singlePages = pgTable(
  'single_pages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoterId: integer()
      .notNull()
      .references(() => promoters.id, { onDelete: 'cascade' }),
    pageCode: text().notNull(),
    title: text().notNull(),
    cover: text().notNull().default(''),
    intro: jsonb().$type<string[]>().notNull().default([]),
    themeColor: text().notNull(),
    /** Product ids in display order; a product out of scope or off sale is left out when shown. */
    goodsIds: jsonb().$type<number[]>().notNull().default([]),
    numberSearch: jsonb().$type<NumberSearchPreset>(),
    translations: jsonb().$type<Translations<SinglePageTexts>>().notNull().default({}),
    ...timestamps(),
  },
  (table) => [uniqueIndex('single_pages_promoter_page_code_key').on(table.promoterId, table.pageCode)],
);

export type SinglePageRow = typeof singlePages.$inferSelect;
