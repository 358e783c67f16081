export type { Acceptance, AcceptanceRequest, CarrierAcceptance } from './types';
export { createSandboxCarrier, type SandboxCarrierOptions } from './sandbox';
export { type CycleStart, type LineSpeed, type PackageGrant, SimPlatformError, type SimPlatform, type SimReading } from './sim-platform';
export { createSandboxSimPlatform, type SandboxSimPlatformOptions } from './sim-sandbox';
export type { NetworkSwitcher, NetworkSwitchOutcome, NetworkSwitchRequest } from './network';
export { createSandboxNetworkSwitcher, type SandboxNetworkSwitcherOptions } from './network-sandbox';
