import { inLocales, type Locale } from '../constants';

/**
 * The pattern categories people shop numbers by, defined once: server (tags computed at
 * import), client (filter chips) and docs read the same list. A pattern's id is what the
 * database stores, so ids are never reused or renumbered.
 */
export type PatternGroup = 'repeat' | 'pair' | 'run' | 'tail' | 'digits' | 'lucky' | 'birthday';

export interface NumberPattern {
  id: number;
  code: string;
  group: PatternGroup;
  label: Record<Locale, string>;
  matches(number: string): boolean;
}

// Every number is tagged at import, a million at a time, so the rules read char codes from the
// end instead of slicing, spreading or running unanchored regexes: no rule allocates.
const ZERO = 48; // '0'
const EIGHT = 56; // '8'

/** The char code `place` positions from the end (1 is the last digit). */
const codeFromEnd = (number: string, place: number) => number.charCodeAt(number.length - place);

/** The digits at `place` and `place - 1` from the end as one number: place 2 reads the last two, 4 the two before. */
const twoDigitsFromEnd = (number: string, place: number) =>
  (codeFromEnd(number, place) - ZERO) * 10 + codeFromEnd(number, place - 1) - ZERO;

/** The last `length` digits are one digit repeated, and the digit before differs (exact run). */
const sameTail = (length: number, exact: boolean) => (number: string) => {
  const last = codeFromEnd(number, 1);
  for (let place = 2; place <= length; place++) if (codeFromEnd(number, place) !== last) return false;
  return !exact || codeFromEnd(number, length + 1) !== last;
};

/** The last `length` digits step by `step` (1 ascending, -1 descending). */
const runTail = (length: number, step: 1 | -1) => (number: string) => {
  // Char codes of digits differ exactly as the digits do.
  for (let place = length; place > 1; place--) if (codeFromEnd(number, place - 1) - codeFromEnd(number, place) !== step) return false;
  return true;
};

/** The last `pairs` pairs are each one digit doubled, every pair a different digit (AABB, AABBCC). */
const doubledTail = (pairs: number) => (number: string) => {
  let used = 0; // one bit per digit an earlier pair took
  for (let place = 2 * pairs; place > 0; place -= 2) {
    const code = codeFromEnd(number, place);
    const bit = 1 << (code - ZERO);
    if (codeFromEnd(number, place - 1) !== code || used & bit) return false;
    used |= bit;
  }
  return true;
};

/** The last `2 × size` digits are `size` different digits written twice (ABAB, ABCABC). */
const repeatedTail = (size: number) => (number: string) => {
  let used = 0; // one bit per digit already in the block
  for (let place = 2 * size; place > size; place--) {
    const code = codeFromEnd(number, place);
    const bit = 1 << (code - ZERO);
    if (codeFromEnd(number, place - size) !== code || used & bit) return false;
    used |= bit;
  }
  return true;
};

/** At least three 8s among the last eight digits. */
function hasManyEights(number: string): boolean {
  let eights = 0;
  for (let place = 1; place <= 8; place++) if (codeFromEnd(number, place) === EIGHT) eights++;
  return eights >= 3;
}

/** Like String#endsWith, but compared from the last digit: the first mismatch settles most numbers, and sooner. */
const endsWith = (ending: string) => (number: string) => {
  for (let place = 1; place <= ending.length; place++) if (codeFromEnd(number, place) !== codeFromEnd(ending, place)) return false;
  return true;
};

