import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH } from '@shop/contract';

/** A code of SMS_CODE_LENGTH digits from the system's secure random source; leading zeros kept. */
export const newSmsCode = (): string => String(randomInt(10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

export const newSalt = (): string => randomBytes(16).toString('base64url');

/** Codes are kept as an HMAC keyed by their own salt: equal codes never look alike in the table. */
export const hashSmsCode = (code: string, salt: string): string => createHmac('sha256', salt).update(code).digest('hex');

export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
