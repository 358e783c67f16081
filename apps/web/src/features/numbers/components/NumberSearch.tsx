import { useQuery } from '../../../shared/navigation';
import { useFilters } from '../useFilters';
import { useRegionDefault } from '../useRegionDefault';
import { FilterMenu } from './FilterMenu';
import { NumberResults } from './NumberResults';
import { NumberSkeleton } from './NumberSkeleton';
import { OperatorTabs } from './OperatorTabs';
import { PatternChips } from './PatternChips';
import './numbers.css';

/**
 * The body of the number search, under whichever header the page has: the sticky filter bar,
 * the pattern chips and the results. Every filter lives in the page's address.
 */
export function NumberSearch() {
  const state = useFilters();
  const { filters, update, open } = state;
  const located = useRegionDefault(useQuery());
  return (
    <>
      <div className="number-filter-bar">
        <OperatorTabs value={filters.operator} onChange={(operator) => update({ operator })} />
        <FilterMenu filters={filters} update={update} open={open} />
      </div>
      <PatternChips value={filters.pattern} onChange={(pattern) => update({ pattern })} onMore={() => open('/pages/index/VanityNumber/menus')} />
      {located ? (
        <NumberResults state={state} />
      ) : (
        <>
          <div className="number-toolbar" aria-hidden="true" />
          <NumberSkeleton arrangement={filters.arrangement} />
        </>
      )}
    </>
  );
}
