import type { AboutKind, Locale } from '@shop/contract';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aboutTexts, promoters } from '../../db/schema';

export type AboutRow = typeof aboutTexts.$inferSelect;

export const promoterIdOf = async (db: Database, promoCode: string): Promise<number | undefined> => {
  const [row] = await db.select({ id: promoters.id }).from(promoters).where(eq(promoters.promoCode, promoCode)).limit(1);
  return row?.id;
};

/** Every row that could answer: the promoter's and the default ones, in the locale and in Chinese. */
export const aboutCandidates = (db: Database, promoterId: number | undefined, kind: AboutKind, locale: Locale): Promise<AboutRow[]> =>
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

export const upsertAbout = async (db: Database, row: typeof aboutTexts.$inferInsert): Promise<void> => {
  await db
    .insert(aboutTexts)
    .values(row)
    .onConflictDoUpdate({
      target: [aboutTexts.promoterId, aboutTexts.kind, aboutTexts.locale],
      set: { title: row.title, paragraphs: row.paragraphs, updatedAt: sql`now()` },
    });
};
