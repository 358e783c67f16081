import { describe, expect, it } from 'vitest';
import { chinaDay, dayAfter } from './china-time';

describe('chinaDay', () => {
  it('turns at 16:00 UTC, midnight in China', () => {
    expect(chinaDay(new Date('2026-03-10T15:59:59.999Z'))).toBe('2026-03-10');
    expect(chinaDay(new Date('2026-03-10T16:00:00.000Z'))).toBe('2026-03-11');
    expect(chinaDay(new Date('2026-12-31T16:00:00.000Z'))).toBe('2027-01-01');
  });
});

describe('dayAfter', () => {
  it('counts calendar days across months, leap days and years, both ways', () => {
    expect(dayAfter('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayAfter('2028-02-28', 1)).toBe('2028-02-29');
    expect(dayAfter('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayAfter('2026-03-10', 0)).toBe('2026-03-10');
  });
});
