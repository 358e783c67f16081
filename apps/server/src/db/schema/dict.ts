import type { Translations } from '../../lib/translations';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Dictionary options by type (operator, number_sort, pay_type, ...), shown in `sort` order. */
export const dictData = pgTable(
  'dict_data',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text().notNull(),
    label: text().notNull(),
    value: text().notNull(),
    key: text().notNull().default(''),
    listClass: text().notNull().default(''),
    sort: integer().notNull().default(0),
    /** The label in other locales; a locale without its own falls back (lib/translations). */
    translations: jsonb().$type<Translations<{ label: string }>>().notNull().default({}),
  },
  (table) => [
    index('dict_data_type_sort_idx').on(table.type, table.sort),
    uniqueIndex('dict_data_type_value_key').on(table.type, table.value),
  ],
);
