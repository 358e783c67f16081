import type { ShopGoodsKind, TaskKind } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Translations } from '../../lib/translations';
import { createdAt } from './columns';
import { couponPacks } from './perks';
import { packageOffers } from './wallet';

// What a promoter's points shop sells and its task centre asks, per promo code.

/** The words of a points shop item a promoter may translate. */
export type ShopGoodsTexts = { name: string; description: string };

export const pointsShopBanners = pgTable(
  'points_shop_banners',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCode: text().notNull(),
    image: text().notNull(),
    /** Where tapping it goes: a page of the shop or an http(s) link; empty: nowhere. */
    link: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [index('points_shop_banners_promoter_idx').on(t.promoCode, t.sort)],
);

export const pointsShopCategories = pgTable(
  'points_shop_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCode: text().notNull(),
    name: text().notNull(),
    translations: jsonb().$type<Translations<{ name: string }>>().notNull().default({}),
    sort: integer().notNull().default(0),
  },
  (t) => [index('points_shop_categories_promoter_idx').on(t.promoCode, t.sort)],
);

/**
 * An item of the points shop, priced in `points` plus `cashFen` (0: points alone) a unit.
 * A virtual one names what it credits: a package (`packageOfferId`), a coupon pack
 * (`couponPackId`) or balance (`creditFen`). `stock` never goes below zero.
 */
export const pointsShopGoods = pgTable(
  'points_shop_goods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCode: text().notNull(),
    categoryId: integer().references(() => pointsShopCategories.id),
    kind: text().$type<ShopGoodsKind>().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    translations: jsonb().$type<Translations<ShopGoodsTexts>>().notNull().default({}),
    cover: text().notNull(),
    images: jsonb().$type<string[]>().notNull().default([]),
    points: integer().notNull(),
    cashFen: integer().notNull().default(0),
    marketFen: integer(),
    stock: integer().notNull(),
    limitPerCard: smallint(),
    packageOfferId: integer().references(() => packageOffers.id),
    couponPackId: integer().references(() => couponPacks.id),
    creditFen: integer(),
    /** A physical item the promoter's pick-up points hand out too. */
    pickup: boolean().notNull().default(false),
    onSale: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_shop_goods_promoter_idx').on(t.promoCode, t.sort),
    check('points_shop_goods_kind_check', sql`${t.kind} in ('physical', 'dataPack', 'coupon', 'balance')`),
    check('points_shop_goods_price_check', sql`${t.points} >= 0 and ${t.cashFen} >= 0 and ${t.points} + ${t.cashFen} > 0`),
    check('points_shop_goods_stock_check', sql`${t.stock} >= 0`),
    check('points_shop_goods_limit_check', sql`${t.limitPerCard} is null or ${t.limitPerCard} > 0`),
    check(
      'points_shop_goods_gives_check',
      sql`(${t.kind} = 'dataPack') = (${t.packageOfferId} is not null) and (${t.kind} = 'coupon') = (${t.couponPackId} is not null) and (${t.kind} = 'balance') = (coalesce(${t.creditFen}, 0) > 0)`,
    ),
  ],
);

export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCode: text().notNull(),
    name: text().notNull(),
    provinceCode: text().notNull(),
    cityCode: text().notNull(),
    countyCode: text().notNull(),
    detail: text().notNull(),
    mobile: text().notNull(),
    hours: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('pickup_points_promoter_idx').on(t.promoCode, t.sort)],
);

/** A sign-in's reward on the bonus days of its cycle (day 3 and 7 of a 7-day cycle). */
export type StreakBonus = { day: number; points: number }[];

/**
 * A promoter's task: the daily sign-in (`rewardPoints` a day, plus `streakBonus`), or a one-off
 * task completed by its event. One task of each kind per promoter.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCode: text().notNull(),
    kind: text().$type<TaskKind>().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    translations: jsonb().$type<Translations<{ name: string; description: string }>>().notNull().default({}),
    rewardPoints: integer().notNull(),
    streakBonus: jsonb().$type<StreakBonus>().notNull().default([]),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tasks_promoter_kind_key').on(t.promoCode, t.kind),
    check('tasks_kind_check', sql`${t.kind} in ('signIn', 'firstRecharge', 'buyPackage', 'realName', 'bindPhone')`),
    check('tasks_reward_check', sql`${t.rewardPoints} > 0`),
  ],
);
