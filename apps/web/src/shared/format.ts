/** Display formats for money (integer fen), dates and personal numbers. */

const FEN_PER_YUAN = 100;

/** 1234 -> '12.34'; integer arithmetic only, so no float rounding can creep in. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`Amount in fen must be an integer: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.trunc(abs / FEN_PER_YUAN);
  const cents = String(abs % FEN_PER_YUAN).padStart(2, '0');
  return `${sign}${yuan}.${cents}`;
}

/** 1234 -> '¥12.34', -500 -> '-¥5.00'. */
export function formatFen(fen: number): string {
  const yuan = fenToYuan(fen);
  return yuan.startsWith('-') ? `-¥${yuan.slice(1)}` : `¥${yuan}`;
}

const MB_PER_GB = 1024;

/** A data allowance: 500 -> '500MB', 1536 -> '1.5GB', 30720 -> '30GB' (to one decimal). */
export function formatDataMb(mb: number): string {
  if (mb < MB_PER_GB) return `${mb}MB`;
  return `${Math.round((mb * 10) / MB_PER_GB) / 10}GB`;
}

/** '13800138000' -> '138****8000'; anything that is not an 11-digit mobile is returned as is. */
export function maskMobile(mobile: string): string {
  return /^1\d{10}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

const ID_KEEP = 4;

/** '110101199003071234' -> '1101**********1234'; short values are masked entirely. */
export function maskIdCard(idCard: string): string {
  if (idCard.length <= ID_KEEP * 2) return '*'.repeat(idCard.length);
  const hidden = '*'.repeat(idCard.length - ID_KEEP * 2);
  return `${idCard.slice(0, ID_KEEP)}${hidden}${idCard.slice(-ID_KEEP)}`;
}

/** China keeps one time zone, UTC+8 with no daylight saving: the shop's times are China's, wherever the visitor is. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** 'yyyy-MM-ddTHH:mm…' on the clock in China, or undefined when the text is not a time at all. */
function chinaClock(iso: string): string | undefined {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? undefined : new Date(time + CHINA_OFFSET_MS).toISOString();
}

/** '2025-03-01T02:05:00Z' -> '2025-03-01 10:05', the time in China; anything else as is. */
export function formatDateTime(iso: string): string {
  const clock = chinaClock(iso);
  return clock ? `${clock.slice(0, 10)} ${clock.slice(11, 16)}` : iso;
}

/** '2025-03-01T17:30:00Z' -> '2025-03-02', the day in China; anything else as is. */
export function formatDate(iso: string): string {
  return chinaClock(iso)?.slice(0, 10) ?? iso;
}
