import { SAMPLE_PREFIXES } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { NumberFieldRule } from '@shop/contract';
import { numberSamples } from './samples';

describe('numberSamples', () => {
  it('masks the middle of real blocks and searches their digits by position', () => {
    const samples = numberSamples();
    expect(samples).toHaveLength(6);
    for (const sample of samples) {
      expect(sample.masked).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect(SAMPLE_PREFIXES[sample.operator]).toContain(sample.masked.slice(0, 3));
      expect(sample.positions).toBe(sample.masked.replace('****', '____'));
      expect(NumberFieldRule.positions.test(sample.positions)).toBe(true);
    }
  });

  it('takes every operator in turn when none is chosen, and only the chosen one otherwise', () => {
    expect(numberSamples().map((sample) => sample.operator)).toEqual([1, 2, 3, 4, 1, 2]);
    expect(new Set(numberSamples(3).map((sample) => sample.operator))).toEqual(new Set([3]));
    expect(new Set(numberSamples(-99).map((sample) => sample.operator)).size).toBeGreaterThan(1);
  });

  it('is the same on every visit', () => {
    expect(numberSamples(2)).toEqual(numberSamples(2));
  });
});
