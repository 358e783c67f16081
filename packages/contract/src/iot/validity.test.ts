import { describe, expect, it } from 'vitest';
import { validityEnd, VALIDITY_UNITS } from './wallet';

describe('validityEnd', () => {
  it("counts months by China's calendar: bought at 04:00 on 1 February in China, a month runs to 04:00 on 1 March", () => {
    // 2026-01-31T20:00Z is already 1 February in China; by UTC's calendar a month would end on 3 March.
    expect(validityEnd(new Date('2026-01-31T20:00:00.000Z'), 1, VALIDITY_UNITS.months).toISOString()).toBe('2026-02-28T20:00:00.000Z');
  });

  it('adds days and years the same way', () => {
    expect(validityEnd(new Date('2026-03-10T02:00:00.000Z'), 7, VALIDITY_UNITS.days).toISOString()).toBe('2026-03-17T02:00:00.000Z');
    expect(validityEnd(new Date('2028-02-28T18:00:00.000Z'), 1, VALIDITY_UNITS.years).toISOString()).toBe('2029-02-28T18:00:00.000Z');
  });
});
