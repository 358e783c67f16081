import type { GoodsItem, Locale } from '@shop/contract';
import { z } from 'zod';
import type { GoodsRow, GoodsTexts, SinglePageRow, SinglePageTexts } from '../../db/schema/goods';
import { textsIn, translationsSchema } from '../../lib/translations';

const texts = z.array(z.string());

export const goodsTranslationsSchema = translationsSchema(
  z.object({ name: z.string(), subtitle: z.string(), tags: texts, details: texts }) satisfies z.ZodType<GoodsTexts>,
);

export const singlePageTranslationsSchema = translationsSchema(z.object({ title: z.string(), intro: texts }) satisfies z.ZodType<SinglePageTexts>);

export const goodsTexts = ({ name, subtitle, tags, details }: Pick<GoodsRow, keyof GoodsTexts>): GoodsTexts => ({ name, subtitle, tags, details });

export const singlePageTexts = ({ title, intro }: Pick<SinglePageRow, keyof SinglePageTexts>): SinglePageTexts => ({ title, intro });

/** A product as a visitor of `locale` reads it. */
export const goodsItemIn = (row: GoodsRow, locale: Locale): GoodsItem => ({
  id: row.id,
  ...textsIn(goodsTexts(row), row.translations, locale),
  group: row.group,
  operator: row.operator,
  priceFen: row.priceFen,
  monthlyFen: row.monthlyFen,
  dataMb: row.dataMb,
  voiceMinutes: row.voiceMinutes,
  cover: row.cover,
  images: row.images,
  stock: row.stock,
});
