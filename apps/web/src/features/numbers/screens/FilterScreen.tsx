import { useState } from 'react';
import { NUMBER_SORTS, type Arrangement } from '@shop/contract';
import { ChoiceChips } from '../components/ChoiceChips';
import { ExcludeDigits } from '../components/ExcludeDigits';
import { FilterSection } from '../components/FilterSection';
import { PatternPicker } from '../components/PatternPicker';
import { PriceSection } from '../components/PriceSection';
import { ScreenActions } from '../components/ScreenActions';
import { useT } from '../../../i18n';
import { useBaseConfig } from '../../promoter';
import { DEFAULT_FILTERS, withoutSearch } from '../filterQuery';
import { operatorChoices, operatorLabel, searchLabel, sortLabel } from '../labels';
import { regionName, useRegions } from '../../regions';
import { useFilters } from '../useFilters';
import './screens.css';

/** A row that shows a filter's value and opens the screen where it is chosen. */
function LinkRow({ value, onOpen, onClear, clearLabel }: { value: string; onOpen(): void; onClear?: () => void; clearLabel: string }) {
  return (
    <div className="link-row">
      <button type="button" className="link-row__open" onClick={onOpen}>
        <span className="link-row__value">{value}</span>
        <span className="link-row__arrow" aria-hidden="true">
          ›
        </span>
      </button>
      {onClear ? (
        <button type="button" className="link-row__clear" onClick={onClear}>
          {clearLabel}
        </button>
      ) : null}
    </div>
  );
}

/** Every filter on one screen; changes show at once in the address, the search runs on apply. */
export function FilterScreen() {
  const t = useT();
  const { filters, update, setFilters, open, giveBack } = useFilters();
  const suggest = useBaseConfig().config?.front.suggest ?? false;
  const { provinces } = useRegions(filters.province);
  const [priceValid, setPriceValid] = useState(true);
  // Reset starts the price boxes afresh too: what was typed there is not in the address.
  const [resets, setResets] = useState(0);
  const region = filters.province ? (regionName(provinces, filters.province, filters.city) ?? filters.province) : t('numbers.nationwide');
  const search = searchLabel(filters);

  return (
    <div className="filter-screen">
      <div className="filter-screen__body">
        <FilterSection title={t('numbers.searchTitle')}>
          <LinkRow
            value={search ?? t('numbers.noSearch')}
            onOpen={() => open('/pages/index/VanityNumber/HeadSearch/index')}
            onClear={search ? () => setFilters(withoutSearch(filters)) : undefined}
            clearLabel={t('numbers.clearSearch')}
          />
        </FilterSection>
        <FilterSection title={t('numbers.operatorTitle')}>
          <ChoiceChips
            label={t('numbers.operatorTitle')}
            choices={operatorChoices(suggest).map((value) => ({ value, label: operatorLabel(value) }))}
            value={filters.operator}
            onChange={(operator) => update({ operator })}
          />
        </FilterSection>
        <FilterSection title={t('numbers.region')}>
          <LinkRow value={region} onOpen={() => open('/pages/index/VanityNumber/fullPopup')} clearLabel={t('numbers.nationwide')} onClear={filters.province ? () => update({ province: undefined, city: undefined }) : undefined} />
        </FilterSection>
        <PriceSection value={filters} resetKey={resets} update={update} onValidity={setPriceValid} />
        <FilterSection title={t('numbers.pattern')}>
          <PatternPicker value={filters.pattern} onChange={(pattern) => update({ pattern })} />
        </FilterSection>
        <FilterSection title={t('numbers.exclude')}>
          <ExcludeDigits value={filters.exclude} onChange={(exclude) => update({ exclude })} />
        </FilterSection>
        <FilterSection title={t('numbers.sort')}>
          <ChoiceChips label={t('numbers.sort')} choices={NUMBER_SORTS.map((value) => ({ value, label: sortLabel(value) }))} value={filters.sort} onChange={(sort) => update({ sort })} />
        </FilterSection>
        <FilterSection title={t('numbers.arrangement')}>
          <ChoiceChips<Arrangement>
            label={t('numbers.arrangement')}
            choices={[
              { value: 1, label: t('numbers.arrangements.list') },
              { value: 2, label: t('numbers.arrangements.grid') },
            ]}
            value={filters.arrangement}
            onChange={(arrangement) => update({ arrangement })}
          />
        </FilterSection>
      </div>
      <ScreenActions
        onReset={() => {
          setPriceValid(true);
          setResets((n) => n + 1);
          setFilters(DEFAULT_FILTERS);
        }}
        applyDisabled={!priceValid}
        onApply={() => giveBack(filters)}
      />
    </div>
  );
}
