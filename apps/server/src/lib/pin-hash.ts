import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_BYTES = 32;

export const newPinSalt = (): string => randomBytes(16).toString('base64url');

/**
 * scrypt of a 6-digit secret (a card password, a pay password) under its own salt: six digits
 * are few guesses away, so each guess must cost. It runs on libuv's threads, not the event
 * loop, so the tens of milliseconds it takes never hold up other requests.
 */
const scryptOf = (pin: string, salt: string): Promise<Buffer> =>
  new Promise((resolve, reject) => scrypt(pin, salt, KEY_BYTES, (error, key) => (error ? reject(error) : resolve(key))));

export const hashPin = async (pin: string, salt: string): Promise<string> => (await scryptOf(pin, salt)).toString('hex');

export const pinMatches = async (pin: string, salt: string, hash: string): Promise<boolean> => {
  const expected = Buffer.from(hash, 'hex');
  const given = await scryptOf(pin, salt);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
