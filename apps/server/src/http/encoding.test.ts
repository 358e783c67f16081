import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './encoding';

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['gzip;q=abc', 'identity'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
