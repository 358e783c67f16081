import { describe, expect, it } from 'vitest';
import { hashPin, newPinSalt, pinMatches } from './pin-hash';

describe('a 6-digit secret kept as a salted scrypt hash', () => {
  it('matches the secret it was made from, under its own salt only', async () => {
    const salt = newPinSalt();
    const hash = await hashPin('502814', salt);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await pinMatches('502814', salt, hash)).toBe(true);
    expect(await pinMatches('502815', salt, hash)).toBe(false);
    expect(await pinMatches('502814', newPinSalt(), hash)).toBe(false);
  });

  it('gives the same secret a different hash under a different salt', async () => {
    expect(await hashPin('502814', newPinSalt())).not.toBe(await hashPin('502814', newPinSalt()));
  });

  it('refuses a stored hash of the wrong length instead of comparing it', async () => {
    expect(await pinMatches('502814', newPinSalt(), 'abcd')).toBe(false);
  });
});
