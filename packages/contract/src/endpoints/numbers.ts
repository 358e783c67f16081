import { z } from 'zod';
import { api } from '../api';
import { FEATURED_OPERATOR_VALUE, normaliseArrangement } from '../constants';
import { defineEndpoint } from '../endpoint';
import { MAX_NUMBER_PAGE, MAX_PRICE_FEN, normaliseDigits, normaliseExclude, NUMBER_SORTS, NumberFieldRule } from '../numbers/fields';
import { numberPatterns } from '../numbers/patterns';
import { digitsParam, intParam, pagedData, pageParams, regionCodeSchema } from '../params';
import { promoCodeSchema } from './hk';

/** 1 China Mobile, 2 China Unicom, 3 China Telecom, 4 China Broadcasting; 99 a device. */
export const operatorSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(99)]);

const operatorFilter = intParam('运营商', FEATURED_OPERATOR_VALUE, 99).refine(
  (value) => [FEATURED_OPERATOR_VALUE, 1, 2, 3, 4].includes(value),
  '运营商只能是 1 移动、2 联通、3 电信、4 广电，或 -99 精选',
);

const patternCodes = numberPatterns.map((pattern) => pattern.code) as [string, ...string[]];

export const numberSortSchema = z.enum(NUMBER_SORTS);

/** The filters of the number search, before the rules that tie fields together. */
export const numberFilters = z.object({
  promoCode: promoCodeSchema.optional(),
  operator: operatorFilter.optional(),
  province: regionCodeSchema.optional(),
  city: regionCodeSchema.optional(),
  priceMin: intParam('最低价', 0, MAX_PRICE_FEN).optional(),
  priceMax: intParam('最高价', 0, MAX_PRICE_FEN).optional(),
  pattern: z.enum(patternCodes, { error: '没有这种号码规律' }).optional(),
  /** The 11-box search: a digit where it must be, `_` where any digit will do. */
  positions: digitsParam('按位搜索', NumberFieldRule.positions, '须为 11 位，未知位用 _ 表示，且至少填一位', normaliseDigits).optional(),
  contains: digitsParam('包含', NumberFieldRule.contains, '只能是 1 到 11 位数字', normaliseDigits).optional(),
  startsWith: digitsParam('开头', NumberFieldRule.startsWith, '须以 1 开头，最多 11 位数字', normaliseDigits).optional(),
  endsWith: digitsParam('结尾', NumberFieldRule.endsWith, '只能是 1 到 10 位数字', normaliseDigits).optional(),
  exclude: digitsParam('不含', NumberFieldRule.exclude, '须为 1 到 9 个不重复的数字', normaliseExclude).optional(),
  sort: numberSortSchema.default('default'),
  /** Layout of the list, 1 or 2 columns; anything else falls back to 1 (spec 4). */
  arrangement: z.unknown().optional().transform((value) => normaliseArrangement(typeof value === 'string' ? Number(value) : value)),
  /** "Another batch": the token of the previous answer; numbers already shown do not come again. */
  batch: z.string().regex(NumberFieldRule.batch, '换一批的标记无效').optional(),
  ...pageParams(50),
  /** Any depth: the search skips a page's numbers in its index, so a deep page costs as little as the first. */
  page: intParam('页码', 1, MAX_NUMBER_PAGE).default(1),
});

export const numberSearchQuery = numberFilters
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    path: ['priceMax'],
    message: '最高价不能低于最低价',
  })
  .refine((q) => !q.city || q.province, { path: ['city'], message: '选择城市前请先选择省份' });

export const numberItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  operator: operatorSchema,
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  priceFen: z.number().int(),
  /** The minimum monthly plan the number comes with. */
  planFen: z.number().int(),
  planName: z.string(),
  patterns: z.array(z.string()),
});
export type NumberItem = z.infer<typeof numberItemSchema>;

export const numberList = defineEndpoint({
  ...api.numberList,
  summary: 'Search the numbers on sale to a promoter (its own pool and its upstream’s)',
  tag: 'numbers',
  access: 'public',
  query: numberSearchQuery,
  data: pagedData(numberItemSchema).extend({
    arrangement: z.union([z.literal(1), z.literal(2)]),
    /** Pass back as `batch` for another batch; null when every number has been shown. */
    batch: z.string().nullable(),
    /** Why nothing can match, in the buyer's language: set when one filter excludes every number the others allow. */
    notice: z.string().optional(),
  }),
});

export const ipLocation = defineEndpoint({
  ...api.ipLocation,
  summary: "The visitor's province and city from their IP address (offline database, IPv4 and IPv6)",
  tag: 'numbers',
  access: 'public',
  data: z.object({
    ip: z.string(),
    provinceCode: z.string().nullable(),
    provinceName: z.string(),
    cityCode: z.string().nullable(),
    cityName: z.string(),
    isp: z.string(),
  }),
});
