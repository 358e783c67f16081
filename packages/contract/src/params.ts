import { z } from 'zod';
import { LOCALES } from './constants';
import { REGION_CODE_PATTERN } from './numbers/fields';

// Query strings carry text; these accept a number or its digits, so typed callers pass numbers.

export const intParam = (name: string, min: number, max: number) =>
  z
    // The union's own error, or a string that is not digits would only say "invalid input".
    .union([z.number(), z.string().regex(/^-?\d{1,12}$/).transform(Number)], { error: `${name}必须是整数` })
    .pipe(z.number().int(`${name}必须是整数`).min(min, `${name}不能小于 ${min}`).max(max, `${name}不能大于 ${max}`));

/** A digit field, read through `normalise` (full-width digits, spaces, dashes) before its rule. */
export const digitsParam = (name: string, pattern: RegExp, hint: string, normalise: (text: string) => string = (text) => text.trim()) =>
  z.string().transform(normalise).pipe(z.string().regex(pattern, `${name}${hint}`));

/** The locale a text is asked in; the Chinese original when none is given. */
export const localeQuery = z.enum(LOCALES, { error: `语言只能是 ${LOCALES.join('、')}` }).default('zh-Hans');

/** A GB/T 2260 region code: six digits. */
export const regionCodeSchema = z.string().regex(REGION_CODE_PATTERN, '地区代码必须是 6 位数字');

export const pageParams = (maxPageSize: number) => ({
  page: intParam('页码', 1, 500).default(1),
  pageSize: intParam('每页条数', 1, maxPageSize).default(Math.min(20, maxPageSize)),
});

export const pagedData = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), page: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() });
