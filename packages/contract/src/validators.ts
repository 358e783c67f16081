import { findPage } from './routes';

/**
 * Input rules of spec 5, shared by the web forms and the server so both accept and refuse
 * exactly the same values.
 */

export const MOBILE_PATTERN = /^1\d{10}$/;

/** A mainland mobile number: exactly 11 ASCII digits, the first one 1. */
export const isMobile = (s: string): boolean => MOBILE_PATTERN.test(s);

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

const LINK_PREFIX = /^https?:\/\//i;

/** WHATWG URL of the browser and of Node; declared here because the contract compiles without DOM or Node types. */
declare const URL: new (
  input: string,
  base?: string,
) => { readonly hostname: string; readonly origin: string; readonly pathname: string; readonly search: string; readonly hash: string };

const parseUrl = (s: string, base?: string) => {
  try {
    return new URL(s, base);
  } catch {
    return undefined;
  }
};

/** A link the product may open: http:// or https:// (any case) and a URL that parses. */
export const isLink = (s: string): boolean => LINK_PREFIX.test(s) && (parseUrl(s)?.hostname ?? '') !== '';

/** The base path the shop is served under; its own images live below it. */
export const SHOP_BASE_PATH = '/shop/';

/** A stand-in site for reading addresses without one: only its paths matter. */
const ANY_SITE = 'http://shop.invalid';

/** Encoded dots and slashes: a server that decodes them again could be led out of the shop. */
const ENCODED_STEP = /%(?:2e|2f|5c)/i;

/**
 * Where an address lands on the shop, read as the browser reads it on `site` (dot segments,
 * backslashes and stray tabs resolved): the path, query and hash under /shop/, or undefined
 * when it lands on another site, outside /shop/, or on a path with an empty segment (which
 * reads as another host to anything that strips the base off) or an encoded dot, slash or backslash.
 */
export const shopPathOf = (address: string, site: string = ANY_SITE): string | undefined => {
  const url = parseUrl(address, site);
  if (!url || url.origin !== parseUrl(site)?.origin) return undefined;
  const { pathname, search, hash } = url;
  if (!pathname.startsWith(SHOP_BASE_PATH) || pathname.includes('//') || ENCODED_STEP.test(pathname)) return undefined;
  return pathname + search + hash;
};

/**
 * An image a promoter may configure (QR codes, logo, banners): none (''), a web link, or one of
 * the shop's own files written as the browser reads it (no `.` or `..` segment, no space).
 */
export const isImageAddress = (s: string): boolean => s === '' || isLink(s) || shopPathOf(s) === s;

/** A page of the route table, with its query if it has one. */
const isPageLink = (s: string): boolean => {
  const path = s.split('?', 1)[0] ?? '';
  return !s.includes('#') && findPage(path)?.path === path;
};

/** Where a promoter's menus, banners and online service may lead: nowhere (''), a web link, or a page of the shop. */
export const isConfigLink = (s: string): boolean => s === '' || isLink(s) || isPageLink(s);

/** The tags an answer's rich text may hold: the server keeps only these, and the page shows only these. */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
] as const;

/** Tags whose content is code or chrome, never text a reader should see: dropped with everything inside. */
export const RICH_TEXT_DROPPED_TAGS = [
  'script', 'style', 'iframe', 'noscript', 'object', 'embed', 'template', 'svg', 'math',
  'textarea', 'select', 'option', 'xmp', 'head', 'title',
] as const;

/** A link to a phone call or an e-mail, which rich text may hold beside web and shop links. */
export const isPhoneOrMail = (s: string): boolean => /^(?:tel:|mailto:)/i.test(s);
