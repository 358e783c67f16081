import { MAX_PRICE_FEN } from '@shop/contract';
import { formatFen } from '../../shared/format';

export interface PriceRange {
  priceMin?: number;
  priceMax?: number;
}

const FEN_PER_YUAN = 100;

/** The price bands most visitors pick from, in fen; the last has no ceiling. */
export const PRICE_RANGES: readonly PriceRange[] = [
  { priceMin: 0, priceMax: 0 },
  { priceMin: 0, priceMax: 10_000 },
  { priceMin: 10_000, priceMax: 50_000 },
  { priceMin: 50_000, priceMax: 200_000 },
  { priceMin: 200_000, priceMax: 1_000_000 },
  { priceMin: 1_000_000 },
];

export const samePriceRange = (a: PriceRange, b: PriceRange): boolean => a.priceMin === b.priceMin && a.priceMax === b.priceMax;

/** '¥100' for whole yuan, else '¥12.34': a band's label should be short. */
export const shortYuan = (fen: number): string => (fen % FEN_PER_YUAN === 0 ? `¥${fen / FEN_PER_YUAN}` : formatFen(fen));

/** Whole yuan typed by the visitor, in fen; undefined when it is not digits or beyond the ceiling. */
export function yuanToFen(text: string): number | undefined {
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const fen = Number(text) * FEN_PER_YUAN;
  return fen <= MAX_PRICE_FEN ? fen : undefined;
}

/** The yuan to show in a price box for an amount in fen. */
export const fenToYuanText = (fen: number | undefined): string => (fen === undefined ? '' : String(Math.floor(fen / FEN_PER_YUAN)));
