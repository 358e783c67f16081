import type { Locale, SiteTextKind } from '@shop/contract';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteTexts } from '../../db/schema/site';

export type SiteTextRow = typeof siteTexts.$inferSelect;

/** Every row that could answer: the promoter's and the default ones, in the locale and in Chinese. */
export const textCandidates = (db: Database, promoterId: number | undefined, kind: SiteTextKind, locale: Locale): Promise<SiteTextRow[]> =>
  db
    .select()
    .from(siteTexts)
    .where(
      and(
        eq(siteTexts.kind, kind),
        inArray(siteTexts.locale, [locale, 'zh-Hans']),
        promoterId === undefined ? isNull(siteTexts.promoterId) : or(eq(siteTexts.promoterId, promoterId), isNull(siteTexts.promoterId)),
      ),
    );

export const upsertText = async (db: Database, row: typeof siteTexts.$inferInsert): Promise<void> => {
  await db
    .insert(siteTexts)
    .values(row)
    .onConflictDoUpdate({
      target: [siteTexts.promoterId, siteTexts.kind, siteTexts.locale],
      set: { title: row.title, paragraphs: row.paragraphs, updatedAt: sql`now()` },
    });
};
