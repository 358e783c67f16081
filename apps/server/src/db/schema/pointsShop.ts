import type { ShopDelivery, ShopGoodsKind, ShopOrderStatus } from '@shop/contract';
import type { Translations } from '../../lib/translations';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import type { ShippingAddress } from './addresses';
import { couponPacks } from './coupons-catalogue';
import { sims } from './iot';
import { packageOffers } from './packages';
import { iotOrders } from './wallet';

/**
 * A points shop order. Its points were taken when placed; `iotOrderId` is the card order of
 * its cash part, when it has one. The item's name and cover are copied when ordered.
 */
export const pointsOrders = pgTable(
  'points_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderSn: text().notNull(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    goodsId: integer()
      .notNull()
      .references(() => pointsShopGoods.id),
    kind: text().$type<ShopGoodsKind>().notNull(),
    goodsName: text().notNull(),
    cover: text().notNull(),
    quantity: integer().notNull(),
    points: integer().notNull(),
    cashFen: integer().notNull(),
    status: text().$type<ShopOrderStatus>().notNull(),
    delivery: text().$type<ShopDelivery>().notNull(),
    address: jsonb().$type<ShippingAddress>(),
    pickupPointId: integer().references(() => pickupPoints.id),
    pickupCode: text(),
    iotOrderId: integer().references(() => iotOrders.id),
    carrier: text(),
    trackingNo: text(),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_orders_order_sn_key').on(t.orderSn),
    uniqueIndex('points_orders_iot_order_key').on(t.iotOrderId),
    index('points_orders_sim_idx').on(t.simId, t.createdAt),
    index('points_orders_goods_sim_idx').on(t.goodsId, t.simId),
    check('points_orders_status_check', sql`${t.status} in ('unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'closed')`),
    check('points_orders_delivery_check', sql`${t.delivery} in ('express', 'pickup', 'card')`),
    check('points_orders_amounts_check', sql`${t.quantity} > 0 and ${t.points} >= 0 and ${t.cashFen} >= 0`),
    check('points_orders_cash_check', sql`(${t.cashFen} > 0) = (${t.iotOrderId} is not null)`),
    check('points_orders_address_check', sql`(${t.delivery} = 'express') = (${t.address} is not null)`),
    check('points_orders_pickup_check', sql`(${t.delivery} = 'pickup') = (${t.pickupPointId} is not null)`),
  ],
);

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
