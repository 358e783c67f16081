import { useState } from 'react';
import { ExcludeDigits } from '../../../components/numbers/ExcludeDigits';
import { FilterSection } from '../../../components/numbers/FilterSection';
import { PatternPicker } from '../../../components/numbers/PatternPicker';
import { PriceSection } from '../../../components/numbers/PriceSection';
import { ScreenActions } from '../../../components/numbers/ScreenActions';
import { useT } from '../../../i18n';
import { useFilters } from '../../../lib/numbers/useFilters';

/** More filters: price, digits to leave out and pattern; applied together. */
export default function MoreFiltersPage() {
  const t = useT();
  const { filters, update, giveBack } = useFilters();
  const [priceValid, setPriceValid] = useState(true);
  // Reset starts the price boxes afresh too: what was typed there is not in the address.
  const [resets, setResets] = useState(0);

  const reset = () => {
    setPriceValid(true);
    setResets((n) => n + 1);
    update({ priceMin: undefined, priceMax: undefined, exclude: undefined, pattern: undefined });
  };

  return (
    <div className="filter-screen">
      <div className="filter-screen__body">
        <PriceSection value={filters} resetKey={resets} update={update} onValidity={setPriceValid} />
        <FilterSection title={t('numbers.exclude')}>
          <ExcludeDigits value={filters.exclude} onChange={(exclude) => update({ exclude })} />
        </FilterSection>
        <FilterSection title={t('numbers.pattern')}>
          <PatternPicker value={filters.pattern} onChange={(pattern) => update({ pattern })} />
        </FilterSection>
      </div>
      <ScreenActions onReset={reset} applyDisabled={!priceValid} onApply={() => giveBack(filters)} />
    </div>
  );
}
