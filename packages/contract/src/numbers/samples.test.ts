import { describe, expect, it } from 'vitest';
import { OPERATOR_CODES } from '../constants';
import { maskedSample, SAMPLE_PREFIXES } from './samples';

const all = OPERATOR_CODES.flatMap((operator) => SAMPLE_PREFIXES[operator]);

describe('sample prefixes', () => {
  it('give every operator at least one block', () => {
    for (const operator of OPERATOR_CODES) expect(SAMPLE_PREFIXES[operator].length, String(operator)).toBeGreaterThan(0);
  });

  it('are three-digit mobile blocks, each held by one operator only', () => {
    for (const prefix of all) expect(prefix).toMatch(/^1[3-9]\d$/);
    expect(new Set(all).size).toBe(all.length);
  });

  it.each([
    [1, '138'],
    [1, '198'],
    [2, '186'],
    [2, '166'],
    [3, '189'],
    [3, '199'],
    [4, '192'],
  ] as const)('put operator %i on %s', (operator, prefix) => {
    expect(SAMPLE_PREFIXES[operator]).toContain(prefix);
  });

  it('mask the middle four digits of an 11-digit number', () => {
    expect(maskedSample('138', '8888')).toBe('138****8888');
    expect(maskedSample('138', '8888')).toHaveLength(11);
  });
});
