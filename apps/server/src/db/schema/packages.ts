import type { PackageEffect, PackageKind } from '@shop/contract';
import type { Translations } from '../../lib/translations';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { sims } from './iot';

/** The data packages a SIM holds or held. */
export const simPackages = pgTable(
  'sim_packages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    name: text().notNull(),
    kind: text().$type<PackageKind>().notNull().default('base'),
    /** The order that bought it (none for a plan the card came with). */
    iotOrderId: integer(),
    totalFlow: integer().notNull(),
    useFlow: integer().notNull().default(0),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sim_packages_sim_idx').on(t.simId, t.startAt)],
);

/** A package's words a promoter may translate. */
export type PackageTexts = { name: string; description: string };

/**
 * Packages on sale to cards, per promoter and operator. Data in MB (null: unlimited), money in
 * fen; validity in the spec's age units (1 days, 2 months, 3 years).
 */
export const packageOffers = pgTable(
  'package_offers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCode: text().notNull(),
    operatorType: smallint().notNull(),
    kind: text().$type<PackageKind>().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    flowMb: integer(),
    validityCount: smallint().notNull(),
    validityUnit: smallint().notNull(),
    priceFen: integer().notNull(),
    originalFen: integer(),
    /** When it may start, in the order offered; a volume pack starts only now. */
    effects: text().array().$type<PackageEffect[]>().notNull(),
    renewable: boolean().notNull().default(false),
    onSale: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    translations: jsonb().$type<Translations<PackageTexts>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('package_offers_promoter_idx').on(t.promoCode, t.operatorType, t.sort),
    check('package_offers_kind_check', sql`${t.kind} in ('base', 'addon', 'volume')`),
    check('package_offers_price_check', sql`${t.priceFen} > 0`),
    check('package_offers_validity_check', sql`${t.validityCount} > 0 and ${t.validityUnit} in (1, 2, 3)`),
  ],
);

/**
 * A card's automatic renewal: the offer renewed from the balance when its cycle (`sims.endAt`)
 * ends, and the holder's reminders. A card without a row renews nothing.
 */
export const simRenewals = pgTable('sim_renewals', {
  simId: integer()
    .primaryKey()
    .references(() => sims.id),
  /** Null: renewal off. */
  renewPackageId: integer(),
  /** The cycle end the holder was last told the balance will not cover, so they are told once per cycle. */
  renewalNoticeFor: timestamp({ withTimezone: true }),
  /** The SIM home asks the holder to buy a package (the plan ran out). */
  needBuyPackage: boolean().notNull().default(false),
});

export type SimRenewalRow = typeof simRenewals.$inferSelect;
