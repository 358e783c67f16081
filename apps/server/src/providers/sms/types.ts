import type { Config } from '../../config';

export type SmsProviderName = Config['smsProvider'];

/** A message as the sandbox's outbox keeps it: what the phone would show. */
export interface SentSms {
  mobile: string;
  text: string;
  code: string;
  sentAt: string;
}

/**
 * Sends text messages. A real vendor adapter implements `send` (and throws when the vendor
 * refuses); only a sandbox keeps an `outbox` to read the messages back.
 */
export interface SmsProvider {
  readonly name: SmsProviderName;
  /** `code` is the secret inside `text`, passed apart for vendors that fill templates. */
  send(mobile: string, text: string, code: string): Promise<void>;
  readonly outbox?: (mobile: string, limit: number) => Promise<SentSms[]>;
}
