import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export type PointProps = Record<string, string | number | boolean>;

/** Analytics events reported by the storefront (page views, clicks, was-this-helpful). */
export const pointEvents = pgTable(
  'point_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    event: text().notNull(),
    promoCode: text(),
    page: text(),
    props: jsonb().$type<PointProps>(),
    sessionId: text(),
    ip: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (table) => [index('point_events_created_at_idx').on(table.createdAt)],
);
