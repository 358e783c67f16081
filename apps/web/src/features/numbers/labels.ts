import { FEATURED_OPERATOR_VALUE, type NumberSort } from '@shop/contract';
import { t, type MessageKey } from '../../i18n';
import type { NumberFilters } from './filterQuery';
import { shortYuan, type PriceRange } from './price';
import { SEARCH_MODES, type OperatorFilter, type SearchMode } from './rules';

/** Names of the filter values as the visitor reads them, in the current locale. */

const OPERATOR_KEYS: Record<OperatorFilter, MessageKey> = {
  [FEATURED_OPERATOR_VALUE]: 'numbers.featured',
  1: 'operator.mobile',
  2: 'operator.unicom',
  3: 'operator.telecom',
  4: 'operator.broadcast',
};

export const operatorLabel = (operator: OperatorFilter | undefined): string =>
  operator === undefined ? t('numbers.all') : t(OPERATOR_KEYS[operator]);

/** The operator choices: All, Featured when the promoter recommends numbers, then the four operators. */
export const operatorChoices = (suggest: boolean): (OperatorFilter | undefined)[] =>
  [undefined, FEATURED_OPERATOR_VALUE, 1, 2, 3, 4].filter(
    (operator): operator is OperatorFilter | undefined => suggest || operator !== FEATURED_OPERATOR_VALUE,
  );

export const sortLabel = (sort: NumberSort): string => t(`numbers.sorts.${sort}`);


export function priceLabel({ priceMin, priceMax }: PriceRange): string {
  if (priceMin === undefined && priceMax === undefined) return t('numbers.anyPrice');
  if (priceMax === 0) return t('numbers.free');
  if (priceMax === undefined) return t('numbers.priceFrom', { min: shortYuan(priceMin ?? 0) });
  if (!priceMin) return t('numbers.priceUpTo', { max: shortYuan(priceMax) });
  return t('numbers.priceBetween', { min: shortYuan(priceMin), max: shortYuan(priceMax) });
}

/** The digit search in force, if any: its mode and text. */
export function activeSearch(filters: NumberFilters): { mode: SearchMode; text: string } | undefined {
  const mode = SEARCH_MODES.find((name) => filters[name] !== undefined);
  const text = mode ? filters[mode] : undefined;
  return mode && text ? { mode, text } : undefined;
}

/** '结尾 8888', '按位 138____8888'. */
export function searchLabel(filters: NumberFilters): string | undefined {
  const search = activeSearch(filters);
  return search ? `${t(`numbers.modes.${search.mode}`)} ${search.text}` : undefined;
}
