import { type DictOption, dictTypeSchema } from '@shop/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dictData } from '../../db/schema';

/** An option as an administrator writes it; key and list class may be left out. */
export type DictOptionInput = Pick<DictOption, 'label' | 'value'> & Partial<Pick<DictOption, 'key' | 'listClass'>>;

export const createDictService = (db: Database) => ({
  /** Options for each requested type in display order; a type nobody defined maps to []. */
  options: async (types: readonly string[]): Promise<Record<string, DictOption[]>> => {
    const wanted = [...new Set(types)];
    const rows = await db
      .select()
      .from(dictData)
      .where(inArray(dictData.type, wanted))
      .orderBy(asc(dictData.type), asc(dictData.sort), asc(dictData.id));
    const byType = new Map<string, DictOption[]>(wanted.map((type) => [type, []]));
    for (const { type, label, value, key, listClass } of rows) byType.get(type)?.push({ label, value, key, listClass });
    return Object.fromEntries(byType);
  },

  /** Replaces a type's options with these, in this order. */
  saveType: async (type: string, options: readonly DictOptionInput[]): Promise<void> => {
    dictTypeSchema.parse(type);
    await db.transaction(async (tx) => {
      await tx.delete(dictData).where(eq(dictData.type, type));
      if (options.length === 0) return;
      await tx.insert(dictData).values(
        options.map((option, sort) => ({ type, sort, key: '', listClass: '', ...option })),
      );
    });
  },
});

export type DictService = ReturnType<typeof createDictService>;
