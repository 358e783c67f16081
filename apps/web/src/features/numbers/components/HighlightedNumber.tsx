import { digitGroups, highlightedDigits } from '../highlight';
import type { NumberFilters } from '../filterQuery';
import './digits.css';

interface HighlightedNumberProps {
  number: string;
  filters: NumberFilters;
  patterns: readonly string[];
  className?: string;
}

/** A phone number in 3-4-4 groups, the digits that match the search or its pattern in red. */
export function HighlightedNumber({ number, filters, patterns, className }: HighlightedNumberProps) {
  const groups = digitGroups(number, highlightedDigits(number, filters, patterns));
  // Read as the whole number once, not group by group: the digits and their colours are its picture.
  return (
    <span className={className ? `number-digits ${className}` : 'number-digits'} role="img" aria-label={number}>
      {groups.map((runs, g) => (
        <span key={g} className="number-digits__group" aria-hidden="true">
          {runs.map((run, r) =>
            run.hit ? (
              <em key={r} className="number-digits__hit">
                {run.text}
              </em>
            ) : (
              run.text
            ),
          )}
        </span>
      ))}
    </span>
  );
}
