import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const SMS_SCENES = ['login', 'order', 'card', 'payPass', 'wifi', 'bindNew', 'bindOld'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

/** SMS codes, stored hashed (with a per-code salt); a code is used once, and its tries are counted as guesses. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    mobile: text().notNull(),
    scene: text().$type<SmsScene>().notNull(),
    codeHash: text().notNull(),
    salt: text().notNull(),
    /** The client address that asked, for the per-address send limit. */
    ip: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_codes_mobile_idx').on(t.mobile, t.scene, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
    check('sms_codes_scene_check', sql`${t.scene} in ('login', 'order', 'card', 'payPass', 'wifi', 'bindNew', 'bindOld')`),
  ],
);

/** Shop sessions: the token is given once and only its SHA-256 is kept. */
export const shopSessions = pgTable(
  'shop_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull(),
    mobile: text().notNull(),
    /** Set when opened by order number: the session sees that one order only. */
    orderSn: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shop_sessions_token_key').on(t.tokenHash), index('shop_sessions_mobile_idx').on(t.mobile)],
);
