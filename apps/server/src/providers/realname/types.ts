import type { RealnameReason } from '@shop/contract';
import type { GatewayReply } from '../payment/types';

export interface OpenCheckInput {
  requestSn: string;
  /** The number being verified (the card's or a vice SIM's) and its operator. */
  simNo: string;
  operatorType: number;
  /** Where the operator sends its verdict, and where the holder's browser goes after submitting. */
  notifyUrl: string;
  returnUrl: string;
}

/** An operator's verdict on a real-name request. */
export interface RealnameVerdict {
  requestSn: string;
  outcome: 'verified' | 'failed';
  reason: RealnameReason | null;
  holderName: string;
  /** Operators never send the full identity number. */
  idCardMasked: string;
}

/** Where a request stands at the operator, as its query API answers. */
export type CheckProgress = { state: 'open' } | { state: 'reviewing' } | ({ state: 'decided'; notifyId: string } & RealnameVerdict);

/** A notification whose signature, age and fields checked out. */
export interface VerifiedVerdict extends RealnameVerdict {
  notifyId: string;
}

export interface ThreeFactorInput {
  name: string;
  idCard: string;
  mobile: string;
}

export type ThreeFactorResult = { passed: true } | { passed: false; reason: RealnameReason };

export interface RealnameProvider {
  /** Opens the operator's real-name page for a request; asking again for the same request changes nothing. */
  open(input: OpenCheckInput): Promise<{ url: string }>;
  /** The operator's query API: a verdict once it is due. */
  progress(requestSn: string): Promise<CheckProgress | undefined>;
  /** Throws NotificationRefused for a bad signature, a stale timestamp or a malformed body. */
  verifyNotification(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): VerifiedVerdict;
  ackSuccess(): GatewayReply;
  ackFailure(message: string): GatewayReply;
  /** Platform real-name: the name, identity number and mobile checked together. */
  checkThreeFactor(input: ThreeFactorInput): Promise<ThreeFactorResult>;
}
