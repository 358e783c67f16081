import { ABOUT_KINDS, type AboutKind, type DataOf, type EndpointOf, type GenericConfig, LOCALES, type Locale, promoCodeSchema } from '@shop/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { ConfigText } from '../config/service';
import { type AboutRow, aboutCandidates, promoterIdOf, upsertAbout } from './queries';

export type AboutText = DataOf<EndpointOf<'aboutText'>>;

export const SiteText = {
  noAboutText: '该页面暂无内容',
} as const;

const ORIGINAL_LOCALE: Locale = 'zh-Hans';

const aboutInputSchema = z.object({
  /** null: the default every promoter without its own text shows. */
  promoCode: promoCodeSchema.nullable(),
  kind: z.enum(ABOUT_KINDS),
  locale: z.enum(LOCALES),
  title: z.string().trim().min(1, '标题不能为空'),
  paragraphs: z.array(z.string().trim().min(1, '段落不能为空')).min(1, '至少要有一段正文'),
});
export type AboutInput = z.input<typeof aboutInputSchema>;

/** The promoter's text in the locale, else the default's, else the Chinese original (the promoter's, then the default's). */
const pickAbout = (rows: readonly AboutRow[], promoterId: number | undefined, locale: Locale): AboutRow | undefined => {
  const find = (owner: number | null, wanted: Locale) => rows.find((row) => row.promoterId === owner && row.locale === wanted);
  const own = promoterId ?? null;
  return find(own, locale) ?? find(null, locale) ?? find(own, ORIGINAL_LOCALE) ?? find(null, ORIGINAL_LOCALE);
};

export const createSiteService = (db: Database, config: { genericConfig: () => Promise<GenericConfig> }) => {
  /** Without a promo code, the default promoter's (as baseConfig); none configured: the shop's defaults. */
  const promoterOf = async (promoCode: string | undefined): Promise<number | undefined> => {
    const code = promoCode ?? (await config.genericConfig()).defaultPromoCode;
    if (!code) return undefined;
    const promoterId = await promoterIdOf(db, code);
    if (promoterId === undefined) throw notFound(ConfigText.unknownPromoter(code));
    return promoterId;
  };

  return {
    aboutText: async (kind: AboutKind, promoCode: string | undefined, locale: Locale): Promise<AboutText> => {
      const promoterId = await promoterOf(promoCode);
      const row = pickAbout(await aboutCandidates(db, promoterId, kind, locale), promoterId, locale);
      if (!row) throw notFound(SiteText.noAboutText);
      return { kind, title: row.title, paragraphs: row.paragraphs, locale: row.locale, updatedAt: row.updatedAt.toISOString() };
    },

    /** Creates or replaces one page of one promoter (or the default) in one locale. */
    saveAbout: async (input: AboutInput): Promise<void> => {
      const { promoCode, ...text } = aboutInputSchema.parse(input);
      const promoterId = promoCode === null ? null : await promoterOf(promoCode);
      await upsertAbout(db, { ...text, promoterId: promoterId ?? null });
    },
  };
};

export type SiteService = ReturnType<typeof createSiteService>;
