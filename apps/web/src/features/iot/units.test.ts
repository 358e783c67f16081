import { describe, expect, it } from 'vitest';
import { flowAmount, timeLeft, usedShare } from './units';

describe('flowAmount', () => {
  it('keeps whole MB under 1 GB and shows GB with 2 decimals from 1 GB', () => {
    expect(flowAmount(0)).toEqual({ value: '0', unit: 'MB' });
    expect(flowAmount(1023)).toEqual({ value: '1023', unit: 'MB' });
    expect(flowAmount(1024)).toEqual({ value: '1.00', unit: 'GB' });
    expect(flowAmount(30720 + 512)).toEqual({ value: '30.50', unit: 'GB' });
  });
});

describe('usedShare', () => {
  it('is used over total, kept within 0–1, and full for an empty plan', () => {
    expect(usedShare(256, 1024)).toBe(0.25);
    expect(usedShare(2048, 1024)).toBe(1);
    expect(usedShare(0, 0)).toBe(1);
  });
});

describe('timeLeft', () => {
  it('counts in the spec 9 unit', () => {
    expect(timeLeft(12, 1)).toEqual({ lifetime: false, count: 12, unit: 'days' });
    expect(timeLeft(20, 2)).toEqual({ lifetime: false, count: 20, unit: 'months' });
    expect(timeLeft(2, 3)).toEqual({ lifetime: false, count: 2, unit: 'years' });
  });

  it('reads 20 or more years, or a unit code of 20 or more, as lifetime', () => {
    expect(timeLeft(19, 3)).toEqual({ lifetime: false, count: 19, unit: 'years' });
    expect(timeLeft(20, 3)).toEqual({ lifetime: true });
    expect(timeLeft(1, 20)).toEqual({ lifetime: true });
  });

  it('never counts below zero', () => {
    expect(timeLeft(-3, 1)).toEqual({ lifetime: false, count: 0, unit: 'days' });
  });
});
