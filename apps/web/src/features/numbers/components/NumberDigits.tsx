import { DEFAULT_FILTERS } from '../filterQuery';
import { HighlightedNumber } from './HighlightedNumber';
import './NumberDigits.css';

/** A number shown outside the search: no filters to match, so its strongest pattern is in colour. */
export function NumberDigits({ number, patterns, size = 'normal' }: { number: string; patterns: readonly string[]; size?: 'normal' | 'large' }) {
  return <HighlightedNumber className={`phone-number phone-number--${size}`} number={number} filters={DEFAULT_FILTERS} patterns={patterns} />;
}
