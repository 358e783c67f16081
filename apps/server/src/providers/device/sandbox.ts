import { type DeviceState, ONLINE_STATUS, WifiBand, type WifiEncryption } from '@shop/contract';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DeviceCommandKind, type DeviceCommandSlot, deviceCommands, type SimDevice, sims, type StoredWifiBand } from '../../db/schema';
import { type DeviceBand, type DeviceCommand, type DeviceControl, type DeviceReading, DeviceRefusal, type PendingCommand } from './types';

export interface SandboxDeviceOptions {
  /** How long the device takes to apply a command (3 s by default). */
  delayMs?: number;
  /** How long after a shutdown the holder switches the device on again at the device (2 minutes by default). */
  powerOnAfterMs?: number;
}

type CommandRow = typeof deviceCommands.$inferSelect;
type SimDeviceRow = Pick<typeof sims.$inferSelect, 'id' | 'simNo' | 'imei' | 'deviceNo' | 'onlineStatus' | 'device'>;

const deviceColumns = { id: sims.id, simNo: sims.simNo, imei: sims.imei, deviceNo: sims.deviceNo, onlineStatus: sims.onlineStatus, device: sims.device };

const encryptionOf = (band: StoredWifiBand): WifiEncryption => (band.encryption === 'NONE' ? 'NONE' : 'WPA2-PSK');

const bandsOf = (device: SimDevice): DeviceBand[] => [
  { ...device.band2g, band: WifiBand.band2g, encryption: encryptionOf(device.band2g) },
  ...(device.band5g ? [{ ...device.band5g, band: WifiBand.band5g, encryption: encryptionOf(device.band5g) }] : []),
];

const withBand = (device: SimDevice, band: WifiBand, change: (stored: StoredWifiBand) => StoredWifiBand): SimDevice => {
  if (band === WifiBand.band2g) {
    const band2g = change(device.band2g);
    return { ...device, band2g, wifiEncrypt: band2g.encryption };
  }
  return device.band5g ? { ...device, band5g: change(device.band5g) } : device;
};

/** The settings on the device's label: names from the card number, the password the last 8 digits of its IMEI. */
const factoryOf = (sim: SimDeviceRow, device: SimDevice): SimDevice => {
  const name = `SunMiFi-${sim.simNo.slice(-4)}`;
  const password = (sim.imei || sim.simNo).slice(-8);
  const reset = (stored: StoredWifiBand, suffix: string): StoredWifiBand => ({
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

const stateOf = (sim: SimDeviceRow, action: CommandRow | undefined): DeviceState => {
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
 * A Wi-Fi device as a sandbox on the shop's database: its settings in the card's `sims.device`,
 * its accepted commands in `device_commands` with the time each is due. A command is applied
 * once, in the transaction that marks it applied, by the first read or sweep after it is due,
 * so the device keeps working across restarts and several server processes.
 */
export const createSandboxDeviceControl = (db: Database, { delayMs = 3000, powerOnAfterMs = 120_000 }: SandboxDeviceOptions = {}): DeviceControl => {
  const apply = async (tx: Database, row: CommandRow, now: Date): Promise<void> => {
    const [sim] = await tx.select(deviceColumns).from(sims).where(eq(sims.id, row.simId)).for('update');
    if (!sim?.device) return;
    const { device } = sim;
    const change = row.change;
    const set = (next: Partial<typeof sims.$inferInsert>) => tx.update(sims).set(next).where(eq(sims.id, sim.id));
    const kind: DeviceCommandKind = row.kind;
    if (kind === 'wifi' && change && 'ssid' in change && row.slot !== 'action') {
      // Joined phones drop off a renamed network and join again with the new password.
      await set({ device: withBand(device, row.slot, (band) => ({ ...band, name: change.ssid, password: change.password, encryption: change.encryption, connCount: 0 })) });
    } else if (kind === 'display' && change && 'show' in change && row.slot !== 'action') {
      await set({ device: withBand(device, row.slot, (band) => ({ ...band, show: change.show })) });
    } else if (kind === 'reset') {
      await set({ device: factoryOf(sim, device) });
    } else if (kind === 'close') {
      await set({ onlineStatus: ONLINE_STATUS.offline });
      await tx.insert(deviceCommands).values({ simId: sim.id, slot: 'action', kind: 'powerOn', dueAt: new Date(now.getTime() + powerOnAfterMs) });
    } else if (kind === 'powerOn') {
      await set({ onlineStatus: ONLINE_STATUS.online });
    }
  };

  /** Applies the due commands (of one card, or all), oldest first; a command another process holds is left to it. */
  const applyDue = (simId: number | null, now: Date): Promise<number> =>
    db.transaction(async (tx) => {
      const due = and(isNull(deviceCommands.appliedAt), lte(deviceCommands.dueAt, now), simId === null ? undefined : eq(deviceCommands.simId, simId));
      const rows = await tx.select().from(deviceCommands).where(due).orderBy(asc(deviceCommands.dueAt), asc(deviceCommands.id)).for('update', { skipLocked: true });
      for (const row of rows) {
        // An applied Wi-Fi change's password lives on in the device alone, not in the clear here.
        await tx.update(deviceCommands).set({ appliedAt: now, change: null }).where(eq(deviceCommands.id, row.id));
        await apply(tx, row, now);
      }
      return rows.length;
    });

  const findDevice = async (simNo: string): Promise<SimDeviceRow & { device: SimDevice }> => {
    const [sim] = await db.select(deviceColumns).from(sims).where(eq(sims.simNo, simNo));
    if (!sim?.device) throw new DeviceRefusal('notDevice');
    return { ...sim, device: sim.device };
  };

  const read = async (simNo: string, now: Date): Promise<DeviceReading> => {
    const { id } = await findDevice(simNo);
    await applyDue(id, now);
    const sim = await findDevice(simNo);
    const pending = await db
      .select()
      .from(deviceCommands)
      .where(and(eq(deviceCommands.simId, id), isNull(deviceCommands.appliedAt)))
      .orderBy(asc(deviceCommands.dueAt), asc(deviceCommands.id));
    return {
      deviceNo: sim.deviceNo,
      state: stateOf(sim, pending.find((row) => row.slot === 'action')),
      bands: bandsOf(sim.device),
      pending: pending.map(pendingOf),
    };
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
      const { id } = await findDevice(simNo);
      // The partial unique index keeps one pending command per slot, across processes.
      const taken = await db
        .insert(deviceCommands)
        .values({ simId: id, slot, kind: command.kind, change: changeOf(command), dueAt: new Date(now.getTime() + delayMs) })
        .onConflictDoNothing()
        .returning({ id: deviceCommands.id });
      if (taken.length === 0) throw new DeviceRefusal(slot === 'action' ? 'busy' : 'bandBusy', before.state);
      return read(simNo, now);
    },

    sweep: (now) => applyDue(null, now),
  };
};
