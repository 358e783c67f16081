import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

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
  },
  (table) => [
    index('dict_data_type_sort_idx').on(table.type, table.sort),
    uniqueIndex('dict_data_type_value_key').on(table.type, table.value),
  ],
);
