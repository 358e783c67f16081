export type { Acceptance, AcceptanceRequest, CarrierAcceptance } from './types';
export { createSandboxCarrier, type SandboxCarrierOptions } from './sandbox';
export {
  type CycleStart,
  type LineBreak,
  type LineSpeed,
  type LineVolume,
  type PackageGrant,
  SimPlatformError,
  type SimPlatform,
  type SimReading,
  type ViceLine,
} from './sim-platform';
export { createSandboxSimPlatform, type SandboxSimPlatformOptions } from './sim-sandbox';
export { provisionSandboxLines } from './provision';
export type { NetworkSwitcher, NetworkSwitchOutcome, NetworkSwitchRequest } from './network';
export { createSandboxNetworkSwitcher, type SandboxNetworkSwitcherOptions } from './network-sandbox';
