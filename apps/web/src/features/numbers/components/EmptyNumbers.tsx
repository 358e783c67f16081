import { useT } from '../../../i18n';
import { clearedFilters, hasActiveFilters, type NumberFilters } from '../filterQuery';
import { numberSamples } from '../samples';
import { OperatorBadge } from '../../../shared/ui/OperatorBadge';
import './card.css';

interface EmptyNumbersProps {
  filters: NumberFilters;
  /** The server's word on which filter leaves nothing, when one does. */
  notice?: string | undefined;
  onSearch(filters: NumberFilters): void;
}

/** Nothing matched: offer to clear the filters, and masked numbers to search like instead. */
export function EmptyNumbers({ filters, notice, onSearch }: EmptyNumbersProps) {
  const t = useT();
  const base = clearedFilters(filters);
  return (
    <section className="number-empty" aria-labelledby="number-empty-title">
      <svg className="number-empty__art" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <rect x="16" y="6" width="32" height="52" rx="6" fill="#e3f5f0" stroke="#018d71" strokeWidth="2.5" />
        <circle cx="32" cy="30" r="8" fill="none" stroke="#018d71" strokeWidth="2.5" />
        <path d="m38 36 6 6" stroke="#018d71" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <h2 id="number-empty-title" className="number-empty__title">
        {t('numbers.emptyTitle')}
      </h2>
      {notice ? (
        <p className="number-empty__notice" role="status">
          {notice}
        </p>
      ) : null}
      {hasActiveFilters(filters) ? (
        <button type="button" className="button button--primary number-empty__clear" onClick={() => onSearch(base)}>
          {t('numbers.clearFilters')}
        </button>
      ) : null}
      <p className="number-empty__hint">{t('numbers.emptyHint')}</p>
      <ul className="number-samples">
        {numberSamples(filters.operator).map((sample) => (
          <li key={sample.masked}>
            <button type="button" className="number-sample" onClick={() => onSearch({ ...base, operator: sample.operator, positions: sample.positions })}>
              <span className="number-sample__number">{sample.masked}</span>
              <OperatorBadge operator={sample.operator} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
