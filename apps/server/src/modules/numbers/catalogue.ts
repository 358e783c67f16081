import { randomInt } from 'node:crypto';
import { type Locale, numberPatterns, patternIdsOf } from '@shop/contract';
import { z } from 'zod';
import { NUMBER_STATUSES, type NewNumber } from '../../db/schema/numbers';
import { isCityOf } from './regions';

/** A number as an import file or a test describes it; the promoter is named by promo code. */
export const numberInputSchema = z
  .object({
    number: z.string().regex(/^1\d{10}$/, '号码须为 1 开头的 11 位数字'),
    operator: z.literal([1, 2, 3, 4, 99], { error: '运营商须为 1、2、3、4 或 99' }),
    provinceCode: z.string().regex(/^\d{6}$/, '省份代码须为 6 位数字'),
    cityCode: z.string().regex(/^\d{6}$/, '城市代码须为 6 位数字'),
    priceFen: z.number().int('价格须为整数（分）').min(0, '价格不能为负').max(100_000_000, '价格过高'),
    planFen: z.number().int('月租须为整数（分）').min(0, '月租不能为负').max(10_000_000, '月租过高'),
    promoCode: z.string().min(1, '推广码不能为空'),
    status: z.enum(NUMBER_STATUSES, { error: '状态须为 available、held 或 sold' }).default('available'),
  })
  .refine((n) => isCityOf(n.cityCode, n.provinceCode), { path: ['cityCode'], message: '城市不在该省份内' });

export type NumberInput = z.input<typeof numberInputSchema>;
export type ValidNumber = z.output<typeof numberInputSchema>;

// The sought-after kinds; "ends in 6" or "no 4" alone do not make a number featured.
const FEATURED_GROUPS = new Set(['repeat', 'pair', 'run', 'lucky']);
const featuredIds = new Set(numberPatterns.filter((p) => FEATURED_GROUPS.has(p.group)).map((p) => p.id));

const SHUFFLE_RANGE = 2 ** 31 - 1;
export const randomShuffleKey = (): number => randomInt(SHUFFLE_RANGE);

const reversed = (digits: string): string => {
  let text = '';
  for (let i = digits.length - 1; i >= 0; i--) text += digits[i];
  return text;
};

/** The stored row: pattern tags, the reversed digits and a place in the shuffled order. */
export const toNumberRow = (input: ValidNumber, promoterId: number, shuffleKey = randomShuffleKey()): NewNumber => {
  const patternIds = patternIdsOf(input.number);
  return {
    number: input.number,
    reversed: reversed(input.number),
    operator: input.operator,
    provinceCode: Number(input.provinceCode),
    cityCode: Number(input.cityCode),
    priceFen: input.priceFen,
    planFen: input.planFen,
    promoterId,
    status: input.status,
    shuffleKey,
    patternIds,
    featured: patternIds.some((id) => featuredIds.has(id)),
  };
};

const PLAN_NAMES: Readonly<Record<Locale, (yuan: string) => string>> = {
  'zh-Hans': (yuan) => `月租 ${yuan} 元起`,
  'zh-Hant': (yuan) => `月租 ${yuan} 元起`,
  en: (yuan) => `From ¥${yuan}/month`,
  fr: (yuan) => `À partir de ${yuan} ¥/mois`,
  es: (yuan) => `Desde ${yuan} ¥/mes`,
};

/** "月租 39 元起" in the visitor's locale; a plan with cents keeps them. */
export const planName = (planFen: number, locale: Locale): string =>
  PLAN_NAMES[locale](planFen % 100 === 0 ? String(planFen / 100) : (planFen / 100).toFixed(2));
