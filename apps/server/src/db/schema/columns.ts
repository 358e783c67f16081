import { timestamp } from 'drizzle-orm/pg-core';

// Functions, not shared instances: a column builder belongs to one table.
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The words of a catalogue item (coupon pack, VIP plan, speed add-on) a promoter may translate. */
export type PerkTexts = { name: string; description: string };
