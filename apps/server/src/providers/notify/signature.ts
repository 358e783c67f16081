import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SandboxSignatureHeader } from '@shop/contract';
import type { z } from 'zod';
import { assertFresh, headerValue, NotificationRefused } from '../payment/types';

/** The sandbox signs like WeChat Pay v3 does, with a shared secret instead of RSA keys. */
const hmac = (secret: string, timestamp: string, nonce: string, body: string): Buffer =>
  createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}`).digest();

/** Headers for one delivery: a fresh timestamp and nonce every time, as retries are re-signed. */
export const signSandbox = (secret: string, body: string, now = Date.now()): Record<string, string> => {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    [SandboxSignatureHeader.timestamp]: timestamp,
    [SandboxSignatureHeader.nonce]: nonce,
    [SandboxSignatureHeader.signature]: hmac(secret, timestamp, nonce, body).toString('base64'),
  };
};

export const verifySandboxSignature = (
  secret: string,
  body: string,
  headers: Record<string, string | string[] | undefined>,
  now = Date.now(),
): void => {
  const timestamp = headerValue(headers, SandboxSignatureHeader.timestamp);
  const nonce = headerValue(headers, SandboxSignatureHeader.nonce);
  const given = Buffer.from(headerValue(headers, SandboxSignatureHeader.signature), 'base64');
  const expected = hmac(secret, timestamp, nonce, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new NotificationRefused('signature does not match');
  assertFresh(/^\d{1,12}$/.test(timestamp) ? Number(timestamp) * 1000 : Number.NaN, now);
};

/** A signed sandbox notification's body, checked against `schema`; `what` names the notification in a refusal. */
export const verifiedSandboxBody = <T>(
  secret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  schema: z.ZodType<T>,
  what: string,
): T => {
  const body = rawBody.toString('utf8');
  verifySandboxSignature(secret, body, headers);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new NotificationRefused('body is not JSON');
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new NotificationRefused(`body is not ${what}`);
  return result.data;
};
