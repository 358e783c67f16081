export { type DeviceBand, type DeviceCommand, type DeviceControl, type DeviceReading, DeviceRefusal, type DeviceRefusalReason, type DeviceSettings, type DeviceSweep, type PendingCommand } from './types';
export { createSandboxDeviceControl, type SandboxDeviceOptions } from './sandbox';
export { provisionSandboxDevices } from './provision';
