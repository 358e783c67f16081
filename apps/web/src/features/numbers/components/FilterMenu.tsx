import { NUMBER_SORTS, type PagePath } from '@shop/contract';
import { useT } from '../../../i18n';
import { FILTER_KEYS, type NumberFilters } from '../filterQuery';
import { priceLabel } from '../labels';
import { patternLabel } from '../patternLabel';
import { regionName, useRegions } from '../../regions';

interface FilterMenuProps {
  filters: NumberFilters;
  update(patch: Partial<NumberFilters>): void;
  open(path: PagePath): void;
}

const Caret = () => (
  <svg className="filter-menu__caret" viewBox="0 0 10 6" width="8" height="5" aria-hidden="true">
    <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const countActive = (filters: NumberFilters) =>
  FILTER_KEYS.filter((key) => key !== 'sort' && key !== 'arrangement' && key !== 'city' && filters[key] !== undefined).length;

/** Region, price, pattern, sort and all filters: each shows its value when set, and opens its screen. */
export function FilterMenu({ filters, update, open }: FilterMenuProps) {
  const t = useT();
  const { provinces } = useRegions(filters.province);
  const region = filters.province ? (regionName(provinces, filters.province, filters.city) ?? t('numbers.region')) : t('numbers.nationwide');
  const hasPrice = filters.priceMin !== undefined || filters.priceMax !== undefined;
  const nextSort = NUMBER_SORTS[(NUMBER_SORTS.indexOf(filters.sort) + 1) % NUMBER_SORTS.length] ?? 'default';
  const active = countActive(filters);

  const item = (on: boolean, label: string, onClick: () => void, name: string) => (
    <button type="button" className={on ? `filter-menu__item filter-menu__item--${name} filter-menu__item--on` : `filter-menu__item filter-menu__item--${name}`} onClick={onClick}>
      <span className="filter-menu__label">{label}</span>
      <Caret />
    </button>
  );

  return (
    <nav className="filter-menu" aria-label={t('numbers.filters')}>
      {item(filters.province !== undefined, region, () => open('/pages/index/VanityNumber/fullPopup'), 'region')}
      {item(hasPrice, hasPrice ? priceLabel(filters) : t('numbers.price'), () => open('/pages/index/VanityNumber/morePopup'), 'price')}
      {item(filters.pattern !== undefined, filters.pattern ? patternLabel(filters.pattern) : t('numbers.pattern'), () => open('/pages/index/VanityNumber/menus'), 'pattern')}
      {item(filters.sort !== 'default', t(`numbers.sortsShort.${filters.sort}`), () => update({ sort: nextSort }), 'sort')}
      <button type="button" className={active > 0 ? 'filter-menu__item filter-menu__item--all filter-menu__item--on' : 'filter-menu__item filter-menu__item--all'} onClick={() => open('/pages/index/VanityNumber/FilterSearch/index')}>
        <span className="filter-menu__label">{t('numbers.filters')}</span>
        {active > 0 ? <span className="filter-menu__count">{active}</span> : null}
      </button>
    </nav>
  );
}
