import { patternByCode } from '@shop/contract';
import type { NumberFilters } from './filterQuery';

/** Which digits of a number a pattern is about; checked against the pattern's own rule first. */
type Span = (number: string) => number[];

const range = (from: number, to: number): number[] => Array.from({ length: Math.max(to - from, 0) }, (_, i) => from + i);

const tail = (length: number): Span => (number) => range(number.length - length, number.length);

/** The whole run of the repeated last digit: all of 88888, not only its last four. */
const repeatedTail: Span = (number) => {
  const run = /(\d)\1*$/.exec(number)?.[0].length ?? 0;
  return range(number.length - run, number.length);
};

/** Every place the digits appear, overlaps included ('88' in '888' covers all three). */
const occurrences = (digits: string): Span => (number) =>
  range(0, number.length - digits.length + 1)
    .filter((at) => number.startsWith(digits, at))
    .flatMap((at) => range(at, at + digits.length));

const eightsInTail: Span = (number) => range(Math.max(number.length - 8, 0), number.length).filter((i) => number[i] === '8');

const PATTERN_SPANS: Readonly<Record<string, Span>> = {
  AAAA: repeatedTail,
  AAA: tail(3),
  AA: tail(2),
  AABB: tail(4),
  ABAB: tail(4),
  AABBCC: tail(6),
  ABCABC: tail(6),
  ABC: tail(3),
  ABCD: tail(4),
  ABCDE: tail(5),
  CBA: tail(3),
  DCBA: tail(4),
  EDCBA: tail(5),
  TAIL6: tail(1),
  TAIL8: tail(1),
  TAIL9: tail(1),
  MANY8: eightsInTail,
  L168: tail(3),
  L518: tail(3),
  L520: tail(3),
  L1314: tail(4),
  L5201314: occurrences('5201314'),
  L888: tail(3),
  L666: tail(3),
  MMDD: tail(4),
  YYMMDD: tail(6),
};

/** The digits a pattern covers in a number; none when the number does not show it. */
export function patternDigits(number: string, code: string): number[] {
  const span = PATTERN_SPANS[code];
  return span && patternByCode.get(code)?.matches(number) ? span(number) : [];
}

function searchedDigits(number: string, filters: NumberFilters): number[] {
  const { positions, startsWith, endsWith, contains } = filters;
  const hits = positions ? range(0, number.length).filter((i) => /\d/.test(positions[i] ?? '') && positions[i] === number[i]) : [];
  if (startsWith && number.startsWith(startsWith)) hits.push(...range(0, startsWith.length));
  if (endsWith && number.endsWith(endsWith)) hits.push(...tail(endsWith.length)(number));
  if (contains) hits.push(...occurrences(contains)(number));
  return hits;
}

/** The pattern that says most about a number: the one covering the most digits. */
const strongestPattern = (number: string, patterns: readonly string[]): number[] =>
  patterns.map((code) => patternDigits(number, code)).reduce((best, span) => (span.length > best.length ? span : best), []);

/**
 * Which digits to highlight: those the visitor searched for, plus the pattern they chose;
 * with neither, the number's own strongest pattern, so every card shows why it is special.
 */
export function highlightedDigits(number: string, filters: NumberFilters, patterns: readonly string[]): boolean[] {
  const searched = searchedDigits(number, filters);
  const pattern = filters.pattern ? patternDigits(number, filters.pattern) : searched.length === 0 ? strongestPattern(number, patterns) : [];
  const hit = new Set([...searched, ...pattern]);
  return [...number].map((_, i) => hit.has(i));
}

export interface DigitRun {
  text: string;
  hit: boolean;
}

/** Mobile numbers read as 3-4-4 ('138 0013 8000'). */
const GROUP_ENDS = [3, 7, 11];

/** The number in reading groups, each group split into runs of highlighted and plain digits. */
export function digitGroups(number: string, hits: readonly boolean[]): DigitRun[][] {
  const ends = number.length === 11 ? GROUP_ENDS : [number.length];
  return ends.map((end, g) => {
    const runs: DigitRun[] = [];
    for (let i = g === 0 ? 0 : (ends[g - 1] ?? 0); i < end; i += 1) {
      const hit = hits[i] ?? false;
      const last = runs.at(-1);
      if (last && last.hit === hit) last.text += number[i];
      else runs.push({ text: number[i] ?? '', hit });
    }
    return runs;
  });
}
