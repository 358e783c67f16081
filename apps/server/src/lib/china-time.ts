/** China keeps one time zone, UTC+8, with no daylight saving. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** "2024-05-01 12:00:00": the wall-clock time in China, as Alipay writes times (without a zone). */
export const chinaDateTime = (at: Date | number): string =>
  new Date(new Date(at).getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** "20240501120000": the same time as 14 digits, which starts order and payment numbers so they sort by time. */
export const chinaStamp = (at: Date | number): string => chinaDateTime(at).replace(/\D/g, '');
