import type { Message } from '@shop/contract';

/** Who a new line is for, as the carrier's real-name check sees it. */
export interface AcceptanceRequest {
  name: string;
  /** The full identity number: sent to the carrier only, never stored or logged. */
  idCard: string;
  mobile: string;
  /** The number ordered, or null for a SIM product. */
  number: string | null;
}

/** A refusal's reason is what the buyer reads (code 30003), in their locale. */
export type Acceptance = { accepted: true } | { accepted: false; reason: Message };

/** The carrier platform that accepts (or refuses) a new line before the shop takes the order. */
export interface CarrierAcceptance {
  accept(request: AcceptanceRequest): Promise<Acceptance>;
}
