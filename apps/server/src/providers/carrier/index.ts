export type { Acceptance, AcceptanceRequest, CarrierAcceptance } from './types';
export { createSandboxCarrier, type SandboxCarrierOptions } from './sandbox';
export { SimPlatformError, type SimPlatform, type SimReading } from './sim-platform';
export { createSandboxSimPlatform, type SandboxSimPlatformOptions } from './sim-sandbox';
