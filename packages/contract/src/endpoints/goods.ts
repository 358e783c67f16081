import { z } from 'zod';
import { api } from '../api';
import { DEFAULT_INDEX_GROUP } from '../constants';
import { defineEndpoint } from '../endpoint';
import { intParam, pagedData, pageParams } from '../params';
import { promoCodeSchema } from './hk';
import { numberFilters, operatorSchema } from './numbers';

export const goodsItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subtitle: z.string(),
  /** Index group on the home page: 1 numbers, 2 SIM cards and plans. */
  group: z.number().int(),
  operator: operatorSchema,
  priceFen: z.number().int(),
  monthlyFen: z.number().int(),
  dataMb: z.number().int(),
  voiceMinutes: z.number().int(),
  cover: z.string(),
  images: z.array(z.string()),
  /** Plain paragraphs; the page renders them as text. */
  details: z.array(z.string()),
  tags: z.array(z.string()),
  stock: z.number().int(),
});
export type GoodsItem = z.infer<typeof goodsItemSchema>;

export const goodsList = defineEndpoint({
  ...api.goodsList,
  summary: 'SIM-card products of a promoter by index group (default 2), operator and price; one product by id',
  tag: 'goods',
  access: 'public',
  query: z.object({
    promoCode: promoCodeSchema.optional(),
    id: intParam('商品', 1, 2_147_483_647).optional(),
    group: intParam('分组', 1, 99).default(DEFAULT_INDEX_GROUP),
    operator: intParam('运营商', 1, 99).optional(),
    sort: z.enum(['default', 'priceAsc', 'priceDesc']).default('default'),
    ...pageParams(50),
  }),
  data: pagedData(goodsItemSchema),
});

export const pageCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, '页面代码只能包含字母、数字、下划线和短横线');

export const singlePageInfo = defineEndpoint({
  ...api.singlePageInfo,
  summary: 'A featured single page (campaign landing page) by page code',
  tag: 'goods',
  access: 'public',
  query: z.object({
    pageCode: pageCodeSchema,
    promoCode: promoCodeSchema.optional(),
  }),
  data: z.object({
    pageCode: z.string(),
    title: z.string(),
    cover: z.string(),
    intro: z.array(z.string()),
    themeColor: z.string(),
    goods: z.array(goodsItemSchema),
    /** A number search the page presents, e.g. birthday numbers of one province. */
    numberSearch: numberFilters.pick({ operator: true, province: true, pattern: true, endsWith: true }).nullable(),
  }),
});
