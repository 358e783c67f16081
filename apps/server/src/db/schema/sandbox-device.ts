import type { DeviceAction, SimInfo, WifiBand, WifiEncryption } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';

/** What the device sandbox is told to do: settings of a band, an action, or the holder switching it back on. */
export type DeviceCommandKind = 'wifi' | 'display' | DeviceAction | 'powerOn';
/** One pending command per slot: the device's actions share one, each band has its own for settings. */
export type DeviceCommandSlot = 'action' | WifiBand;
export type DeviceCommandChange = { ssid: string; password: string; encryption: WifiEncryption } | { show: boolean };

/** A band as the device keeps it, with its password. */
export type DeviceWifiBand = NonNullable<SimInfo['device']>['band2g'] & { password: string };
export type DeviceSettings = { wifiEncrypt: string; band2g: DeviceWifiBand; band5g: DeviceWifiBand | null };

/**
 * The sandbox device platform's own devices, apart from the shop's `sims` as a real platform's
 * would be: each card's Wi-Fi device, whether it is on the network, and its settings. Provisioned
 * with the card by the seed and the test fixtures.
 */
export const sandboxDevices = pgTable('sandbox_devices', {
  simNo: text().primaryKey(),
  deviceNo: text().notNull().default(''),
  imei: text().notNull().default(''),
  onlineStatus: smallint().notNull(),
  settings: jsonb().$type<DeviceSettings>().notNull(),
  ...timestamps(),
});

/**
 * Commands a Wi-Fi device accepted and applies at `dueAt` (the sandbox device's outbox): applied
 * once, by whoever reads the device or sweeps first after it is due.
 */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    simNo: text()
      .notNull()
      .references(() => sandboxDevices.simNo),
    slot: text().$type<DeviceCommandSlot>().notNull(),
    kind: text().$type<DeviceCommandKind>().notNull(),
    /** A band's new settings (the password is the device's own, never logged or answered). */
    change: jsonb().$type<DeviceCommandChange>(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    appliedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('device_commands_pending_key').on(t.simNo, t.slot).where(sql`applied_at is null`),
    index('device_commands_due_idx').on(t.dueAt).where(sql`applied_at is null`),
    check('device_commands_slot_check', sql`${t.slot} in ('action', '2.4G', '5G')`),
    check('device_commands_kind_check', sql`${t.kind} in ('wifi', 'display', 'restart', 'close', 'reset', 'powerOn')`),
  ],
);
