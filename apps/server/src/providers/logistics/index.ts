export type { LogisticsProvider, Shipment, ShipmentRequest, Tracking, TrackingEvent } from './types';
export { createSandboxLogistics, type SandboxLogisticsOptions } from './sandbox';
