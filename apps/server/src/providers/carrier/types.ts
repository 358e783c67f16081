/** Who a new line is for, as the carrier's real-name check sees it. */
export interface AcceptanceRequest {
  name: string;
  /** The full identity number: sent to the carrier only, never stored or logged. */
  idCard: string;
  mobile: string;
  /** The number ordered, or null for a SIM product. */
  number: string | null;
}

export type Acceptance = { accepted: true } | { accepted: false; reason: string };

/** The carrier platform that accepts (or refuses) a new line before the shop takes the order. */
export interface CarrierAcceptance {
  accept(request: AcceptanceRequest): Promise<Acceptance>;
}
