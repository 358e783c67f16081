import type { Locale, SiteTextKind } from '@shop/contract';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aboutTexts } from '../../db/schema';

export type SiteTextRow = typeof aboutTexts.$inferSelect;

/** Every row that could answer: the promoter's and the default ones, in the locale and in Chinese. */
export const textCandidates = (db: Database, promoterId: number | undefined, kind: SiteTextKind, locale: Locale): Promise<SiteTextRow[]> =>
  db
    .select()
    .from(aboutTexts)
    .where(
      and(
        eq(aboutTexts.kind, kind),
        inArray(aboutTexts.locale, [locale, 'zh-Hans']),
        promoterId === undefined ? isNull(aboutTexts.promoterId) : or(eq(aboutTexts.promoterId, promoterId), isNull(aboutTexts.promoterId)),
      ),
    );

export const upsertText = async (db: Database, row: typeof aboutTexts.$inferInsert): Promise<void> => {
  await db
    .insert(aboutTexts)
    .values(row)
    .onConflictDoUpdate({
      target: [aboutTexts.promoterId, aboutTexts.kind, aboutTexts.locale],
      set: { title: row.title, paragraphs: row.paragraphs, updatedAt: sql`now()` },
    });
};
