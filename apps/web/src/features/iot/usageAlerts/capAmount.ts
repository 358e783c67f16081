import { ADDON_CAP_MAX_FEN } from '@shop/contract';
import { formatFen } from '../../../shared/format';
import { yuanToFen } from '../wallet';

export interface CapError {
  key: 'required' | 'format' | 'tooHigh';
  values?: Record<string, string>;
}

export type CapCheck = { fen: number; error?: undefined } | { fen?: undefined; error: CapError };

/** The cap as typed in yuan, in fen: at most two decimals, not above the highest cap. */
export function checkCap(text: string): CapCheck {
  if (text.trim() === '') return { error: { key: 'required' } };
  const fen = yuanToFen(text);
  if (fen === undefined) return { error: { key: 'format' } };
  if (fen > ADDON_CAP_MAX_FEN) return { error: { key: 'tooHigh', values: { max: formatFen(ADDON_CAP_MAX_FEN) } } };
  return { fen };
}

/** A cap in fen as the amount box shows it: '50' for ¥50.00, '12.5' for ¥12.50. */
export const capText = (fen: number): string => String(fen / 100);
