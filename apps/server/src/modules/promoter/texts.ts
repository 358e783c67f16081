import { type BaseConfig, baseConfigSchema, LOCALES, type Locale } from '@shop/contract';
import { z } from 'zod';
import type { StorefrontTexts } from '../../db/schema/promoter';
import { checkTranslatedLists, textsIn, type Translations, translationsSchema } from '../../lib/translations';

const titles = z.array(z.string());

const storefrontTranslationsSchema = translationsSchema(
  z.object({
    promoName: z.string(),
    title: z.string(),
    keywords: z.string(),
    description: z.string(),
    bottomTips: z.string(),
    indexCarousel: titles,
    fastNav: titles,
    shopMenu: titles,
  }) satisfies z.ZodType<StorefrontTexts>,
);

/** The storefront's translatable words, in its Chinese original. */
const storefrontTexts = ({ promoName, front, shopMenu }: BaseConfig): StorefrontTexts => ({
  promoName,
  title: front.title,
  keywords: front.keywords,
  description: front.description,
  bottomTips: front.bottomTips,
  indexCarousel: front.indexCarousel.map((item) => item.title ?? ''),
  fastNav: front.fastNav.map((item) => item.title),
  shopMenu: shopMenu.map((item) => item.title),
});

const titled = <T extends { title?: string }>(items: readonly T[], shown: readonly string[]): T[] =>
  // A banner without a title keeps none.
  items.map((item, index) => (item.title === undefined ? item : { ...item, title: shown[index] ?? item.title }));

const withTexts = (storefront: BaseConfig, texts: StorefrontTexts): BaseConfig => ({
  ...storefront,
  promoName: texts.promoName,
  shopMenu: titled(storefront.shopMenu, texts.shopMenu),
  front: {
    ...storefront.front,
    title: texts.title,
    keywords: texts.keywords,
    description: texts.description,
    bottomTips: texts.bottomTips,
    indexCarousel: titled(storefront.front.indexCarousel, texts.indexCarousel),
    fastNav: titled(storefront.front.fastNav, texts.fastNav),
  },
});

/** A storefront as an administrator saves it: the Chinese original and, optionally, its translations. */
export const storefrontInputSchema = baseConfigSchema
  .extend({ translations: storefrontTranslationsSchema })
  .superRefine(({ translations, ...storefront }, context) => checkTranslatedLists(storefrontTexts(storefront), translations, context));
export type StorefrontInput = z.input<typeof storefrontInputSchema>;

/** The storefront as each locale's visitors read it; zh-Hans is the original itself. */
export const storefrontsByLocale = (storefront: BaseConfig, translations: Translations<StorefrontTexts>): Readonly<Record<Locale, BaseConfig>> => {
  const original = storefrontTexts(storefront);
  const shown = (locale: Locale): BaseConfig => (locale === 'zh-Hans' ? storefront : withTexts(storefront, textsIn(original, translations, locale)));
  return Object.freeze(Object.fromEntries(LOCALES.map((locale) => [locale, shown(locale)])) as Record<Locale, BaseConfig>);
};
