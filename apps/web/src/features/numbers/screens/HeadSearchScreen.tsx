import { useState } from 'react';
import { FilterSection } from '../components/FilterSection';
import { PositionBoxes } from '../components/PositionBoxes';
import { ScreenActions } from '../components/ScreenActions';
import { useT } from '../../../i18n';
import { withoutSearch } from '../filterQuery';
import { activeSearch } from '../labels';
import { boxesOf, hasDigit, positionsOf } from '../positions';
import { SEARCH_MODES, type SearchMode } from '../rules';
import { useFilters } from '../useFilters';
import { searchTextError } from '../validation';
import { DigitsField } from '../components/DigitsField';
import './screens.css';

const EMPTY_POSITIONS = positionsOf(boxesOf(undefined));

/** The full search screen: by position in 11 boxes, or digits the number contains, starts or ends with. */
export function HeadSearchScreen() {
  const t = useT();
  const { filters, giveBack } = useFilters();
  const current = activeSearch(filters);
  const [mode, setMode] = useState<SearchMode>(current?.mode ?? 'positions');
  const [positions, setPositions] = useState(filters.positions ?? EMPTY_POSITIONS);
  const [text, setText] = useState(current && current.mode !== 'positions' ? current.text : '');

  const error = mode === 'positions' ? undefined : searchTextError(mode, text);
  const value = mode === 'positions' ? (hasDigit(boxesOf(positions)) ? positions : undefined) : text || undefined;

  return (
    <div className="filter-screen head-search">
      <div className="filter-screen__body">
        <div className="head-search__modes" role="tablist" aria-label={t('numbers.searchTitle')}>
          {SEARCH_MODES.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={name === mode}
              className={name === mode ? 'head-search__mode head-search__mode--on' : 'head-search__mode'}
              onClick={() => setMode(name)}
            >
              {t(`numbers.modes.${name}`)}
            </button>
          ))}
        </div>
        <FilterSection title={t(`numbers.modes.${mode}`)} className="head-search__panel">
          {mode === 'positions' ? (
            <>
              <PositionBoxes value={positions} onChange={setPositions} />
              <p className="field-note head-search__hint">{t('numbers.positionsHint')}</p>
            </>
          ) : (
            <DigitsField key={mode} mode={mode} value={text} error={error} onChange={setText} />
          )}
        </FilterSection>
      </div>
      <ScreenActions
        resetLabel={t('numbers.clearBoxes')}
        onReset={() => (mode === 'positions' ? setPositions(EMPTY_POSITIONS) : setText(''))}
        applyLabel={t('numbers.search')}
        applyDisabled={Boolean(error) || value === undefined}
        onApply={() => giveBack({ ...withoutSearch(filters), [mode]: value })}
      />
    </div>
  );
}
