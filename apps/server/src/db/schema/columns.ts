import { timestamp } from 'drizzle-orm/pg-core';

// Functions, not shared instances: a column builder belongs to one table.
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
