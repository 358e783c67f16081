const YUAN = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;

/** 1234 -> "12.34": gateways that speak yuan get exact decimal text, never a float. */
export const fenToYuan = (fen: number): string => {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
};

/** "12.3" -> 1230; undefined for anything that is not plain yuan with at most two decimals. */
export const yuanToFen = (text: string): number | undefined => {
  const match = YUAN.exec(text);
  if (!match) return undefined;
  const cents = (match[2] ?? '').slice(1).padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
};
