import { useT } from '../../../i18n';
import { withoutSearch } from '../filterQuery';
import { searchLabel } from '../labels';
import { useFilters } from '../useFilters';

/** The mini-program head: a green banner and a search pill that opens the full search screen. */
export function MpHead() {
  const t = useT();
  const { filters, setFilters, open } = useFilters();
  const search = searchLabel(filters);
  return (
    <header className="mp-head">
      <h2 className="mp-head__title">{t('numbers.mpTitle')}</h2>
      <p className="mp-head__subtitle">{t('numbers.mpSubtitle')}</p>
      <div className="mp-head__search">
        <button type="button" className="mp-head__pill" onClick={() => open('/pages/index/VanityNumber/HeadSearch/index')}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m16.5 16.5 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className={search ? 'mp-head__text mp-head__text--on' : 'mp-head__text'}>{search ?? t('numbers.searchPlaceholder')}</span>
        </button>
        {search ? (
          <button type="button" className="mp-head__clear" onClick={() => setFilters(withoutSearch(filters))}>
            {t('numbers.clearSearch')}
          </button>
        ) : null}
      </div>
    </header>
  );
}
