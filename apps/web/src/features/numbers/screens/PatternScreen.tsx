import { FilterSection } from '../components/FilterSection';
import { PatternPicker } from '../components/PatternPicker';
import { useT } from '../../../i18n';
import { useFilters } from '../useFilters';

/** The pattern categories by group; a tap searches that pattern at once. */
export function PatternScreen() {
  const t = useT();
  const { filters, giveBack } = useFilters();
  return (
    <div className="filter-screen pattern-menu">
      <FilterSection title={t('numbers.pattern')}>
        <PatternPicker value={filters.pattern} onChange={(pattern) => giveBack({ ...filters, pattern })} />
      </FilterSection>
    </div>
  );
}
