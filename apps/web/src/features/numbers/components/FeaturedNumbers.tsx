import { useQuery } from '@tanstack/react-query';
import { VANITY_SEARCH_PATH, type NumberItem } from '@shop/contract';
import { NumberDigits } from './NumberDigits';
import { OperatorBadge } from '../../../shared/ui/OperatorBadge';
import { EmptyState, FailedState } from '../../../shared/ui/PageStates';
import { useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import { openLink } from '../../../shared/navigation/openLink';
import { patternLabel } from '../patternLabel';
import { reserveUrl } from '../links';
import { endpointQuery } from '../../../shared/query';

const FEATURED_COUNT = 6;

const openSearch = () => void openLink(VANITY_SEARCH_PATH);

function NumberRow({ item }: { item: NumberItem }) {
  const t = useT();
  const firstPattern = item.patterns[0];
  return (
    <button type="button" className="number-row" onClick={() => void openLink(reserveUrl(item))}>
      <span className="number-row__main">
        <NumberDigits number={item.number} patterns={item.patterns} />
        <span className="number-row__meta">
          <OperatorBadge operator={item.operator} />
          <span>{item.cityName || item.provinceName}</span>
          {firstPattern ? <span className="number-row__pattern">{patternLabel(firstPattern)}</span> : null}
        </span>
      </span>
      <span className="number-row__side">
        <span className="number-row__price">{formatFen(item.priceFen)}</span>
        <span className="number-row__plan">{t('goods.perMonth', { price: formatFen(item.planFen) })}</span>
      </span>
    </button>
  );
}

function NumberRowsSkeleton() {
  return (
    <div className="featured-numbers" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="number-row number-row--skeleton">
          <span className="skeleton" style={{ height: '1.1rem', width: '55%' }} />
          <span className="skeleton" style={{ height: '1.1rem', width: '20%' }} />
        </div>
      ))}
    </div>
  );
}

/** Group 1 of the home: a few numbers on sale, and the way to the full number search. */
export function FeaturedNumbers() {
  const t = useT();
  const numbers = useQuery({ ...endpointQuery('numberList', { query: { pageSize: FEATURED_COUNT } }), select: (page) => page.list });

  if (numbers.isPending) return <NumberRowsSkeleton />;
  if (numbers.isError) return <FailedState title={t('goods.loadFailed')} error={numbers.error.message} onRetry={() => void numbers.refetch()} />;
  if (numbers.data.length === 0) {
    return <EmptyState title={t('goods.numbersEmpty')} hint={t('goods.numbersEmptyHint')} next={{ label: t('goods.moreNumbers'), onPress: openSearch }} />;
  }
  return (
    <div className="featured-numbers">
      <ul className="featured-numbers__list">
        {numbers.data.map((item) => (
          <li key={item.id}>
            <NumberRow item={item} />
          </li>
        ))}
      </ul>
      <button type="button" className="featured-numbers__more" onClick={openSearch}>
        {t('goods.moreNumbers')}
        <span className="featured-numbers__chevron" aria-hidden="true" />
      </button>
    </div>
  );
}