const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The last four digits are a real MMDD (29 February included). */
function endsInMonthDay(number: string): boolean {
  const month = twoDigitsFromEnd(number, 4);
  const day = twoDigitsFromEnd(number, 2);
  return month >= 1 && month <= 12 && day >= 1 && day <= (MONTH_DAYS[month - 1] ?? 0);
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The last six digits are YYMMDD read as 19YY or 20YY, whichever is a real date (29 February only in leap years). */
function endsInYearMonthDay(number: string): boolean {
  if (!endsInMonthDay(number)) return false;
  if (twoDigitsFromEnd(number, 4) !== 2 || twoDigitsFromEnd(number, 2) !== 29) return true;
  const yy = twoDigitsFromEnd(number, 6);
  return isLeapYear(1900 + yy) || isLeapYear(2000 + yy);
}

export const numberPatterns: readonly NumberPattern[] = [
  { id: 1, code: 'AAAA', group: 'repeat', label: inLocales('尾号AAAA', '尾號AAAA', 'Ends AAAA', 'Finit par AAAA', 'Termina en AAAA'), matches: sameTail(4, false) },
  { id: 2, code: 'AAA', group: 'repeat', label: inLocales('尾号AAA', '尾號AAA', 'Ends AAA', 'Finit par AAA', 'Termina en AAA'), matches: sameTail(3, true) },
  { id: 3, code: 'AA', group: 'repeat', label: inLocales('尾号AA', '尾號AA', 'Ends AA', 'Finit par AA', 'Termina en AA'), matches: sameTail(2, true) },
  { id: 4, code: 'AABB', group: 'pair', label: inLocales('AABB', 'AABB', 'AABB', 'AABB', 'AABB'), matches: doubledTail(2) },
  { id: 5, code: 'ABAB', group: 'pair', label: inLocales('ABAB', 'ABAB', 'ABAB', 'ABAB', 'ABAB'), matches: repeatedTail(2) },
  { id: 6, code: 'AABBCC', group: 'pair', label: inLocales('AABBCC', 'AABBCC', 'AABBCC', 'AABBCC', 'AABBCC'), matches: doubledTail(3) },
  { id: 7, code: 'ABCABC', group: 'pair', label: inLocales('ABCABC', 'ABCABC', 'ABCABC', 'ABCABC', 'ABCABC'), matches: repeatedTail(3) },
  { id: 8, code: 'ABC', group: 'run', label: inLocales('顺子ABC', '順子ABC', 'Run ABC', 'Suite ABC', 'Escalera ABC'), matches: runTail(3, 1) },
  { id: 9, code: 'ABCD', group: 'run', label: inLocales('顺子ABCD', '順子ABCD', 'Run ABCD', 'Suite ABCD', 'Escalera ABCD'), matches: runTail(4, 1) },
  { id: 10, code: 'ABCDE', group: 'run', label: inLocales('顺子ABCDE', '順子ABCDE', 'Run ABCDE', 'Suite ABCDE', 'Escalera ABCDE'), matches: runTail(5, 1) },
  { id: 11, code: 'CBA', group: 'run', label: inLocales('倒顺CBA', '倒順CBA', 'Down run CBA', 'Suite inverse CBA', 'Escalera inversa CBA'), matches: runTail(3, -1) },
  { id: 12, code: 'DCBA', group: 'run', label: inLocales('倒顺DCBA', '倒順DCBA', 'Down run DCBA', 'Suite inverse DCBA', 'Escalera inversa DCBA'), matches: runTail(4, -1) },
  { id: 13, code: 'EDCBA', group: 'run', label: inLocales('倒顺EDCBA', '倒順EDCBA', 'Down run EDCBA', 'Suite inverse EDCBA', 'Escalera inversa EDCBA'), matches: runTail(5, -1) },
  { id: 14, code: 'TAIL6', group: 'tail', label: inLocales('尾号6', '尾號6', 'Ends in 6', 'Finit par 6', 'Termina en 6'), matches: endsWith('6') },
  { id: 15, code: 'TAIL8', group: 'tail', label: inLocales('尾号8', '尾號8', 'Ends in 8', 'Finit par 8', 'Termina en 8'), matches: endsWith('8') },
  { id: 16, code: 'TAIL9', group: 'tail', label: inLocales('尾号9', '尾號9', 'Ends in 9', 'Finit par 9', 'Termina en 9'), matches: endsWith('9') },
  { id: 17, code: 'MANY8', group: 'digits', label: inLocales('多8', '多8', 'Lots of 8s', 'Plein de 8', 'Muchos 8'), matches: hasManyEights },
  { id: 18, code: 'NO4', group: 'digits', label: inLocales('不含4', '不含4', 'No 4', 'Sans 4', 'Sin 4'), matches: (n) => !n.includes('4') },
  { id: 19, code: 'L168', group: 'lucky', label: inLocales('168 一路发', '168 一路發', '168 · all the way rich', '168 · prospérité', '168 · prosperidad'), matches: endsWith('168') },
  { id: 20, code: 'L518', group: 'lucky', label: inLocales('518 我要发', '518 我要發', '518 · I will prosper', '518 · je prospère', '518 · prosperaré'), matches: endsWith('518') },
  { id: 21, code: 'L520', group: 'lucky', label: inLocales('520 我爱你', '520 我愛你', '520 · I love you', '520 · je t’aime', '520 · te quiero'), matches: endsWith('520') },
  { id: 22, code: 'L1314', group: 'lucky', label: inLocales('1314 一生一世', '1314 一生一世', '1314 · forever', '1314 · pour la vie', '1314 · para siempre'), matches: endsWith('1314') },
  { id: 23, code: 'L5201314', group: 'lucky', label: inLocales('5201314 爱你一生', '5201314 愛你一生', '5201314 · love you forever', '5201314 · t’aimer toujours', '5201314 · amarte siempre'), matches: (n) => n.includes('5201314') },
  { id: 24, code: 'L888', group: 'lucky', label: inLocales('888 发发发', '888 發發發', '888 · triple fortune', '888 · triple fortune', '888 · triple fortuna'), matches: endsWith('888') },
  { id: 25, code: 'L666', group: 'lucky', label: inLocales('666 六六大顺', '666 六六大順', '666 · smooth sailing', '666 · tout roule', '666 · todo fluye'), matches: endsWith('666') },
  { id: 26, code: 'MMDD', group: 'birthday', label: inLocales('生日号 MMDD', '生日號 MMDD', 'Birthday MMDD', 'Anniversaire MMJJ', 'Cumpleaños MMDD'), matches: endsInMonthDay },
  { id: 27, code: 'YYMMDD', group: 'birthday', label: inLocales('生日号 YYMMDD', '生日號 YYMMDD', 'Birthday YYMMDD', 'Anniversaire AAMMJJ', 'Cumpleaños AAMMDD'), matches: endsInYearMonthDay },
];

export const patternByCode: ReadonlyMap<string, NumberPattern> = new Map(numberPatterns.map((p) => [p.code, p]));

/** The ids of every pattern a number shows; computed once when the number is imported. */
export const patternIdsOf = (number: string): number[] => {
  const ids: number[] = []; // one array per number, not filter's plus map's
  for (const pattern of numberPatterns) if (pattern.matches(number)) ids.push(pattern.id);
  return ids;
};
