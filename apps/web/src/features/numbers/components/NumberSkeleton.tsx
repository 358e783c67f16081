import type { Arrangement } from '@shop/contract';
import { useT } from '../../../i18n';
import './card.css';

const ROWS = 6;

/** Card-shaped placeholders in the current layout, so the first answer does not shift the page. */
export function NumberSkeleton({ arrangement }: { arrangement: Arrangement }) {
  const t = useT();
  const layout = arrangement === 2 ? 'grid' : 'list';
  return (
    <div className={`number-list number-list--${layout} number-skeleton`} aria-busy="true" role="progressbar" aria-label={t('common.loading')}>
      {Array.from({ length: ROWS }, (_, i) => (
        <div key={i} className={`number-card number-card--${layout} number-skeleton__card`}>
          <span className="number-card__main">
            <span className="skeleton number-skeleton__number" />
            <span className="skeleton number-skeleton__meta" />
          </span>
          <span className="number-card__side">
            <span className="skeleton number-skeleton__price" />
          </span>
          <span className="number-card__tags">
            <span className="skeleton number-skeleton__tag" />
          </span>
        </div>
      ))}
    </div>
  );
}
