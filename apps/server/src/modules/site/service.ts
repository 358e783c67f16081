import { type DataOf, defineMessages, type EndpointOf, inLocales, LOCALES, type Locale, promoCodeSchema, renderCatalogue, SITE_TEXT_KINDS, type SiteTextKind } from '@shop/contract';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import type { Promoter } from '../../identity';
import type { PromoterService } from '../promoter/service';
import { type SiteTextRow, textCandidates, upsertText } from './queries';

export type SiteTextAnswer = DataOf<EndpointOf<'aboutText'>>;

export const SiteMessage = defineMessages('site', {
  noAboutText: inLocales('该页面暂无内容', '該頁面暫無內容', 'This page has no content yet', "Cette page n'a pas encore de contenu", 'Esta página aún no tiene contenido'),
});

export const SiteText = renderCatalogue(SiteMessage, 'zh-Hans');

const ORIGINAL_LOCALE: Locale = 'zh-Hans';

const siteTextInputSchema = z.object({
  /** null: the default every promoter without its own text shows. */
  promoCode: promoCodeSchema.nullable(),
  kind: z.enum(SITE_TEXT_KINDS),
  locale: z.enum(LOCALES),
  title: z.string().trim().min(1, '标题不能为空'),
  paragraphs: z.array(z.string().trim().min(1, '段落不能为空')).min(1, '至少要有一段正文'),
});
export type SiteTextInput = z.input<typeof siteTextInputSchema>;

/** The promoter's text in the locale, else the default's, else the Chinese original (the promoter's, then the default's). */
const pickText = (rows: readonly SiteTextRow[], promoterId: number | undefined, locale: Locale): SiteTextRow | undefined => {
  const find = (owner: number | null, wanted: Locale) => rows.find((row) => row.promoterId === owner && row.locale === wanted);
  const own = promoterId ?? null;
  return find(own, locale) ?? find(null, locale) ?? find(own, ORIGINAL_LOCALE) ?? find(null, ORIGINAL_LOCALE);
};

export const createSiteService = (db: Database, promoters: Pick<PromoterService, 'idOf'>) => ({
  /** One text page (an about page or the login agreement) of the visitor's promoter; none: the defaults. */
  text: async (kind: SiteTextKind, promoter: Pick<Promoter, 'id'> | undefined, locale: Locale): Promise<SiteTextAnswer> => {
    const promoterId = promoter?.id;
    const row = pickText(await textCandidates(db, promoterId, kind, locale), promoterId, locale);
    if (!row) throw notFound(SiteMessage.noAboutText);
    return { kind, title: row.title, paragraphs: row.paragraphs, locale: row.locale, updatedAt: row.updatedAt.toISOString() };
  },

  /** Creates or replaces one page of one promoter (or the default) in one locale. */
  saveText: async (input: SiteTextInput): Promise<void> => {
    const { promoCode, ...text } = siteTextInputSchema.parse(input);
    const promoterId = promoCode === null ? null : await promoters.idOf(promoCode);
    await upsertText(db, { ...text, promoterId });
  },
});

export type SiteService = ReturnType<typeof createSiteService>;
