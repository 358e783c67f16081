import {
  type DataOf,
  type GoodsItem,
  goodsItemSchema,
  type goodsList,
  type ParsedQueryOf,
  pageCodeSchema,
  promoCodeSchema,
  singlePageInfo,
} from '@shop/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { GoodsRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { PromoterService } from '../promoter/service';
import { findSinglePage, goodsByIds, insertGoods, listGoods, type Scope, upsertSinglePage } from './queries';

type GoodsPage = DataOf<typeof goodsList>;
type SinglePage = DataOf<typeof singlePageInfo>;

export type GoodsQuery = Readonly<ParsedQueryOf<typeof goodsList>>;

/** A product as an administrator saves it: the listed fields plus who sells it and how it is shelved. */
export const goodsInputSchema = goodsItemSchema.omit({ id: true }).extend({
  promoCode: promoCodeSchema,
  priceFen: z.number().int().min(0),
  monthlyFen: z.number().int().min(0),
  stock: z.number().int().min(0),
  sort: z.number().int().default(0),
  onSale: z.boolean().default(true),
});
export type GoodsInput = z.input<typeof goodsInputSchema>;

export const singlePageInputSchema = singlePageInfo.data.omit({ goods: true }).extend({
  promoCode: promoCodeSchema,
  pageCode: pageCodeSchema,
  goodsIds: z.array(z.number().int()),
});
export type SinglePageInput = z.input<typeof singlePageInputSchema>;

export const GoodsText = {
  unknownPage: (pageCode: string) => `页面 ${pageCode} 不存在`,
} as const;

const toItem = (row: GoodsRow): GoodsItem => ({
  id: row.id,
  name: row.name,
  subtitle: row.subtitle,
  group: row.group,
  operator: row.operator,
  priceFen: row.priceFen,
  monthlyFen: row.monthlyFen,
  dataMb: row.dataMb,
  voiceMinutes: row.voiceMinutes,
  cover: row.cover,
  images: row.images,
  details: row.details,
  tags: row.tags,
  stock: row.stock,
});

export const createGoodsService = (db: Database, promoters: Pick<PromoterService, 'idOf'>) => ({
  /** A page of the products on sale to a promoter's visitors; a product out of reach is simply not listed. */
  list: async ({ page, pageSize, ...filter }: GoodsQuery, scope: Scope): Promise<GoodsPage> => {
    // One row more than the page tells whether another page follows.
    const rows = await listGoods(db, scope, { ...filter, limit: pageSize + 1, offset: (page - 1) * pageSize });
    return { list: rows.slice(0, pageSize).map(toItem), page, pageSize, hasMore: rows.length > pageSize };
  },

  /** A featured page with its products in the page's order (those on sale to the visitor). */
  singlePage: async (pageCode: string, scope: Scope): Promise<SinglePage> => {
    const page = await findSinglePage(db, scope, pageCode);
    if (!page) throw notFound(GoodsText.unknownPage(pageCode));
    const byId = new Map((await goodsByIds(db, scope, page.goodsIds)).map((row) => [row.id, toItem(row)]));
    return {
      pageCode: page.pageCode,
      title: page.title,
      cover: page.cover,
      intro: page.intro,
      themeColor: page.themeColor,
      goods: page.goodsIds.flatMap((id) => byId.get(id) ?? []),
      numberSearch: page.numberSearch ?? null,
    };
  },

  /** Adds a product to a promoter's shelf; returns its id. */
  addGoods: async (input: GoodsInput): Promise<number> => {
    const { promoCode, ...values } = goodsInputSchema.parse(input);
    return insertGoods(db, { ...values, promoterId: await promoters.idOf(promoCode) });
  },

  /** Creates or replaces a promoter's featured page. */
  saveSinglePage: async (input: SinglePageInput): Promise<void> => {
    const { promoCode, ...values } = singlePageInputSchema.parse(input);
    await upsertSinglePage(db, { ...values, promoterId: await promoters.idOf(promoCode) });
  },
});

export type GoodsService = ReturnType<typeof createGoodsService>;
