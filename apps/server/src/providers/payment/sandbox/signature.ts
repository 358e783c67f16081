import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { assertFresh, headerValue, NotificationRefused } from '../types';

/** The sandbox signs like WeChat Pay v3 does, with a shared secret instead of RSA keys. */
export const SandboxHeader = {
  timestamp: 'sandbox-timestamp',
  nonce: 'sandbox-nonce',
  signature: 'sandbox-signature',
} as const;

const hmac = (secret: string, timestamp: string, nonce: string, body: string): Buffer =>
  createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}`).digest();

/** Headers for one delivery: a fresh timestamp and nonce every time, as retries are re-signed. */
export const signSandbox = (secret: string, body: string, now = Date.now()): Record<string, string> => {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    [SandboxHeader.timestamp]: timestamp,
    [SandboxHeader.nonce]: nonce,
    [SandboxHeader.signature]: hmac(secret, timestamp, nonce, body).toString('base64'),
  };
};

export const verifySandboxSignature = (
  secret: string,
  body: string,
  headers: Record<string, string | string[] | undefined>,
  now = Date.now(),
): void => {
  const timestamp = headerValue(headers, SandboxHeader.timestamp);
  const nonce = headerValue(headers, SandboxHeader.nonce);
  const given = Buffer.from(headerValue(headers, SandboxHeader.signature), 'base64');
  const expected = hmac(secret, timestamp, nonce, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new NotificationRefused('signature does not match');
  assertFresh(/^\d{1,12}$/.test(timestamp) ? Number(timestamp) * 1000 : Number.NaN, now);
};
