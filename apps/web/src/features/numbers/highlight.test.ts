import { numberPatterns } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, type NumberFilters } from './filterQuery';
import { digitGroups, highlightedDigits, patternDigits } from './highlight';

/** The highlighted digits as text, '.' for the others: '.......8888'. */
const shown = (number: string, filters: Partial<NumberFilters>, patterns: string[] = []) =>
  highlightedDigits(number, { ...DEFAULT_FILTERS, ...filters }, patterns)
    .map((hit, i) => (hit ? number[i] : '.'))
    .join('');

describe('highlightedDigits', () => {
  it('marks the tail the visitor asked for', () => {
    expect(shown('13912348888', { endsWith: '8888' })).toBe('.......8888');
  });

  it('marks the start, and every place the digits appear', () => {
    expect(shown('13852013520', { startsWith: '138' })).toBe('138........');
    expect(shown('13852013520', { contains: '520' })).toBe('...520..520');
  });

  it('marks the boxes filled in the positional search, not the free ones', () => {
    expect(shown('13800138888', { positions: '138____8888' })).toBe('138....8888');
  });

  it('marks the whole run of a repeated tail for AAAA', () => {
    expect(shown('13912388888', { pattern: 'AAAA' })).toBe('......88888');
  });

  it('marks a chosen pattern beside the digits searched', () => {
    expect(shown('13812345678', { startsWith: '138', pattern: 'ABCDE' })).toBe('138...45678');
  });

  it("with no search, marks the number's strongest own pattern", () => {
    expect(shown('13912345678', {}, ['ABC', 'ABCD', 'ABCDE', 'TAIL8'])).toBe('......45678');
    expect(shown('13980881888', {}, ['MANY8', 'AAA', 'L888'])).toBe('...8.88.888');
  });

  it('marks nothing a number does not show, whatever it is tagged with', () => {
    expect(shown('13912345670', { pattern: 'AAAA' })).toBe('...........');
    expect(shown('13912345670', {}, ['AAAA'])).toBe('...........');
    expect(shown('13912345670', { endsWith: '8888' })).toBe('...........');
  });

  it('knows the span of every pattern that is about particular digits', () => {
    const examples: Record<string, string> = {
      AAAA: '13912348888', AAA: '13912340888', AA: '13912340788', AABB: '13912347788', ABAB: '13912347878',
      AABBCC: '13912778899', ABCABC: '13912789789', ABC: '13912340123', ABCD: '13912341234', ABCDE: '13912345678',
      CBA: '13912340321', DCBA: '13912344321', EDCBA: '13912354321', TAIL6: '13912340006', TAIL8: '13912340008',
      TAIL9: '13912340009', MANY8: '13980881888', L168: '13912340168', L518: '13912340518', L520: '13912340520',
      L1314: '13912341314', L5201314: '13952013140', L888: '13912340888', L666: '13912340666', MMDD: '13912341231',
      YYMMDD: '13912900101',
    };
    // Leaving out a digit is about no digit in particular.
    for (const { code } of numberPatterns.filter((pattern) => pattern.code !== 'NO4')) {
      expect(patternDigits(examples[code] ?? '', code).length, code).toBeGreaterThan(0);
    }
  });
});

describe('digitGroups', () => {
  it('reads 3-4-4 and splits each group into runs', () => {
    const hits = [...'.......8888'].map((c) => c !== '.');
    expect(digitGroups('13912348888', hits)).toEqual([
      [{ text: '139', hit: false }],
      [{ text: '1234', hit: false }],
      [{ text: '8888', hit: true }],
    ]);
  });

  it('keeps a number of another length in one group', () => {
    expect(digitGroups('10086', [false, false, true, true, false])).toEqual([
      [
        { text: '10', hit: false },
        { text: '08', hit: true },
        { text: '6', hit: false },
      ],
    ]);
  });
});
