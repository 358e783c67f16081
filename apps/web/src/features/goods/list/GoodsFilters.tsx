import { OPERATOR_CODES, type goodsList, type OperatorCode, type QueryOf } from '@shop/contract';
import { operatorNameKey } from '../../../shared/ui/OperatorBadge';
import { useT } from '../../../i18n';

export type GoodsSort = NonNullable<QueryOf<typeof goodsList>['sort']>;

export const SORTS: readonly GoodsSort[] = ['default', 'priceAsc', 'priceDesc'];

interface GoodsFiltersProps {
  operator: OperatorCode | undefined;
  sort: GoodsSort;
  onOperator(operator: OperatorCode | undefined): void;
  onSort(sort: GoodsSort): void;
}

function Chip({ on, label, onPress }: { on: boolean; label: string; onPress(): void }) {
  return (
    <button type="button" aria-pressed={on} className={on ? 'filter-chip filter-chip--on' : 'filter-chip'} onClick={onPress}>
      {label}
    </button>
  );
}

/** Operator chips and the price sort above the product list. */
export function GoodsFilters({ operator, sort, onOperator, onSort }: GoodsFiltersProps) {
  const t = useT();
  return (
    <div className="goods-filters">
      <div className="goods-filters__row" role="group" aria-label={t('goods.operatorFilter')}>
        <Chip on={operator === undefined} label={t('goods.allOperators')} onPress={() => onOperator(undefined)} />
        {OPERATOR_CODES.map((code) => (
          <Chip key={code} on={operator === code} label={t(operatorNameKey(code))} onPress={() => onOperator(code)} />
        ))}
      </div>
      <div className="goods-filters__row goods-filters__row--sort" role="group" aria-label={t('goods.sortLabel')}>
        {SORTS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={sort === option}
            className={sort === option ? 'sort-option sort-option--on' : 'sort-option'}
            onClick={() => onSort(option)}
          >
            {t(`goods.sort.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
