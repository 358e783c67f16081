import { type DictOption, dictTypeSchema, type Locale } from '@shop/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { dictData } from '../../db/schema/dict';
import { textsIn, type Translations, translationsSchema } from '../../lib/translations';

type LabelTexts = { label: string };

/** An option as an administrator writes it: key, list class and the label's translations may be left out. */
export type DictOptionInput = Pick<DictOption, 'label' | 'value'> &
  Partial<Pick<DictOption, 'key' | 'listClass'>> & { translations?: Translations<LabelTexts> };

const labelTranslations = translationsSchema(z.object({ label: z.string() }));

export const createDictService = (db: Database) => ({
  /** Options for each requested type in display order, labelled in `locale`; a type nobody defined maps to []. */
  options: async (types: readonly string[], locale: Locale): Promise<Record<string, DictOption[]>> => {
    const wanted = [...new Set(types)];
    const rows = await db
      .select()
      .from(dictData)
      .where(inArray(dictData.type, wanted))
      .orderBy(asc(dictData.type), asc(dictData.sort), asc(dictData.id));
    const byType = new Map<string, DictOption[]>(wanted.map((type) => [type, []]));
    for (const { type, label, value, key, listClass, translations } of rows) {
      byType.get(type)?.push({ label: textsIn({ label }, translations, locale).label, value, key, listClass });
    }
    return Object.fromEntries(byType);
  },

  /** Replaces a type's options with these, in this order. */
  saveType: async (type: string, options: readonly DictOptionInput[]): Promise<void> => {
    dictTypeSchema.parse(type);
    const translated = options.map((option) => ({ ...option, translations: labelTranslations.parse(option.translations) }));
    await db.transaction(async (tx) => {
      await tx.delete(dictData).where(eq(dictData.type, type));
      if (options.length === 0) return;
      await tx.insert(dictData).values(
        translated.map((option, sort) => ({ type, sort, key: '', listClass: '', ...option })),
      );
    });
  },
});

export type DictService = ReturnType<typeof createDictService>;
