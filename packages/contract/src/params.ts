import { z } from 'zod';
import { inLocales, LOCALES } from './constants';
import { defineMessages, type Message, schemaTexts, withValues } from './messages';
import { REGION_CODE_PATTERN } from './numbers/fields';

/** The numeric parameters as the texts about them name them. */
export const ParamName = /* @__PURE__ */ defineMessages('paramName', {
  page: inLocales('页码', '頁碼', 'Page', 'Le numéro de page', 'El número de página'),
  pageSize: inLocales('每页条数', '每頁條數', 'Page size', "Le nombre d'éléments par page", 'El número de elementos por página'),
  goods: inLocales('商品', '商品', 'Item', "L'article", 'El artículo'),
  group: inLocales('分组', '分組', 'Group', 'Le groupe', 'El grupo'),
  operator: inLocales('运营商', '電信商', 'Operator', "L'opérateur", 'El operador'),
  priceMin: inLocales('最低价', '最低價', 'Minimum price', 'Le prix minimum', 'El precio mínimo'),
  priceMax: inLocales('最高价', '最高價', 'Maximum price', 'Le prix maximum', 'El precio máximo'),
  category: inLocales('分类', '分類', 'Category', 'La catégorie', 'La categoría'),
  question: inLocales('问题编号', '問題編號', 'Question number', 'Le numéro de question', 'El número de pregunta'),
  package: inLocales('套餐编号', '套餐編號', 'Package number', 'Le numéro de forfait', 'El número de paquete'),
  coupon: inLocales('优惠券编号', '優惠券編號', 'Coupon number', 'Le numéro de coupon', 'El número de cupón'),
  couponPack: inLocales('券包编号', '券包編號', 'Coupon pack number', 'Le numéro de lot de coupons', 'El número de paquete de cupones'),
  vipPlan: inLocales('会员编号', '會員編號', 'VIP plan number', 'Le numéro de formule VIP', 'El número de plan VIP'),
  accelerate: inLocales('加速包编号', '加速包編號', 'Speed add-on number', 'Le numéro de boost de débit', 'El número de aumento de velocidad'),
  address: inLocales('地址编号', '地址編號', 'Address number', "Le numéro d'adresse", 'El número de dirección'),
  pickupPoint: inLocales('自提点编号', '自取點編號', 'Pick-up point number', 'Le numéro de point de retrait', 'El número de punto de recogida'),
  quantity: inLocales('购买数量', '購買數量', 'Quantity', 'La quantité', 'La cantidad'),
});

export const ParamMessage = /* @__PURE__ */ defineMessages('param', {
  integer: withValues(
    (name: Message) => ({ name }),
    inLocales('{name}必须是整数', '{name}必須是整數', '{name} must be a whole number', '{name} doit être un nombre entier', '{name} debe ser un número entero'),
  ),
  min: withValues(
    (name: Message, min: number) => ({ name, min }),
    inLocales('{name}不能小于 {min}', '{name}不能小於 {min}', '{name} cannot be less than {min}', '{name} doit valoir au moins {min}', '{name} debe ser como mínimo {min}'),
  ),
  max: withValues(
    (name: Message, max: number) => ({ name, max }),
    inLocales('{name}不能大于 {max}', '{name}不能大於 {max}', '{name} cannot be more than {max}', '{name} doit valoir au plus {max}', '{name} debe ser como máximo {max}'),
  ),
  locale: inLocales(
    `语言只能是 ${LOCALES.join('、')}`,
    `語言只能是 ${LOCALES.join('、')}`,
    `The language must be one of ${LOCALES.join(', ')}`,
    `La langue doit être l'une des suivantes : ${LOCALES.join(', ')}`,
    `El idioma debe ser uno de estos: ${LOCALES.join(', ')}`,
  ),
  regionCode: inLocales(
    '地区代码必须是 6 位数字',
    '地區代碼必須是 6 位數字',
    'The region code must be 6 digits',
    'Le code de région doit compter 6 chiffres',
    'El código de región debe tener 6 dígitos',
  ),
});

const ParamText = schemaTexts(ParamMessage);

// Query strings carry text; these accept a number or its digits, so typed callers pass numbers.

/** Each integer parameter's range, for the API document: it travels as digits, which the document calls an integer. */
export const integerParams = /* @__PURE__ */ z.registry<{ minimum: number; maximum: number }>();

export const intParam = (name: Message, min: number, max: number) => {
  const schema = z
    // The union's own error, or a string that is not digits would only say "invalid input".
    .union([z.number(), z.string().regex(/^-?\d{1,12}$/).transform(Number)], { error: ParamText.integer(name) })
    .pipe(z.number().int(ParamText.integer(name)).min(min, ParamText.min(name, min)).max(max, ParamText.max(name, max)));
  integerParams.add(schema, { minimum: min, maximum: max });
  return schema;
};

/** Digits typed into a search box, read through `normalise` (full-width digits, spaces, dashes) before its rule; the text says what the box takes. */
export const digitsParam = (pattern: RegExp, text: string, normalise: (typed: string) => string = (typed) => typed.trim()) =>
  z.string().transform(normalise).pipe(z.string().regex(pattern, text));

/** The locale a text is asked in; the Chinese original when none is given. */
export const localeQuery = z.enum(LOCALES, { error: ParamText.locale }).default('zh-Hans');

/** A GB/T 2260 region code: six digits. */
export const regionCodeSchema = z.string().regex(REGION_CODE_PATTERN, ParamText.regionCode);

export const pageParams = (maxPageSize: number) => ({
  page: intParam(ParamName.page, 1, 500).default(1),
  pageSize: intParam(ParamName.pageSize, 1, maxPageSize).default(Math.min(20, maxPageSize)),
});

export const pagedData = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), page: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() });
