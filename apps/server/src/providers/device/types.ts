import type { DeviceAction, DeviceState, WifiBand, WifiEncryption } from '@shop/contract';
import type { DeviceCommandKind, DeviceSettings, DeviceWifiBand } from '../../db/schema/sandbox-device';

export type { DeviceSettings, DeviceWifiBand };

/** A band as the device reports it, with its password (the shop answers it only after a proof). */
export type DeviceBand = DeviceWifiBand & { band: WifiBand; encryption: WifiEncryption };

/** A command the device accepted and has yet to apply. */
export interface PendingCommand {
  kind: DeviceCommandKind;
  band: WifiBand | null;
  /** The coming name (wifi) or display (display); never the password. */
  name: string | null;
  show: boolean | null;
  dueAt: Date;
}

/** The device as its platform reports it at one instant: what the shop keeps of it and what is under way. */
export interface DeviceReading {
  simNo: string;
  deviceNo: string;
  state: DeviceState;
  /** Whether the device is on the network (off once shut down, until switched on again). */
  online: boolean;
  settings: DeviceSettings;
  bands: DeviceBand[];
  pending: PendingCommand[];
}

/** A sweep's work: how many commands were applied, and the devices they changed, as they now stand. */
export interface DeviceSweep {
  applied: number;
  changed: DeviceReading[];
}

export type DeviceCommand =
  | { kind: 'wifi'; band: WifiBand; ssid: string; password: string; encryption: WifiEncryption }
  | { kind: 'display'; band: WifiBand; show: boolean }
  | { kind: DeviceAction };

/** Why the device did not take a command. */
export type DeviceRefusalReason = 'notDevice' | 'offline' | 'off' | 'busy' | 'bandBusy' | 'noBand';

/** The device did not take the command: nothing was changed. */
export class DeviceRefusal extends Error {
  override readonly name = 'DeviceRefusal';
  constructor(
    readonly reason: DeviceRefusalReason,
    readonly state?: DeviceState,
  ) {
    super(`device refused: ${reason}`);
  }
}

/**
 * The carrier's device control platform for a card's Wi-Fi device. Commands are accepted at
 * once and applied by the device a little later; `read` reports what is pending.
 */
export interface DeviceControl {
  read(simNo: string, now: Date): Promise<DeviceReading>;
  /** Accepts a command, or throws DeviceRefusal (offline, switched off, one already pending). */
  submit(simNo: string, command: DeviceCommand, now: Date): Promise<DeviceReading>;
  /** Applies every command due by `now` (for a platform that reports back, a no-op). */
  sweep(now: Date): Promise<DeviceSweep>;
}
