import type { CardLoginMode, SimInfo, SimLayout } from '@shop/contract';
import type { Translations } from '../../lib/translations';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** A band as the device keeps it: with its password, which the SIM info never carries. */
export type StoredWifiBand = NonNullable<SimInfo['device']>['band2g'] & { password: string };
export type SimDevice = { wifiEncrypt: string; band2g: StoredWifiBand; band5g: StoredWifiBand | null };
export type ViceSim = SimInfo['viceSims'][number];
/** The line's volume package as the carrier last reported it: which package, its use, and whether the holder stopped it. */
export type SimVolume = NonNullable<SimInfo['volume']> & { packageId: number; closed: boolean };
export interface ProtocolText {
  title: string;
  paragraphs: string[];
  updatedAt: string;
}

/**
 * Data and IoT SIMs: the card's identity and the carrier's last reading of its line (state,
 * plan, use, network, break rule, volume package), data in MB. The carrier keeps its own truth;
 * the shop stores what the SIM platform answers, read or act. What else the shop keeps of a card
 * is its owners', each in a table keyed by the card.
 */
export const sims = pgTable(
  'sims',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simNo: text().notNull(),
    iccid: text().notNull(),
    imsi: text().notNull().default(''),
    imei: text().notNull().default(''),
    mobile: text().notNull().default(''),
    promoCode: text().notNull(),
    operatorType: smallint().notNull(),
    simStatus: smallint().notNull(),
    internetStatus: smallint().notNull(),
    onlineStatus: smallint().notNull(),
    cancelStatus: smallint().notNull().default(0),
    replaceStatus: smallint().notNull().default(0),
    status: smallint().notNull().default(1),
    totalFlow: integer().notNull(),
    useFlow: integer().notNull().default(0),
    isInfiniteFlow: boolean().notNull().default(false),
    /** Null: the plan never ends. */
    endAt: timestamp({ withTimezone: true }),
    apn: text().notNull().default(''),
    sourceType: smallint().notNull().default(1),
    deviceNo: text().notNull().default(''),
    breakRuleId: integer(),
    breakTips: text().notNull().default(''),
    allowRemoveBreak: boolean().notNull().default(false),
    device: jsonb().$type<SimDevice>(),
    viceSims: jsonb().$type<ViceSim[]>().notNull().default([]),
    volume: jsonb().$type<SimVolume>(),
    shopDomain: text().notNull().default(''),
    /** Up to when the carrier had counted the stored useFlow (the reading's `usage.until`). */
    lastUsageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last read from the carrier (spec 3 lastRobinAt). */
    lastReadAt: timestamp({ withTimezone: true }),
    /** When a refresh took on a carrier read still under way: refreshes meanwhile wait for its answer. */
    readClaimedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sims_sim_no_key').on(t.simNo),
    uniqueIndex('sims_iccid_key').on(t.iccid),
    index('sims_mobile_idx').on(t.mobile),
    index('sims_promo_code_idx').on(t.promoCode),
    // The renewal job finds the cycles ending by a day.
    index('sims_end_at_idx').on(t.endAt),
    check('sims_use_flow_check', sql`${t.useFlow} >= 0`),
  ],
);

type Menu = SimLayout['menus'][number];

/** A SIM layout's words a promoter may translate; lists are the titles of its entries (or a protocol's paragraphs), by position. */
export type SimLayoutTexts = {
  name: string;
  notice: string;
  loginNotice: string;
  menus: string[];
  carousels: string[];
  popupTitle: string;
  popupContent: string;
  tabBar: string[];
  userCarousels: string[];
  userService: string[];
  loginProtocolTitle: string;
  loginProtocol: string[];
  serviceProtocolTitle: string;
  serviceProtocol: string[];
  taskRuleTitle: string;
  taskRule: string[];
};

/** A promoter's design of the SIM home, the user centre and the card login page. */
export const simLayouts = pgTable('sim_layouts', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  promoCode: text().notNull().unique('sim_layouts_promo_code_key'),
  name: text().notNull(),
  logo: text().notNull().default(''),
  refreshSwitch: boolean().notNull().default(true),
  packageLamp: boolean().notNull().default(false),
  kefuUrl: text().notNull().default(''),
  notice: text().notNull().default(''),
  loginNotice: text().notNull().default(''),
  maxMenuTimes: integer().notNull().default(10),
  menus: jsonb().$type<Menu[]>().notNull().default([]),
  carousels: jsonb().$type<SimLayout['carousels']>().notNull().default([]),
  popup: jsonb().$type<SimLayout['popup']>().notNull(),
  /** Who the pop-up is for: every holder, or (a real-name reminder) only holders of a card not yet verified. */
  popupAudience: text().$type<'all' | 'unverified'>().notNull().default('all'),
  tabBar: jsonb().$type<SimLayout['tabBar']>().notNull(),
  userElements: jsonb().$type<SimLayout['user']['elements']>().notNull().default([]),
  userCarousels: jsonb().$type<SimLayout['carousels']>().notNull().default([]),
  userMaxMenuTimes: integer().notNull().default(0),
  userService: jsonb().$type<Menu[]>().notNull().default([]),
  loginProtocol: jsonb().$type<ProtocolText>(),
  serviceProtocol: jsonb().$type<ProtocolText>(),
  taskRule: jsonb().$type<ProtocolText>(),
  translations: jsonb().$type<Translations<SimLayoutTexts>>().notNull().default({}),
});

/** Card sessions: the token is given once and only its SHA-256 is kept. */
export const cardSessions = pgTable(
  'card_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('card_sessions_token_key').on(t.tokenHash), index('card_sessions_sim_idx').on(t.simId)],
);

/** A SIM's data use per month (China time, 'YYYY-MM'). */
export const simUsageMonths = pgTable(
  'sim_usage_months',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    month: text().notNull(),
    useFlow: integer().notNull().default(0),
    totalFlow: integer().notNull(),
  },
  (t) => [uniqueIndex('sim_usage_months_key').on(t.simId, t.month)],
);

/** Card numbers looked up on the login page, by client address, so no address can sweep through them. */
export const simLoginLookups = pgTable(
  'sim_login_lookups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ip: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sim_login_lookups_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * How a card logs in: by its number alone, its card password, or a code sent to its bound mobile
 * (account's phone binding). A card without a row logs in by number.
 */
export const cardLogins = pgTable(
  'card_logins',
  {
    simId: integer()
      .primaryKey()
      .references(() => sims.id),
    mode: text().$type<CardLoginMode>().notNull().default('none'),
    /** scrypt of the 6-digit card password under its own salt (password mode only). */
    passwordHash: text(),
    passwordSalt: text(),
  },
  (t) => [check('card_logins_mode_check', sql`${t.mode} in ('none', 'password', 'sms')`)],
);
