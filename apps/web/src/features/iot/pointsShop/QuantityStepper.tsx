import { useT } from '../../../i18n';

/** How many to redeem, from 1 to `max` (what the card may buy now). */
export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange(value: number): void }) {
  const t = useT();
  return (
    <div className="stepper-row">
      <span className="stepper-row__label" id="shop-quantity">
        {t('pointsShop.payment.quantity')}
        <span className="stepper-row__note">{t('pointsShop.payment.upTo', { count: max })}</span>
      </span>
      <div className="stepper" role="group" aria-labelledby="shop-quantity">
        <button type="button" className="stepper__button" aria-label={t('pointsShop.payment.fewer')} disabled={value <= 1} onClick={() => onChange(value - 1)}>
          −
        </button>
        <output className="stepper__value" aria-live="polite">
          {value}
        </output>
        <button type="button" className="stepper__button" aria-label={t('pointsShop.payment.more')} disabled={value >= max} onClick={() => onChange(value + 1)}>
          +
        </button>
      </div>
    </div>
  );
}
