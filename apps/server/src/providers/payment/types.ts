import type { PaymentProviderName } from '@shop/contract';
import type { Database } from '../../db/client';

export type PaymentOutcome = 'succeeded' | 'failed' | 'closed';

export interface CreatePaymentInput {
  paymentSn: string;
  amountFen: number;
  /** What the payer sees on the cashier and in the gateway's bill. */
  description: string;
  /** Shown by the sandbox cashier; real gateways show the merchant they signed up. */
  merchantName: string;
  /** Where the gateway sends its notification (absolute for real gateways). */
  notifyUrl: string;
  /** Where the payer's browser goes after paying. */
  returnUrl: string;
  /** The payer's address, which WeChat's H5 payment requires. */
  clientIp: string;
}

/** A notification whose signature, age and fields checked out; the amount is still to be checked. */
export interface VerifiedNotification {
  notifyId: string;
  paymentSn: string;
  tradeNo: string;
  amountFen: number;
  outcome: PaymentOutcome;
}

/** What the callback route answers the gateway, in the gateway's own words. */
export interface GatewayReply {
  status: number;
  contentType: string;
  body: string;
}

export interface RefundInput {
  paymentSn: string;
  /** Unique per refund: gateways refund once per number, so a retried refund is not paid twice. */
  refundSn: string;
  amountFen: number;
  reason: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createPayment(input: CreatePaymentInput): Promise<{ payUrl: string }>;
  /** Throws NotificationRefused for a bad signature, a stale timestamp or a malformed body. */
  verifyNotification(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): VerifiedNotification;
  ackSuccess(): GatewayReply;
  ackFailure(message: string): GatewayReply;
  /** `tx` is the shop's transaction: the sandbox books the refund in it, real gateways are called. */
  refund(input: RefundInput, tx: Database): Promise<void>;
}

/** A notification the shop will not act on; the gateway is told so and tries again later. */
export class NotificationRefused extends Error {
  override readonly name = 'NotificationRefused';
}

/** Real gateways sign a timestamp; one older than this is a replay. */
export const NOTIFICATION_MAX_AGE_MS = 5 * 60 * 1000;

export const assertFresh = (sentAtMs: number, now: number): void => {
  if (!Number.isFinite(sentAtMs)) throw new NotificationRefused('notification timestamp is missing or malformed');
  if (Math.abs(now - sentAtMs) > NOTIFICATION_MAX_AGE_MS) throw new NotificationRefused('notification timestamp is stale');
};

/** A header's single value (Node gives repeated headers as arrays). */
export const headerValue = (headers: Record<string, string | string[] | undefined>, name: string): string => {
  const value = headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) throw new NotificationRefused(`header ${name} is missing`);
  return text;
};
