import { useState } from 'react';
import { ExcludeDigits } from '../components/ExcludeDigits';
import { FilterSection } from '../components/FilterSection';
import { PatternPicker } from '../components/PatternPicker';
import { PriceSection } from '../components/PriceSection';
import { ScreenActions } from '../components/ScreenActions';
import { useT } from '../../../i18n';
import { Sheet } from '../../../shared/ui/Sheet';
import { useFilters } from '../useFilters';

/** More filters, a sheet rising over the screen: price, digits to leave out and pattern; applied together. */
export function MoreFiltersScreen() {
  const t = useT();
  const { filters, update, giveBack, close } = useFilters();
  const [priceValid, setPriceValid] = useState(true);
  // Reset starts the price boxes afresh too: what was typed there is not in the address.
  const [resets, setResets] = useState(0);

  const reset = () => {
    setPriceValid(true);
    setResets((n) => n + 1);
    update({ priceMin: undefined, priceMax: undefined, exclude: undefined, pattern: undefined });
  };

  return (
    <Sheet
      size="part"
      title={t('numbers.moreFilters')}
      closeLabel={t('numbers.close')}
      onClose={close}
      footer={<ScreenActions onReset={reset} applyDisabled={!priceValid} onApply={() => giveBack(filters)} />}
    >
      <div className="filter-screen__body">
        <PriceSection value={filters} resetKey={resets} update={update} onValidity={setPriceValid} />
        <FilterSection title={t('numbers.exclude')}>
          <ExcludeDigits value={filters.exclude} onChange={(exclude) => update({ exclude })} />
        </FilterSection>
        <FilterSection title={t('numbers.pattern')}>
          <PatternPicker value={filters.pattern} onChange={(pattern) => update({ pattern })} />
        </FilterSection>
      </div>
    </Sheet>
  );
}
