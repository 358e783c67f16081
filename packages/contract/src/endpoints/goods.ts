import { z } from 'zod';
import { api } from '../api';
import { DEFAULT_INDEX_GROUP, inLocales } from '../constants';
import { defineEndpoint } from '../endpoint';
import { defineMessages, schemaTexts } from '../messages';
import { intParam, pagedData, pageParams, ParamName } from '../params';
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
    id: intParam(ParamName.goods, 1, 2_147_483_647).optional(),
    group: intParam(ParamName.group, 1, 99).default(DEFAULT_INDEX_GROUP),
    operator: intParam(ParamName.operator, 1, 99).optional(),
    sort: z.enum(['default', 'priceAsc', 'priceDesc']).default('default'),
    ...pageParams(50),
  }),
  data: pagedData(goodsItemSchema),
});

export const GoodsFieldMessage = /* @__PURE__ */ defineMessages('field.goods', {
  pageCode: inLocales(
    '页面代码只能包含字母、数字、下划线和短横线',
    '頁面代碼只能包含字母、數字、底線和連字號',
    'The page code may only hold letters, digits, underscores and hyphens',
    "Le code de page ne peut contenir que des lettres, des chiffres, des tirets bas et des traits d'union",
    'El código de página solo puede contener letras, dígitos, guiones bajos y guiones',
  ),
});

export const pageCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, schemaTexts(GoodsFieldMessage).pageCode);

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
