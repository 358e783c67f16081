import { describe, expect, it } from 'vitest';
import { accruedMb, usageAfter } from './usage';

const at = (iso: string) => new Date(iso);

describe('accruedMb', () => {
  it('counts the daily rate over whole days', () => {
    expect(accruedMb(at('2026-03-01T00:00:00Z'), at('2026-03-03T00:00:00Z'), 500)).toBe(1000);
  });

  it('adds up exactly however the span is split', () => {
    const start = at('2026-03-01T00:00:00Z');
    const end = at('2026-03-02T00:00:00Z');
    let total = 0;
    let from = start;
    for (let minutes = 7; from < end; minutes += 7) {
      const to = new Date(Math.min(start.getTime() + minutes * 60_000, end.getTime()));
      total += accruedMb(from, to, 333);
      from = to;
    }
    expect(total).toBe(accruedMb(start, end, 333));
    expect(total).toBe(333);
  });

  it('counts nothing backwards, at a zero rate or over no time', () => {
    expect(accruedMb(at('2026-03-02T00:00:00Z'), at('2026-03-01T00:00:00Z'), 500)).toBe(0);
    expect(accruedMb(at('2026-03-01T00:00:00Z'), at('2026-03-05T00:00:00Z'), 0)).toBe(0);
    expect(accruedMb(at('2026-03-01T00:00:00Z'), at('2026-03-01T00:00:00Z'), 500)).toBe(0);
  });
});

describe('usageAfter', () => {
  it('stops at the plan total', () => {
    expect(usageAfter(900, 500, 1000, false)).toBe(1000);
  });

  it('keeps counting on an unlimited plan', () => {
    expect(usageAfter(900, 500, 1000, true)).toBe(1400);
  });

  it('never lowers use already counted past a smaller total', () => {
    expect(usageAfter(1200, 300, 1000, false)).toBe(1200);
  });
});
