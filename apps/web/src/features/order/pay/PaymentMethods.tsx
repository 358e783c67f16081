import type { PaymentType } from '@shop/contract';
import { useT } from '../../../i18n';
import { PaymentIcon } from './PaymentIcon';
import './pay.css';

interface PaymentMethodsProps {
  types: readonly PaymentType[];
  value: PaymentType | undefined;
  onChange(type: PaymentType): void;
}

/** The payment channels offered, one chosen; said plainly when there is none. */
export function PaymentMethods({ types, value, onChange }: PaymentMethodsProps) {
  const t = useT();
  if (types.length === 0) return <p className="pay-methods__none">{t('pay.noMethods')}</p>;
  return (
    <div className="pay-methods" role="radiogroup" aria-label={t('pay.method')}>
      {types.map((type) => (
        <button key={type} type="button" role="radio" aria-checked={type === value} className="pay-methods__option" onClick={() => onChange(type)}>
          <PaymentIcon type={type} />
          <span className="pay-methods__name">{t(`payment.${type}`)}</span>
          <span className="pay-methods__check" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
