import { useState } from 'react';
import { useT } from '../../../i18n';
import { priceLabel } from '../labels';
import { fenToYuanText, PRICE_RANGES, samePriceRange, type PriceRange } from '../price';
import { checkPriceRange } from '../validation';
import './filters.css';

interface PriceRangesProps {
  value: PriceRange;
  /** A range to search; `valid` false while a typed price is in error (nothing to search yet). */
  onChange(range: PriceRange, valid: boolean): void;
}

const isPreset = (range: PriceRange) => PRICE_RANGES.some((preset) => samePriceRange(preset, range));

/** Both bounds, so that "any price" clears a range set before. */
const bothBounds = ({ priceMin, priceMax }: PriceRange): Required<Record<keyof PriceRange, number | undefined>> => ({ priceMin, priceMax });

/** The usual price bands as chips, and two boxes for a range of one's own (whole yuan). */
export function PriceRanges({ value, onChange }: PriceRangesProps) {
  const t = useT();
  const custom = isPreset(value) ? {} : value;
  const [text, setText] = useState({ min: fenToYuanText(custom.priceMin), max: fenToYuanText(custom.priceMax) });
  const check = checkPriceRange(text.min, text.max);

  const choose = (range: PriceRange) => {
    setText({ min: '', max: '' });
    onChange(bothBounds(range), true);
  };
  const type = (field: 'min' | 'max', typed: string) => {
    const next = { ...text, [field]: typed.trim() };
    setText(next);
    const result = checkPriceRange(next.min, next.max);
    onChange(bothBounds(result.range), result.error === undefined);
  };
  const box = (field: 'min' | 'max', name: 'priceMin' | 'priceMax') => (
    <input
      className={check.error?.field === name ? 'price-ranges__input price-ranges__input--error' : 'price-ranges__input'}
      inputMode="numeric"
      maxLength={9}
      placeholder={t(`numbers.${name}`)}
      aria-label={t(`numbers.${name}`)}
      aria-invalid={check.error?.field === name}
      value={text[field]}
      onChange={(event) => type(field, event.target.value)}
    />
  );

  return (
    <div className="price-ranges">
      <div className="chips" role="radiogroup" aria-label={t('numbers.price')}>
        {[{}, ...PRICE_RANGES].map((range) => {
          const on = samePriceRange(range, value) && text.min === '' && text.max === '';
          return (
            <button key={priceLabel(range)} type="button" role="radio" aria-checked={on} className={on ? 'chip chip--on' : 'chip'} onClick={() => choose(range)}>
              {priceLabel(range)}
            </button>
          );
        })}
      </div>
      <p className="price-ranges__custom-title">{t('numbers.customPrice')}</p>
      <div className="price-ranges__custom">
        {box('min', 'priceMin')}
        <span className="price-ranges__dash">—</span>
        {box('max', 'priceMax')}
      </div>
      {check.error ? (
        <p className="field-error" role="alert">
          {t(check.error.message)}
        </p>
      ) : null}
    </div>
  );
}
