/** A delivery to the buyer's address. */
export interface ShipmentRequest {
  orderSn: string;
  /** Province and city names of the delivery address (where the parcel is delivered). */
  province: string;
  city: string;
}

export interface Shipment extends ShipmentRequest {
  carrier: string;
  trackingNo: string;
  /** When the carrier took (or takes) the parcel at the warehouse. */
  shippedAt: Date;
}

export interface TrackingEvent {
  at: Date;
  text: string;
  location: string;
}

export interface Tracking {
  /** Oldest first; only events that have happened by `now`. */
  events: TrackingEvent[];
  /** When the parcel was signed for; null until then. */
  deliveredAt: Date | null;
}

/** The courier the shop hands paid orders to. */
export interface LogisticsProvider {
  /** Books a pickup for a paid order; the parcel leaves the warehouse at `shippedAt`. */
  createShipment(request: ShipmentRequest, now: Date): Promise<Shipment>;
  /** The tracking events so far. */
  track(shipment: Shipment, now: Date): Promise<Tracking>;
}
