import { patternByCode, type Arrangement, type NumberItem } from '@shop/contract';
import { currentLocale, useT } from '../../../i18n';
import { formatFen } from '../../../shared/format';
import type { NumberFilters } from '../filterQuery';
import { OperatorBadge } from '../../../shared/ui/OperatorBadge';
import { HighlightedNumber } from './HighlightedNumber';
import './card.css';

/** Tags beyond these would wrap and make cards of one row differ in height. */
const MAX_TAGS = 3;

interface NumberCardProps {
  item: NumberItem;
  filters: NumberFilters;
  arrangement: Arrangement;
  onOpen(item: NumberItem): void;
}

/** One number on sale: the number itself, big, then where it is from, its price and its plan. */
export function NumberCard({ item, filters, arrangement, onOpen }: NumberCardProps) {
  const t = useT();
  const locale = currentLocale();
  const tags = item.patterns.flatMap((code) => patternByCode.get(code)?.label[locale] ?? []).slice(0, MAX_TAGS);
  const price = item.priceFen === 0 ? t('numbers.free') : formatFen(item.priceFen);
  return (
    <button type="button" className={`number-card number-card--${arrangement === 2 ? 'grid' : 'list'}`} onClick={() => onOpen(item)}>
      <span className="number-card__main">
        <HighlightedNumber className="number-card__number" number={item.number} filters={filters} patterns={item.patterns} />
        <span className="number-card__meta">
          <OperatorBadge operator={item.operator} />
          <span className="number-card__city">{item.cityName || item.provinceName}</span>
        </span>
      </span>
      <span className="number-card__side">
        <span className={item.priceFen === 0 ? 'number-card__price number-card__price--free' : 'number-card__price'}>{price}</span>
        <span className="number-card__plan" title={item.planName}>
          {t('numbers.monthlyPlan', { price: formatFen(item.planFen) })}
        </span>
      </span>
      <span className="number-card__tags">
        {tags.map((tag) => (
          <span key={tag} className="number-tag">
            {tag}
          </span>
        ))}
      </span>
    </button>
  );
}
