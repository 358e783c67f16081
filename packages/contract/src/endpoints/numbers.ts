import { z } from 'zod';
import { api } from '../api';
import { FEATURED_OPERATOR_VALUE, inLocales, normaliseArrangement } from '../constants';
import { defineEndpoint } from '../endpoint';
import { defineMessages, schemaTexts } from '../messages';
import { MAX_NUMBER_PAGE, MAX_PRICE_FEN, normaliseDigits, normaliseExclude, NUMBER_SORTS, NumberFieldRule } from '../numbers/fields';
import { numberPatterns } from '../numbers/patterns';
import { digitsParam, intParam, pagedData, pageParams, ParamName, regionCodeSchema } from '../params';
import { promoCodeSchema } from './hk';

export const NumberFieldMessage = /* @__PURE__ */ defineMessages('field.numbers', {
  operator: inLocales(
    '运营商只能是 1 移动、2 联通、3 电信、4 广电，或 -99 精选',
    '電信商只能是 1 移動、2 聯通、3 電信、4 廣電，或 -99 精選',
    'Operator must be 1 Mobile, 2 Unicom, 3 Telecom, 4 Broadnet, or -99 Featured',
    "L'opérateur doit être 1 Mobile, 2 Unicom, 3 Telecom, 4 Broadnet ou -99 Sélection",
    'El operador debe ser 1 Mobile, 2 Unicom, 3 Telecom, 4 Broadnet o -99 Destacados',
  ),
  pattern: inLocales('没有这种号码规律', '沒有這種號碼規律', 'There is no such number pattern', "Ce motif de numéro n'existe pas", 'No existe ese patrón de número'),
  positions: inLocales(
    '按位搜索须为 11 位，未知位用 _ 表示，且至少填一位',
    '按位搜尋須為 11 位，未知位用 _ 表示，且至少填一位',
    'Search by position takes 11 characters, _ for any digit, and at least one digit',
    'La recherche par position compte 11 caractères, _ pour un chiffre quelconque, et au moins un chiffre',
    'La búsqueda por posición lleva 11 caracteres, _ para cualquier dígito, y al menos un dígito',
  ),
  contains: inLocales(
    '包含只能是 1 到 11 位数字',
    '包含只能是 1 到 11 位數字',
    '"Contains" takes 1 to 11 digits',
    '« Contient » accepte de 1 à 11 chiffres',
    '«Contiene» admite de 1 a 11 dígitos',
  ),
  startsWith: inLocales(
    '开头须以 1 开头，最多 11 位数字',
    '開頭須以 1 開頭，最多 11 位數字',
    '"Starts with" must begin with 1 and have at most 11 digits',
    '« Commence par » doit débuter par 1 et compter au plus 11 chiffres',
    '«Empieza por» debe empezar por 1 y tener como máximo 11 dígitos',
  ),
  endsWith: inLocales(
    '结尾只能是 1 到 10 位数字',
    '結尾只能是 1 到 10 位數字',
    '"Ends with" takes 1 to 10 digits',
    '« Finit par » accepte de 1 à 10 chiffres',
    '«Termina en» admite de 1 a 10 dígitos',
  ),
  exclude: inLocales(
    '不含须为 1 到 9 个不重复的数字',
    '不含須為 1 到 9 個不重複的數字',
    '"Leave out" takes 1 to 9 different digits',
    '« Exclure » accepte de 1 à 9 chiffres différents',
    '«Excluir» admite de 1 a 9 dígitos distintos',
  ),
  batch: inLocales(
    '换一批的标记无效',
    '換一批的標記無效',
    'The marker of the next batch is not valid',
    "Le repère du lot suivant n'est pas valide",
    'La marca del siguiente lote no es válida',
  ),
  priceOrder: inLocales(
    '最高价不能低于最低价',
    '最高價不能低於最低價',
    'The maximum price cannot be below the minimum price',
    'Le prix maximum ne peut pas être inférieur au prix minimum',
    'El precio máximo no puede ser inferior al precio mínimo',
  ),
  cityNeedsProvince: inLocales(
    '选择城市前请先选择省份',
    '選擇城市前請先選擇省份',
    'Choose a province before choosing a city',
    'Choisissez une province avant de choisir une ville',
    'Elige una provincia antes de elegir una ciudad',
  ),
});

const FieldText = schemaTexts(NumberFieldMessage);

/** 1 China Mobile, 2 China Unicom, 3 China Telecom, 4 China Broadcasting; 99 a device. */
export const operatorSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(99)]);

const operatorFilter = intParam(ParamName.operator, FEATURED_OPERATOR_VALUE, 99).refine(
  (value) => [FEATURED_OPERATOR_VALUE, 1, 2, 3, 4].includes(value),
  FieldText.operator,
);

const patternCodes = numberPatterns.map((pattern) => pattern.code) as [string, ...string[]];

export const numberSortSchema = z.enum(NUMBER_SORTS);

/** The filters of the number search, before the rules that tie fields together. */
export const numberFilters = z.object({
  promoCode: promoCodeSchema.optional(),
  operator: operatorFilter.optional(),
  province: regionCodeSchema.optional(),
  city: regionCodeSchema.optional(),
  priceMin: intParam(ParamName.priceMin, 0, MAX_PRICE_FEN).optional(),
  priceMax: intParam(ParamName.priceMax, 0, MAX_PRICE_FEN).optional(),
  pattern: z.enum(patternCodes, { error: FieldText.pattern }).optional(),
  /** The 11-box search: a digit where it must be, `_` where any digit will do. */
  positions: digitsParam(NumberFieldRule.positions, FieldText.positions, normaliseDigits).optional(),
  contains: digitsParam(NumberFieldRule.contains, FieldText.contains, normaliseDigits).optional(),
  startsWith: digitsParam(NumberFieldRule.startsWith, FieldText.startsWith, normaliseDigits).optional(),
  endsWith: digitsParam(NumberFieldRule.endsWith, FieldText.endsWith, normaliseDigits).optional(),
  exclude: digitsParam(NumberFieldRule.exclude, FieldText.exclude, normaliseExclude).optional(),
  sort: numberSortSchema.default('default'),
  /** Layout of the list, 1 or 2 columns; anything else falls back to 1 (spec 4). */
  arrangement: z.unknown().optional().transform((value) => normaliseArrangement(typeof value === 'string' ? Number(value) : value)),
  /** "Another batch": the token of the previous answer; numbers already shown do not come again. */
  batch: z.string().regex(NumberFieldRule.batch, FieldText.batch).optional(),
  ...pageParams(50),
  /** Any depth: the search skips a page's numbers in its index, so a deep page costs as little as the first. */
  page: intParam(ParamName.page, 1, MAX_NUMBER_PAGE).default(1),
});

export const numberSearchQuery = numberFilters
  .refine((q) => q.priceMin === undefined || q.priceMax === undefined || q.priceMin <= q.priceMax, {
    path: ['priceMax'],
    message: FieldText.priceOrder,
  })
  .refine((q) => !q.city || q.province, { path: ['city'], message: FieldText.cityNeedsProvince });

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
