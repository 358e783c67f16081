/**
 * The resident identity number of GB 11643, by its own digits: shared by the web forms and the
 * server. Kept apart from the other input rules, which every page loads, so that only the forms
 * asking for a number load these. The region's six digits are checked in id-card-regions.ts.
 */

/**
 * Province-level codes of GB/T 2260 that open an 18-digit identity number, plus 81, 82
 * and 83: the residence permits of Hong Kong, Macao and Taiwan residents use the same
 * format with region 810000, 820000 and 830000.
 */
export const PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '71', '81', '82', '83',
]);

/** Nobody born earlier is alive; an older year is a typing mistake. */
export const ID_CARD_MIN_BIRTH_YEAR = 1900;

export const ID_CARD_PATTERN = /^\d{17}[\dXx]$/;
const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The GB 11643 check character for the first 17 digits ('X' stands for 10). */
export const idCardCheckDigit = (first17: string): string => {
  let sum = 0;
  CHECK_WEIGHTS.forEach((weight, i) => {
    sum += Number(first17.charAt(i)) * weight;
  });
  return CHECK_CHARS.charAt(sum % 11);
};

/** A calendar day, compared field by field so no time zone can shift it. */
interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** China has one time zone, UTC+8, and no daylight saving. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar day in China at an instant, the same on a server in any zone and in the browser. */
const chinaDay = (at: Date): CalendarDay => {
  const shifted = new Date(at.getTime() + CHINA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
};

const compareDays = (a: CalendarDay, b: CalendarDay): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

const birthDayOf = (idCard: string): CalendarDay | null => {
  const year = Number(idCard.slice(6, 10));
  const month = Number(idCard.slice(10, 12));
  const day = Number(idCard.slice(12, 14));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

const pad2 = (n: number): string => String(n).padStart(2, '0');

export interface IdCardInfo {
  /** YYYY-MM-DD */
  birthDate: string;
  gender: 'male' | 'female';
  /** The six-digit region of first registration. */
  regionCode: string;
}

/**
 * What the digits of an identity number themselves show wrong: its form, province, a birth date
 * that does not exist or the check character ('invalid'), or a real birth date before 1900 or
 * after today in China ('birthDate'). The six-digit region is checked apart (`isIdCardRegion`),
 * so that its data stays out of the browser's bundles.
 */
export type IdCardFault = 'invalid' | 'birthDate';

const readIdCard = (s: string, today: Date): CalendarDay | IdCardFault => {
  if (!ID_CARD_PATTERN.test(s) || !PROVINCE_CODES.has(s.slice(0, 2))) return 'invalid';
  const birth = birthDayOf(s);
  if (!birth || idCardCheckDigit(s) !== s.charAt(17).toUpperCase()) return 'invalid';
  return birth.year < ID_CARD_MIN_BIRTH_YEAR || compareDays(birth, chinaDay(today)) > 0 ? 'birthDate' : birth;
};

/** The birth day of a valid number; every rule of GB 11643 is checked on the way. */
const validBirthDay = (s: string, today: Date): CalendarDay | null => {
  const read = readIdCard(s, today);
  return typeof read === 'string' ? null : read;
};

export const idCardFault = (s: string, today: Date = new Date()): IdCardFault | null => {
  const read = readIdCard(s, today);
  return typeof read === 'string' ? read : null;
};

/**
 * Reads an 18-character identity number per GB 11643, or null when any part is wrong:
 * the region's province, a birth date that exists, is not after today (China's date) and
 * not before 1900, and the check character (x accepted for X).
 */
export const parseIdCard = (s: string, today: Date = new Date()): IdCardInfo | null => {
  const birth = validBirthDay(s, today);
  if (!birth) return null;
  return {
    birthDate: `${birth.year}-${pad2(birth.month)}-${pad2(birth.day)}`,
    // The 17th digit, last of the sequence number, is odd for men.
    gender: Number(s.charAt(16)) % 2 === 1 ? 'male' : 'female',
    regionCode: s.slice(0, 6),
  };
};

export const isIdCard = (s: string, today: Date = new Date()): boolean => validBirthDay(s, today) !== null;

/**
 * Whole years of age on a day (China's calendar date at that instant), or null for an
 * invalid number or one born after that day. Someone born on 29 February turns a year
 * older on 1 March in common years.
 */
export const ageOn = (idCard: string, on: Date): number | null => {
  const birth = validBirthDay(idCard, on);
  if (!birth) return null;
  const day = chinaDay(on);
  const birthdayPassed = day.month > birth.month || (day.month === birth.month && day.day >= birth.day);
  return day.year - birth.year - (birthdayPassed ? 0 : 1);
};
