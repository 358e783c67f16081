import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants';
import { numberPatterns, patternByCode, patternIdsOf } from './patterns';

const codesOf = (number: string) => numberPatterns.filter((p) => p.matches(number)).map((p) => p.code);

describe('number patterns', () => {
  it('have unique ids and codes and a label in every locale', () => {
    expect(new Set(numberPatterns.map((p) => p.id)).size).toBe(numberPatterns.length);
    expect(new Set(numberPatterns.map((p) => p.code)).size).toBe(numberPatterns.length);
    for (const pattern of numberPatterns) {
      for (const locale of LOCALES) expect(pattern.label[locale], `${pattern.code} ${locale}`).toMatch(/\S/);
    }
  });

  it.each([
    ['13912348888', 'AAAA', true],
    ['13912388888', 'AAAA', true],
    ['13912340888', 'AAA', true],
    ['13912348888', 'AAA', false],
    ['13912340788', 'AA', true],
    ['13912340888', 'AA', false],
    ['13912347788', 'AABB', true],
    ['13912347777', 'AABB', false],
    ['13912347878', 'ABAB', true],
    ['13912347777', 'ABAB', false],
    ['13912778899', 'AABBCC', true],
    ['13912777799', 'AABBCC', false],
    ['13912778877', 'AABBCC', false],
    ['13912789789', 'ABCABC', true],
    ['13912777777', 'ABCABC', false],
    ['13912787787', 'ABCABC', false],
    ['13912340789', 'ABC', true],
    ['13912346789', 'ABCD', true],
    ['13912345678', 'ABCDE', true],
    ['13912340890', 'ABC', false],
    ['13912340987', 'CBA', true],
    ['13912340109', 'CBA', false],
    ['13912349876', 'DCBA', true],
    ['13912398765', 'EDCBA', true],
    ['13912340006', 'TAIL6', true],
    ['13912340008', 'TAIL8', true],
    ['13912340009', 'TAIL9', true],
    ['13918818008', 'MANY8', true],
    ['13918010008', 'MANY8', false],
    ['13080000880', 'MANY8', true],
    ['13800000880', 'MANY8', false],
    ['13912350008', 'NO4', true],
    ['13912340008', 'NO4', false],
    ['13900000168', 'L168', true],
    ['13900000568', 'L168', false],
    ['13900000518', 'L518', true],
    ['13900000520', 'L520', true],
    ['13900001314', 'L1314', true],
    ['13900002314', 'L1314', false],
    ['13952013140', 'L5201314', true],
    ['13900000888', 'L888', true],
    ['13900000666', 'L666', true],
    ['13900001231', 'MMDD', true],
    ['13900000229', 'MMDD', true],
    ['13900001332', 'MMDD', false],
    ['13900000431', 'MMDD', false],
    ['13900000015', 'MMDD', false],
    ['13900001200', 'MMDD', false],
    ['13900881231', 'YYMMDD', true],
    ['13900000229', 'YYMMDD', true],
    ['13900010229', 'YYMMDD', false],
    ['13900960229', 'YYMMDD', true],
    ['13900991301', 'YYMMDD', false],
  ])('%s is %s: %s', (number, code, expected) => {
    expect(patternByCode.get(code)?.matches(number)).toBe(expected);
  });

  it('lists every pattern a number shows, by id', () => {
    expect(codesOf('13900008888')).toEqual(['AAAA', 'TAIL8', 'MANY8', 'NO4', 'L888']);
    expect(patternIdsOf('13900008888')).toEqual([1, 15, 17, 18, 24]);
    expect(patternIdsOf('13912357093')).toEqual([18]);
  });
});
