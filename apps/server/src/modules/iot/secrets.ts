import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_BYTES = 32;

export const newCardPasswordSalt = (): string => randomBytes(16).toString('base64url');

/** scrypt: a 6-digit password is few guesses away, so each guess must cost the guesser. */
export const hashCardPassword = (password: string, salt: string): string => scryptSync(password, salt, KEY_BYTES).toString('hex');

export const isCardPassword = (password: string, salt: string, hash: string): boolean => {
  const expected = Buffer.from(hash, 'hex');
  const given = scryptSync(password, salt, KEY_BYTES);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
