import type { BaseConfig, GenericConfig } from '@shop/contract';
import type { Translations } from '../../lib/translations';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

type Front = BaseConfig['front'];

/** The storefront's words a promoter may translate; lists are the titles of its entries, by position. */
export type StorefrontTexts = {
  promoName: string;
  title: string;
  keywords: string;
  description: string;
  bottomTips: string;
  indexCarousel: string[];
  fastNav: string[];
  shopMenu: string[];
};

/** A promoter's storefront (spec 3 base config), one row per promo code. */
export const promoters = pgTable('promoters', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  promoCode: text().notNull().unique('promoters_promo_code_key'),
  promoName: text().notNull(),
  isAgent: boolean().notNull().default(false),
  /** The promoter whose number pool this one also sells (its scope is itself and the chain above). */
  upstreamId: integer().references((): AnyPgColumn => promoters.id, { onDelete: 'set null' }),
  domain: text().notNull().default(''),
  inviteCode: text().notNull().default(''),
  douyinMpImId: text().notNull().default(''),
  kuaishouMpImId: text().notNull().default(''),
  showPaymentType: jsonb().$type<BaseConfig['showPaymentType']>().notNull().default([]),
  shopMenu: jsonb().$type<BaseConfig['shopMenu']>().notNull().default([]),
  // The storefront's front fields.
  title: text().notNull(),
  keywords: text().notNull().default(''),
  description: text().notNull().default(''),
  logo: text().notNull().default(''),
  indexCarousel: jsonb().$type<Front['indexCarousel']>().notNull().default([]),
  bottomTips: text().notNull().default(''),
  ipcCode: text().notNull().default(''),
  kefuUrl: text().notNull().default(''),
  kefuQr: text().notNull().default(''),
  kefuMobile: text().notNull().default(''),
  followQr: text().notNull().default(''),
  shopTemplate: integer().notNull().default(1),
  fastNav: jsonb().$type<Front['fastNav']>().notNull().default([]),
  suggest: boolean().notNull().default(false),
  indexSearch: boolean().notNull().default(true),
  indexFirstGroup: integer().notNull().default(2),
  showInviteRegister: boolean().notNull().default(false),
  translations: jsonb().$type<Translations<StorefrontTexts>>().notNull().default({}),
  ...timestamps(),
});

export type PromoterRow = typeof promoters.$inferSelect;
export type NewPromoter = typeof promoters.$inferInsert;

/** Settings shared by every promoter: a single row, id 1. */
export const genericSettings = pgTable(
  'generic_settings',
  {
    id: smallint().primaryKey().default(1),
    orderQueryMode: text().$type<GenericConfig['orderQueryMode']>().notNull().default('sms'),
    loginAvatar: text().notNull().default(''),
    /** The promoter shown when a visitor arrives without a promo code. */
    defaultPromoCode: text().notNull().default(''),
    ...timestamps(),
  },
  (table) => [check('generic_settings_single_row', sql`${table.id} = 1`)],
);
