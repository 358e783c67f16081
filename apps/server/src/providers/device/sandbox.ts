import { type DeviceState, ONLINE_STATUS, WifiBand, type WifiEncryption } from '@shop/contract';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type DeviceCommandKind,
  type DeviceCommandSlot,
  deviceCommands,
  type DeviceSettings,
  type DeviceWifiBand,
  sandboxDevices,
} from '../../db/schema/sandbox-device';
import { type DeviceBand, type DeviceCommand, type DeviceControl, type DeviceReading, DeviceRefusal, type PendingCommand } from './types';

export interface SandboxDeviceOptions {
  /** How long the device takes to apply a command (3 s by default). */
  delayMs?: number;
  /** How long after a shutdown the holder switches the device on again at the device (2 minutes by default). */
  powerOnAfterMs?: number;
}

type CommandRow = typeof deviceCommands.$inferSelect;
type DeviceRow = typeof sandboxDevices.$inferSelect;

const encryptionOf = (band: DeviceWifiBand): WifiEncryption => (band.encryption === 'NONE' ? 'NONE' : 'WPA2-PSK');

const bandsOf = (device: DeviceSettings): DeviceBand[] => [
  { ...device.band2g, band: WifiBand.band2g, encryption: encryptionOf(device.band2g) },
  ...(device.band5g ? [{ ...device.band5g, band: WifiBand.band5g, encryption: encryptionOf(device.band5g) }] : []),
];

const withBand = (device: DeviceSettings, band: WifiBand, change: (stored: DeviceWifiBand) => DeviceWifiBand): DeviceSettings => {
  if (band === WifiBand.band2g) {
    const band2g = change(device.band2g);
    return { ...device, band2g, wifiEncrypt: band2g.encryption };
  }
  return device.band5g ? { ...device, band5g: change(device.band5g) } : device;
};

/** The settings on the device's label: names from the card number, the password the last 8 digits of its IMEI. */
const factoryOf = (sim: DeviceRow, device: DeviceSettings): DeviceSettings => {
  const name = `SunMiFi-${sim.simNo.slice(-4)}`;
  const password = (sim.imei || sim.simNo).slice(-8);
  const reset = (stored: DeviceWifiBand, suffix: string): DeviceWifiBand => ({
    ...stored,
    name: `${name}${suffix}`,
    password,
    encryption: 'WPA2-PSK',
    switch: true,
    show: true,
    connCount: 0,
  });
  return { wifiEncrypt: 'WPA2-PSK', band2g: reset(device.band2g, ''), band5g: device.band5g && reset(device.band5g, '-5G') };
};

const stateOf = (sim: DeviceRow, action: CommandRow | undefined): DeviceState => {
  if (action?.kind === 'restart') return 'restarting';
  if (action?.kind === 'reset') return 'resetting';
  // Shutting down, or off until switched on at the device.
  if (action) return 'off';
  return sim.onlineStatus === ONLINE_STATUS.online ? 'online' : 'offline';
};

const pendingOf = (row: CommandRow): PendingCommand => {
  const change = row.change;
  return {
    kind: row.kind,
    band: row.slot === 'action' ? null : row.slot,
    name: change && 'ssid' in change ? change.ssid : null,
    show: change && 'show' in change ? change.show : null,
    dueAt: row.dueAt,
  };
};

/**
 * A Wi-Fi device as a sandbox on its own tables: its settings and power in `sandbox_devices`,
 * its accepted commands in `device_commands` with the time each is due. A command is applied
 * once, in the transaction that marks it applied, by the first read or sweep after it is due,
 * so the device keeps working across restarts and several server processes.
 */
