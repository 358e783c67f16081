import {
  type DataOf,
  defineMessages,
  goodsItemSchema,
  type goodsList,
  inLocales,
  type Locale,
  type ParsedQueryOf,
  pageCodeSchema,
  promoCodeSchema,
  renderCatalogue,
  singlePageInfo,
  withValues,
} from '@shop/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { checkTranslatedLists, textsIn } from '../../lib/translations';
import type { PromoterService } from '../promoter/service';
import { findSinglePage, goodsByIds, insertGoods, listGoods, type Scope, upsertSinglePage } from './queries';
import { goodsItemIn, goodsTexts, goodsTranslationsSchema, singlePageTexts, singlePageTranslationsSchema } from './texts';

/** An order's take and return of a product's stock, in the order's transaction. */
export { goodsInScope, retakeStock, returnStock, takeStock, type TakenGoods } from './stock';

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
  translations: goodsTranslationsSchema,
}).superRefine((input, context) => checkTranslatedLists(goodsTexts(input), input.translations, context));
export type GoodsInput = z.input<typeof goodsInputSchema>;

export const singlePageInputSchema = singlePageInfo.data.omit({ goods: true }).extend({
  promoCode: promoCodeSchema,
  pageCode: pageCodeSchema,
  goodsIds: z.array(z.number().int()),
  translations: singlePageTranslationsSchema,
}).superRefine((input, context) => checkTranslatedLists(singlePageTexts(input), input.translations, context));
export type SinglePageInput = z.input<typeof singlePageInputSchema>;

export const GoodsMessage = defineMessages('goods', {
  unknownPage: withValues(
    (pageCode: string) => ({ pageCode }),
    inLocales('页面 {pageCode} 不存在', '頁面 {pageCode} 不存在', 'The page {pageCode} does not exist', "La page {pageCode} n'existe pas", 'La página {pageCode} no existe'),
  ),
});

export const GoodsText = renderCatalogue(GoodsMessage, 'zh-Hans');

export const createGoodsService = (db: Database, promoters: Pick<PromoterService, 'idOf'>) => ({
  /** A page of the products on sale to a promoter's visitors, in the visitor's locale; a product out of reach is simply not listed. */
  list: async ({ page, pageSize, ...filter }: GoodsQuery, scope: Scope, locale: Locale): Promise<GoodsPage> => {
    // One row more than the page tells whether another page follows.
    const rows = await listGoods(db, scope, { ...filter, limit: pageSize + 1, offset: (page - 1) * pageSize });
    return { list: rows.slice(0, pageSize).map((row) => goodsItemIn(row, locale)), page, pageSize, hasMore: rows.length > pageSize };
  },

  /** A featured page with its products in the page's order (those on sale to the visitor), in the visitor's locale. */
  singlePage: async (pageCode: string, scope: Scope, locale: Locale): Promise<SinglePage> => {
    const page = await findSinglePage(db, scope, pageCode);
    if (!page) throw notFound(GoodsMessage.unknownPage(pageCode));
    const byId = new Map((await goodsByIds(db, scope, page.goodsIds)).map((row) => [row.id, goodsItemIn(row, locale)]));
    return {
      pageCode: page.pageCode,
      ...textsIn(singlePageTexts(page), page.translations, locale),
      cover: page.cover,
      themeColor: page.themeColor,
      goods: page.goodsIds.flatMap((id) => byId.get(id) ?? []),
      numberSearch: page.numberSearch ?? null,
    };
  },

  /** Adds a product with its translations to a promoter's shelf; returns its id. */
  addGoods: async (input: GoodsInput): Promise<number> => {
    const { promoCode, ...values } = goodsInputSchema.parse(input);
    return insertGoods(db, { ...values, promoterId: await promoters.idOf(promoCode) });
  },

  /** Creates or replaces a promoter's featured page with its translations (none when not given). */
  saveSinglePage: async (input: SinglePageInput): Promise<void> => {
    const { promoCode, ...values } = singlePageInputSchema.parse(input);
    await upsertSinglePage(db, { ...values, promoterId: await promoters.idOf(promoCode) });
  },
});

export type GoodsService = ReturnType<typeof createGoodsService>;
