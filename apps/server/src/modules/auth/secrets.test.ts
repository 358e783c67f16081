import { SMS_CODE_LENGTH } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { hashSessionToken, isSessionToken, newSessionToken } from '../../lib/session-token';
import { hashSmsCode, newSalt, newSmsCode, sameHash } from './secrets';

describe('SMS codes', () => {
  it('are always six digits', () => {
    for (let i = 0; i < 200; i += 1) expect(newSmsCode()).toMatch(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`));
  });

  it('hash differently under different salts and compare equal only to their own hash', () => {
    const salt = newSalt();
    const hash = hashSmsCode('012345', salt);
    expect(hash).not.toContain('012345');
    expect(hashSmsCode('012345', newSalt())).not.toBe(hash);
    expect(sameHash(hashSmsCode('012345', salt), hash)).toBe(true);
    expect(sameHash(hashSmsCode('012346', salt), hash)).toBe(false);
  });
});

describe('session tokens', () => {
  it('are 32 random bytes in base64url, recognised by shape', () => {
    const token = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isSessionToken(token)).toBe(true);
    expect(newSessionToken()).not.toBe(token);
    expect(isSessionToken(`${token}x`)).toBe(false);
    expect(isSessionToken('not a token')).toBe(false);
  });

  it('are stored as their SHA-256', () => {
    expect(hashSessionToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