export const createSandboxDeviceControl = (db: Database, { delayMs = 3000, powerOnAfterMs = 120_000 }: SandboxDeviceOptions = {}): DeviceControl => {
  const apply = async (tx: Database, row: CommandRow, now: Date): Promise<void> => {
    const [sim] = await tx.select().from(sandboxDevices).where(eq(sandboxDevices.simNo, row.simNo)).for('update');
    if (!sim) return;
    const device = sim.settings;
    const change = row.change;
    const set = (next: Partial<typeof sandboxDevices.$inferInsert>) => tx.update(sandboxDevices).set({ ...next, updatedAt: now }).where(eq(sandboxDevices.simNo, sim.simNo));
    const kind: DeviceCommandKind = row.kind;
    if (kind === 'wifi' && change && 'ssid' in change && row.slot !== 'action') {
      // Joined phones drop off a renamed network and join again with the new password.
      await set({ settings: withBand(device, row.slot, (band) => ({ ...band, name: change.ssid, password: change.password, encryption: change.encryption, connCount: 0 })) });
    } else if (kind === 'display' && change && 'show' in change && row.slot !== 'action') {
      await set({ settings: withBand(device, row.slot, (band) => ({ ...band, show: change.show })) });
    } else if (kind === 'reset') {
      await set({ settings: factoryOf(sim, device) });
    } else if (kind === 'close') {
      await set({ onlineStatus: ONLINE_STATUS.offline });
      await tx.insert(deviceCommands).values({ simNo: sim.simNo, slot: 'action', kind: 'powerOn', dueAt: new Date(now.getTime() + powerOnAfterMs) });
    } else if (kind === 'powerOn') {
      await set({ onlineStatus: ONLINE_STATUS.online });
    }
  };

  /** Applies the due commands (of one card, or all), oldest first; a command another process holds is left to it. Answers the commands applied. */
  const applyDue = (simNo: string | null, now: Date): Promise<CommandRow[]> =>
    db.transaction(async (tx) => {
      const due = and(isNull(deviceCommands.appliedAt), lte(deviceCommands.dueAt, now), simNo === null ? undefined : eq(deviceCommands.simNo, simNo));
      const rows = await tx.select().from(deviceCommands).where(due).orderBy(asc(deviceCommands.dueAt), asc(deviceCommands.id)).for('update', { skipLocked: true });
      for (const row of rows) {
        // An applied Wi-Fi change's password lives on in the device alone, not in the clear here.
        await tx.update(deviceCommands).set({ appliedAt: now, change: null }).where(eq(deviceCommands.id, row.id));
        await apply(tx, row, now);
      }
      return rows;
    });

  const findDevice = async (simNo: string): Promise<DeviceRow> => {
    const [sim] = await db.select().from(sandboxDevices).where(eq(sandboxDevices.simNo, simNo));
    if (!sim) throw new DeviceRefusal('notDevice');
    return sim;
  };

  /** The device as it stands, with what is pending (nothing applied). */
  const current = async (simNo: string): Promise<DeviceReading> => {
    const sim = await findDevice(simNo);
    const pending = await db
      .select()
      .from(deviceCommands)
      .where(and(eq(deviceCommands.simNo, simNo), isNull(deviceCommands.appliedAt)))
      .orderBy(asc(deviceCommands.dueAt), asc(deviceCommands.id));
    return {
      simNo,
      deviceNo: sim.deviceNo,
      state: stateOf(sim, pending.find((row) => row.slot === 'action')),
      online: sim.onlineStatus === ONLINE_STATUS.online,
      settings: sim.settings,
      bands: bandsOf(sim.settings),
      pending: pending.map(pendingOf),
    };
  };

  const read = async (simNo: string, now: Date): Promise<DeviceReading> => {
    await findDevice(simNo);
    await applyDue(simNo, now);
    return current(simNo);
  };

  const slotOf = (command: DeviceCommand): DeviceCommandSlot => (command.kind === 'wifi' || command.kind === 'display' ? command.band : 'action');

  const changeOf = (command: DeviceCommand) => {
    if (command.kind === 'wifi') return { ssid: command.ssid, password: command.password, encryption: command.encryption };
    return command.kind === 'display' ? { show: command.show } : null;
  };

  return {
    read,

    submit: async (simNo, command, now) => {
      const before = await read(simNo, now);
      // A shutdown still under way is the last action being carried out; only after it is the device off.
      const shuttingDown = before.pending.some((pending) => pending.kind === 'close');
      if (before.state === 'offline' || (before.state === 'off' && !shuttingDown)) throw new DeviceRefusal(before.state, before.state);
      if (before.state !== 'online') throw new DeviceRefusal('busy', before.state);
      const slot = slotOf(command);
      if (slot !== 'action' && !before.bands.some((band) => band.band === slot)) throw new DeviceRefusal('noBand');
      // The partial unique index keeps one pending command per slot, across processes.
      const taken = await db
        .insert(deviceCommands)
        .values({ simNo, slot, kind: command.kind, change: changeOf(command), dueAt: new Date(now.getTime() + delayMs) })
        .onConflictDoNothing()
        .returning({ id: deviceCommands.id });
      if (taken.length === 0) throw new DeviceRefusal(slot === 'action' ? 'busy' : 'bandBusy', before.state);
      return read(simNo, now);
    },

    sweep: async (now) => {
      const applied = await applyDue(null, now);
      const changed = await Promise.all([...new Set(applied.map((row) => row.simNo))].map(current));
      return { applied: applied.length, changed };
    },
  };
};
