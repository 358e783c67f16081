import type { NumberItem } from '@shop/contract';
import { useT } from '../../../i18n';
import { navigateTo } from '../../../shared/navigation';
import { reserveUrl } from '../links';
import { toastFailure, type FilterState } from '../useFilters';
import { useNumberSearch } from '../useNumberSearch';
import { PagedList } from '../../../shared/ui/PagedList';
import { EmptyNumbers } from './EmptyNumbers';
import { NumberCard } from './NumberCard';
import { NumberSkeleton } from './NumberSkeleton';
import './numbers.css';

const openNumber = (item: NumberItem) => toastFailure(navigateTo({ url: reserveUrl(item) }));

function LayoutToggle({ state }: { state: FilterState }) {
  const t = useT();
  const { filters, update } = state;
  return (
    <div className="layout-toggle" role="radiogroup" aria-label={t('numbers.arrangement')}>
      {([1, 2] as const).map((arrangement) => (
        <button
          key={arrangement}
          type="button"
          role="radio"
          aria-checked={filters.arrangement === arrangement}
          className={filters.arrangement === arrangement ? 'layout-toggle__option layout-toggle__option--on' : 'layout-toggle__option'}
          onClick={() => update({ arrangement })}
        >
          {t(arrangement === 1 ? 'numbers.arrangements.list' : 'numbers.arrangements.grid')}
        </button>
      ))}
    </div>
  );
}

/** The numbers found, page by page, in one column or two, with "another batch" above them. */
export function NumberResults({ state }: { state: FilterState }) {
  const t = useT();
  const { filters, batch, setFilters, showBatch } = state;
  const { paged, nextBatch, allShown, notice } = useNumberSearch(filters, batch);
  const layout = filters.arrangement === 2 ? 'grid' : 'list';
  return (
    <>
      <div className="number-toolbar">
        <LayoutToggle state={state} />
        <button type="button" className="number-toolbar__batch" onClick={() => nextBatch && showBatch(nextBatch)} disabled={!nextBatch}>
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {allShown ? t('numbers.allShown') : t('numbers.anotherBatch')}
        </button>
      </div>
      <PagedList
        className={`number-list number-list--${layout}`}
        paged={paged}
        itemKey={(item) => item.id}
        renderItem={(item) => <NumberCard item={item} filters={filters} arrangement={filters.arrangement} onOpen={openNumber} />}
        placeholder={<NumberSkeleton arrangement={filters.arrangement} />}
        empty={<EmptyNumbers filters={filters} notice={notice} onSearch={setFilters} />}
      />
    </>
  );
}
