import type { DeviceAction, WifiBand, WifiEncryption } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { sims } from './iot';

/** What the device sandbox is told to do: settings of a band, an action, or the holder switching it back on. */
export type DeviceCommandKind = 'wifi' | 'display' | DeviceAction | 'powerOn';
/** One pending command per slot: the device's actions share one, each band has its own for settings. */
export type DeviceCommandSlot = 'action' | WifiBand;
export type DeviceCommandChange = { ssid: string; password: string; encryption: WifiEncryption } | { show: boolean };

/**
 * Commands a Wi-Fi device accepted and applies at `dueAt` (the sandbox device's outbox): applied
 * once, by whoever reads the device or sweeps first after it is due.
 */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simId: integer()
      .notNull()
      .references(() => sims.id),
    slot: text().$type<DeviceCommandSlot>().notNull(),
    kind: text().$type<DeviceCommandKind>().notNull(),
    /** A band's new settings (the password is the device's own, never logged or answered). */
    change: jsonb().$type<DeviceCommandChange>(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    appliedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('device_commands_pending_key').on(t.simId, t.slot).where(sql`applied_at is null`),
    index('device_commands_due_idx').on(t.dueAt).where(sql`applied_at is null`),
    check('device_commands_slot_check', sql`${t.slot} in ('action', '2.4G', '5G')`),
    check('device_commands_kind_check', sql`${t.kind} in ('wifi', 'display', 'restart', 'close', 'reset', 'powerOn')`),
  ],
);
