export { type DeviceBand, type DeviceCommand, type DeviceControl, type DeviceReading, DeviceRefusal, type DeviceRefusalReason, type PendingCommand } from './types';
export { createSandboxDeviceControl, type SandboxDeviceOptions } from './sandbox';
