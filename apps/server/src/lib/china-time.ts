/** China keeps one time zone, UTC+8, with no daylight saving. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** "2024-05-01 12:00:00": the wall-clock time in China, as Alipay writes times (without a zone). */
export const chinaDateTime = (at: Date | number): string =>
  new Date(new Date(at).getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** "20240501120000": the same time as 14 digits, which starts order and payment numbers so they sort by time. */
export const chinaStamp = (at: Date | number): string => chinaDateTime(at).replace(/\D/g, '');

/** "2024-05-01": the calendar day in China at `at`, which starts at 16:00 UTC the day before. */
export const chinaDay = (at: Date | number): string => chinaDateTime(at).slice(0, 10);

/** "2024-05": the calendar month in China at `at`, the month a use is billed and a cap counts in. */
export const chinaMonth = (at: Date | number): string => chinaDateTime(at).slice(0, 7);

/** The calendar day `days` after a "2024-05-01" day (before it when negative). */
export const dayAfter = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
