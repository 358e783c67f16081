import { useState, type FormEvent } from 'react';
import { normaliseDigits } from '@shop/contract';
import { useT } from '../../../i18n';
import { withoutSearch } from '../filterQuery';
import { activeSearch, searchLabel } from '../labels';
import { TEXT_SEARCH_MODES, type TextSearchMode } from '../rules';
import { useFilters } from '../useFilters';
import { searchTextError } from '../validation';

/** The search box over the list: a mode, the digits, and the way to the 11-box search. */
function SearchForm() {
  const t = useT();
  const { filters, setFilters, open } = useFilters();
  const current = activeSearch(filters);
  const typed = current && current.mode !== 'positions' ? { mode: current.mode, text: current.text } : undefined;
  const [mode, setMode] = useState<TextSearchMode>(typed?.mode ?? 'contains');
  const [text, setText] = useState(typed?.text ?? '');
  const error = searchTextError(mode, text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!error) setFilters(text ? { ...withoutSearch(filters), [mode]: text } : withoutSearch(filters));
  };

  return (
    <form className="search-head" role="search" onSubmit={submit}>
      <div className={error ? 'search-head__bar search-head__bar--error' : 'search-head__bar'}>
        <select className="search-head__mode" aria-label={t('numbers.searchTitle')} value={mode} onChange={(event) => setMode(TEXT_SEARCH_MODES.find((name) => name === event.target.value) ?? mode)}>
          {TEXT_SEARCH_MODES.map((name) => (
            <option key={name} value={name}>
              {t(`numbers.modes.${name}`)}
            </option>
          ))}
        </select>
        <input
          className="search-head__input"
          type="search"
          inputMode="numeric"
          placeholder={t('numbers.searchPlaceholder')}
          aria-label={t('numbers.searchPlaceholder')}
          aria-invalid={Boolean(error)}
          value={text}
          onChange={(event) => setText(normaliseDigits(event.target.value))}
        />
        <button type="submit" className="search-head__submit" disabled={Boolean(error)}>
          {t('numbers.search')}
        </button>
      </div>
      {error ? (
        <p className="field-error search-head__error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <div className="search-head__extra">
        <button type="button" className="search-head__exact" onClick={() => open('/pages/index/VanityNumber/HeadSearch/index')}>
          {current?.mode === 'positions' ? searchLabel(filters) : t('numbers.exactSearch')}
        </button>
        {current ? (
          <button type="button" className="search-head__clear" onClick={() => setFilters(withoutSearch(filters))}>
            {t('numbers.clearSearch')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The head of the shop's search page; it starts afresh whenever the search in force changes. */
export function SearchHead() {
  const { filters } = useFilters();
  return <SearchForm key={searchLabel(filters) ?? ''} />;
}
